import type { Ref } from "react";
import { LoaderCircle } from "lucide-react";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DropZone,
  formatFileSize,
  ProgressBar,
  progressPercent,
} from "@shopdesk/design-system";
import { MAX_IMPORT_MB, type ImportKind } from "../../api/imports/types";
import { ImportAlert } from "./import-alert";
import { CSV_FILE_TYPES } from "./import-kinds";
import type { PreviewSending } from "./use-import-flow";

export type FileCardProps = {
  kind: ImportKind;
  file: File | null;
  /** The file is on its way to the preview: bytes sent of its size. */
  sending: PreviewSending | null;
  /** Why the server could not read the file, in its words. */
  error: string | null;
  /** While an import runs no other file can be chosen. */
  isDisabled: boolean;
  onFile: (file: File) => void;
  /** The card's heading, focused when the user starts over. */
  headingRef?: Ref<HTMLHeadingElement>;
};

const rowOf: Record<ImportKind, string> = {
  customers: "customer",
  suppliers: "supplier",
  parts: "part revision",
  "purchase-orders": "PO line",
};

/** Step 2: the CSV file, dropped or picked, and how its check is going. */
export function FileCard({ kind, file, sending, error, isDisabled, onFile, headingRef }: FileCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle ref={headingRef} tabIndex={-1} className="outline-none">
          File
        </CardTitle>
        <CardDescription>
          A CSV file with a header row, up to {MAX_IMPORT_MB} MB: commas, semicolons or tabs; UTF-8 or Windows-1252, as
          Excel saves it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DropZone
          accept={CSV_FILE_TYPES}
          isDisabled={isDisabled}
          title={file ? file.name : "Drop a CSV file here"}
          description={
            file
              ? `${formatFileSize(file.size)} · drop another file here to replace it`
              : `One row per ${rowOf[kind]}, under the template's headers or your own.`
          }
          buttonLabel={file ? "Choose another file" : "Choose file"}
          onFiles={([picked]) => picked && onFile(picked)}
        />
        {file && sending && <SendingStatus fileName={file.name} sending={sending} />}
        {file && error && (
          <ImportAlert role="alert" title={`Could not read ${file.name}`}>
            {error}
          </ImportAlert>
        )}
      </CardContent>
    </Card>
  );
}

/** The file going up (a bar, for a big file on a slow line), then the server checking every row. */
function SendingStatus({ fileName, sending }: { fileName: string; sending: PreviewSending }) {
  if (sending.loaded < sending.total) {
    const sent = `${formatFileSize(sending.loaded)} of ${formatFileSize(sending.total)}`;
    const percent = progressPercent(sending.loaded, sending.total);
    return (
      <div data-slot="import-sending" className="grid gap-2">
        <ProgressBar
          label={`Sending ${fileName}`}
          value={sending.loaded}
          max={sending.total}
          valueText={`${percent}%, ${sent}`}
        />
        <p className="text-xs text-muted-foreground">
          Sending {sent} · {percent}%
        </p>
      </div>
    );
  }
  return (
    <p data-slot="import-checking" className="flex items-center gap-2 text-sm text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-4 text-primary motion-safe:animate-spin" />
      Checking every row of {fileName}…
    </p>
  );
}
