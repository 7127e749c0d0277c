import { LoaderCircle } from "lucide-react";
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  FilePickerButton,
  ProgressBar,
  progressPercent,
  formatQuantity,
} from "@shopdesk/design-system";
import type { ImportPreview, ImportProgress } from "../../api/imports/types";
import { ImportAlert } from "./import-alert";
import { ImportCounts } from "./import-counts";
import { FirstRowsTable } from "./first-rows-table";
import { CSV_FILE_TYPES } from "./import-kinds";
import { countOf } from "./import-words";
import { ProblemsTable } from "./problems-table";
import type { ImportRun } from "./use-import-flow";

export type PreviewCardProps = {
  preview: ImportPreview;
  /** The preview is being asked again (the mapping changed): its figures are about to change. */
  isPreviewing: boolean;
  run: ImportRun;
  /** A record changed since the preview (409): the server's words; `preview` is then as things are now. */
  conflict: string | null;
  onImport: () => void;
  /** A new file, usually the same one fixed. */
  onFile: (file: File) => void;
};

/** Step 4: what the import would do, every problem and the first rows as they will be stored; the import itself, with its progress. */
export function PreviewCard({ preview, isPreviewing, run, conflict, onImport, onFile }: PreviewCardProps) {
  const isRunning = run.status === "running";
  const changes = preview.Create + preview.Update;
  const canImport = preview.ProblemCount === 0 && changes > 0 && !isPreviewing && !isRunning;

  return (
    <Card aria-busy={isPreviewing || undefined}>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>Preview</CardTitle>
        {isPreviewing && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden="true" className="size-4 text-primary motion-safe:animate-spin" />
            Checking the file again…
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {conflict && (
          <ImportAlert role="alert" title="A record changed since the preview">
            {conflict} The preview below is as the records are now: look it over and import again.
          </ImportAlert>
        )}
        <ImportCounts
          counts={[
            { label: "to create", count: preview.Create },
            { label: "to update", count: preview.Update },
            { label: "unchanged", count: preview.Unchanged },
          ]}
        />
        {preview.ProblemCount > 0 ? (
          <ProblemsTable Problems={preview.Problems} ProblemCount={preview.ProblemCount} />
        ) : (
          <p>
            {changes > 0
              ? "No problems. The import writes every row or none: if anything fails, nothing changes."
              : "No problems, and nothing to import: every record in the file is as it is already."}
          </p>
        )}
        <FirstRowsTable firstRows={preview.FirstRows} rowCount={preview.File.Rows} />
        {isRunning && <RunProgress fileName={preview.File.Name} rows={preview.File.Rows} progress={run.progress} />}
        {run.status === "failed" && (
          <ImportAlert role="alert" title="Nothing was imported">
            {run.message}
          </ImportAlert>
        )}
      </CardContent>
      <CardFooter>
        <FilePickerButton accept={CSV_FILE_TYPES} disabled={isRunning} onFiles={([file]) => file && onFile(file)}>
          Choose another file
        </FilePickerButton>
        <Button disabled={!canImport} isLoading={isRunning} onClick={onImport}>
          {changes > 0 ? `Import ${countOf(changes, "record", "records")}` : "Import"}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** Rows written of the file's, from the import's progress lines (the file's row count until the first comes). */
function RunProgress({
  fileName,
  rows,
  progress,
}: {
  fileName: string;
  rows: number;
  progress: ImportProgress | null;
}) {
  const done = progress?.Done ?? 0;
  const total = progress?.Total ?? rows;
  const percent = progressPercent(done, total);
  return (
    <div data-slot="import-progress" className="grid gap-2">
      <ProgressBar
        label={`Importing ${fileName}`}
        value={done}
        max={total}
        valueText={`${percent}%, ${formatQuantity(done)} of ${countOf(total, "row", "rows")}`}
      />
      <p className="text-xs text-muted-foreground">
        {formatQuantity(done)} of {countOf(total, "row", "rows")} written · {percent}%
      </p>
    </div>
  );
}
