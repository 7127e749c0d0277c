import { CircleAlert, FileUp } from "lucide-react";
import { Button } from "../button/button";
import { formatFileSize } from "../format/format-file-size";
import { ProgressBar, progressPercent } from "../progress-bar/progress-bar";
import type { AttachmentUpload } from "./types";

export type UploadRowProps = {
  upload: AttachmentUpload;
  onCancel: () => void;
  onDismiss: () => void;
  /** Given: a failed upload offers "Try again". */
  onRetry?: () => void;
};

/** Percent sent, 0–100, whole. */
export function uploadPercent({ loaded, total }: Pick<AttachmentUpload, "loaded" | "total">): number {
  return progressPercent(loaded, total);
}

/** A file on its way up (name, progress, Cancel), or one that failed (the server's reason, Dismiss). */
export function UploadRow({ upload, onCancel, onDismiss, onRetry }: UploadRowProps) {
  const { fileName, error } = upload;
  const percent = uploadPercent(upload);
  const sent = `${formatFileSize(upload.loaded)} of ${formatFileSize(upload.total)}`;

  if (error) {
    return (
      <li
        data-slot="attachment-upload"
        data-state="failed"
        className="flex gap-3 rounded-md border border-destructive/40 p-3"
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="font-medium wrap-anywhere">{fileName}</p>
          <p className="text-destructive">{error}</p>
          <div className="-ml-3 flex flex-wrap gap-1">
            {onRetry && (
              <Button variant="ghost" size="sm" aria-label={`Try again to upload ${fileName}`} onClick={onRetry}>
                Try again
              </Button>
            )}
            <Button variant="ghost" size="sm" aria-label={`Dismiss ${fileName}`} onClick={onDismiss}>
              Dismiss
            </Button>
          </div>
        </div>
      </li>
    );
  }

  return (
    <li data-slot="attachment-upload" data-state="uploading" className="flex gap-3 rounded-md border p-3">
      <FileUp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-2">
        <p className="font-medium wrap-anywhere">{fileName}</p>
        <ProgressBar
          label={`Uploading ${fileName}`}
          value={upload.loaded}
          max={upload.total}
          valueText={`${percent}%, ${sent}`}
        />
        <p className="text-xs text-muted-foreground">
          {sent} · {percent}%
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0"
        aria-label={`Cancel upload of ${fileName}`}
        onClick={onCancel}
      >
        Cancel
      </Button>
    </li>
  );
}
