import * as React from "react";
import { Upload } from "lucide-react";
import { cn } from "../lib/cn";
import { FilePickerButton } from "./file-picker-button";
import { useFileDrop } from "./use-file-drop";

export type DropZoneProps = Omit<React.ComponentProps<"div">, "children" | "title" | "onDrop"> & {
  /** Called with the files dropped on the zone or picked with its button. */
  onFiles: (files: File[]) => void;
  /**
   * The file types the picker offers, as an input's `accept` (".csv,text/csv"). Dropped files are
   * not filtered: the app says why it cannot take one.
   */
  accept?: string;
  /** Lets the picker choose several files at once. */
  isMultiple?: boolean;
  /** Nothing can be dropped or picked (a job is under way). */
  isDisabled?: boolean;
  /** The zone's first line: "Drop a CSV file here", or the file already chosen. */
  title: React.ReactNode;
  /** A line under it: what the file should hold, its size limit. */
  description?: React.ReactNode;
  /** The button that opens the file picker. */
  buttonLabel?: string;
};

/**
 * An area that takes files dragged from the desktop, with a button that opens the file picker
 * (dropping is never the only way in: keyboards and phones pick). While files are over it, it
 * says so (`data-state="drag-over"`).
 */
export function DropZone({
  onFiles,
  accept,
  isMultiple = false,
  isDisabled = false,
  title,
  description,
  buttonLabel = "Choose file",
  className,
  ...props
}: DropZoneProps) {
  const textId = React.useId();
  const take = (files: File[]) => {
    if (files.length > 0) onFiles(isMultiple ? files : files.slice(0, 1));
  };
  const { isDragOver, dropHandlers } = useFileDrop(!isDisabled, take);

  return (
    <div
      data-slot="drop-zone"
      data-state={isDragOver ? "drag-over" : "idle"}
      data-disabled={isDisabled || undefined}
      className={cn(
        "group flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center transition-colors data-[state=drag-over]:border-primary data-[state=drag-over]:bg-accent",
        className,
      )}
      {...props}
      {...dropHandlers}
    >
      <div
        aria-hidden="true"
        className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground group-data-[state=drag-over]:text-primary"
      >
        <Upload className="size-5" />
      </div>
      <div id={textId} className="grid gap-1">
        <p data-slot="drop-zone-title" className="font-medium wrap-anywhere">
          {title}
        </p>
        {description && (
          <p data-slot="drop-zone-description" className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      <FilePickerButton
        aria-describedby={textId}
        accept={accept}
        isMultiple={isMultiple}
        disabled={isDisabled}
        onFiles={take}
      >
        {buttonLabel}
      </FilePickerButton>
    </div>
  );
}
