import * as React from "react";
import type { AttachmentChanges, AttachmentDisposition, AttachmentKind } from "@shopdesk/contract";
import { CircleAlert, Paperclip, Upload } from "lucide-react";
import { Button } from "../button/button";
import { Card, CardContent, CardHeader, CardTitle } from "../card/card";
import { EmptyState } from "../empty-state/empty-state";
import { Label } from "../form-field/label";
import { cn } from "../lib/cn";
import { NativeSelect } from "../native-select/native-select";
import { Skeleton } from "../skeleton/skeleton";
import { AttachmentRow } from "./attachment-row";
import { attachmentKindOptions } from "./kinds";
import type { AttachmentItem, AttachmentUpload } from "./types";
import { UploadRow } from "./upload-row";
import { useFileDrop } from "../drop-zone/use-file-drop";
import { useUploadAnnouncement } from "./use-upload-announcement";

export type AttachmentsCardProps<T extends AttachmentItem = AttachmentItem> = Omit<
  React.ComponentProps<"div">,
  "children"
> & {
  /** The record's files, newest first; `undefined` while they load (a skeleton shows). */
  attachments: readonly T[] | undefined;
  /** The files could not be loaded: its message shows instead of the list. */
  error?: { message: string } | null;
  /** Offers "Try again" with the load error. */
  onRetry?: () => void;
  /** Files on their way up, or failed with the server's message, from the app's upload queue. */
  uploads?: readonly AttachmentUpload[];
  /** The kind new files are filed as until the user picks another: Drawing on a part, Certificate on a supplier. */
  defaultKind?: AttachmentKind;
  /** `false`: read-only (a closed record): files can be opened, not added, edited or removed. */
  canEdit?: boolean;
  /**
   * Open a file: `inline` to preview it in the browser (only when `CanPreview`), `attachment`
   * to download it. The name asks for a preview when it can, else a download.
   */
  onOpen: (attachment: T, disposition: AttachmentDisposition) => void;
  /** Files dropped on the card or picked with "Add files", and the kind chosen for them. */
  onAddFiles: (files: File[], kind: AttachmentKind) => void;
  /** Stop an upload under way (the app aborts its request and takes it out of `uploads`). */
  onCancelUpload: (id: string) => void;
  /** Take a failed upload out of `uploads`. */
  onDismissUpload: (id: string) => void;
  /** Given: a failed upload offers "Try again" (for a failure a second try can mend, e.g. the network). */
  onRetryUpload?: (id: string) => void;
  /**
   * Save the edit dialog's changes (`Version` and the fields that changed). Rejects with an Error:
   * its `fields` show beside their fields (else its message above the buttons), and its `current`,
   * the file as someone else saved it, beside the user's entries (`AttachmentEditFailure`).
   */
  onEdit: (attachment: T, changes: AttachmentChanges) => Promise<unknown>;
  /** Remove a file once confirmed. The dialog stays open when it rejects: report why (e.g. a toast). */
  onRemove: (attachment: T) => Promise<unknown>;
};

const noUploads: readonly AttachmentUpload[] = [];

/**
 * The files on a record (drawings, the customer's PO, certificates, reports, photos): listed
 * with who added them and when, added by "Add files" or by dropping them on the card, with a
 * progress bar per upload, and opened, edited or removed one by one. It holds no data: the
 * screen loads the list, runs the uploads and passes both in.
 */
export function AttachmentsCard<T extends AttachmentItem>({
  attachments,
  error,
  onRetry,
  uploads = noUploads,
  defaultKind = "Other",
  canEdit = true,
  onOpen,
  onAddFiles,
  onCancelUpload,
  onDismissUpload,
  onRetryUpload,
  onEdit,
  onRemove,
  className,
  ...props
}: AttachmentsCardProps<T>) {
  const [kind, setKind] = React.useState<AttachmentKind>(defaultKind);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const addFilesRef = React.useRef<HTMLButtonElement>(null);
  const kindId = React.useId();
  const { announcement, markStopped } = useUploadAnnouncement(uploads);

  const isLoaded = attachments !== undefined && !error;
  const canAdd = canEdit && isLoaded;

  function addFiles(files: File[]) {
    if (files.length > 0) onAddFiles(files, kind);
  }
  const { isDragOver, dropHandlers } = useFileDrop(canAdd, addFiles);

  function content() {
    if (attachments === undefined && !error)
      return (
        <div data-slot="attachments-loading" aria-busy="true" className="grid gap-4">
          {/* Where "Add as" and "Add files" will be, so the list does not jump down when it arrives. */}
          {canEdit && <Skeleton className="h-9 w-64 max-w-full" />}
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex gap-3">
              <Skeleton className="size-5" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-3/5" />
                <Skeleton className="h-3 w-2/5" />
              </div>
            </div>
          ))}
        </div>
      );
    if (error)
      return (
        <EmptyState
          role="alert"
          className="border-0 py-6"
          icon={<CircleAlert />}
          title="Could not load the files"
          description={error.message}
          action={
            onRetry && (
              <Button variant="outline" onClick={onRetry}>
                Try again
              </Button>
            )
          }
        />
      );
    if (!attachments || attachments.length === 0)
      return (
        <EmptyState
          className={canAdd ? "py-8" : "border-0 py-4"}
          icon={<Paperclip />}
          title="No files yet"
          description={canAdd ? "Drop files on this card, or use Add files." : undefined}
        />
      );
    return (
      <ul data-slot="attachments-list" aria-label="Files" className="@container grid divide-y">
        {attachments.map((attachment) => (
          <AttachmentRow
            key={attachment.Id}
            attachment={attachment}
            canEdit={canEdit}
            onOpen={onOpen}
            onEdit={onEdit}
            onRemove={onRemove}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card
      data-slot="attachments-card"
      data-state={isDragOver ? "drag-over" : "idle"}
      className={cn("relative", className)}
      {...props}
      {...dropHandlers}
    >
      <CardHeader>
        <CardTitle>Attachments</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {canAdd && (
          <div data-slot="attachments-add" className="grid gap-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <Label htmlFor={kindId}>Add as</Label>
              <NativeSelect
                id={kindId}
                className="h-9 w-36"
                value={kind}
                onChange={(event) => setKind(event.target.value as AttachmentKind)}
              >
                {attachmentKindOptions.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect>
              <Button ref={addFilesRef} variant="outline" className="h-9" onClick={() => inputRef.current?.click()}>
                <Upload className="size-4" aria-hidden="true" />
                Add files
              </Button>
            </div>
            {attachments && attachments.length > 0 && (
              <p className="text-xs text-muted-foreground">Or drop files on this card.</p>
            )}
            <input
              ref={inputRef}
              type="file"
              multiple
              hidden
              data-slot="attachments-input"
              onChange={(event) => {
                addFiles(Array.from(event.target.files ?? []));
                // Cleared, so picking the same file again is a change too.
                event.target.value = "";
              }}
            />
          </div>
        )}
        {uploads.length > 0 && (
          <ul data-slot="attachments-uploads" aria-label="Uploads" className="grid gap-2">
            {uploads.map((upload) => (
              <UploadRow
                key={upload.id}
                upload={upload}
                // The row goes with its button: the focus goes back to where files are added, not to the page.
                onCancel={() => {
                  markStopped(upload.id, "cancelled");
                  addFilesRef.current?.focus();
                  onCancelUpload(upload.id);
                }}
                onDismiss={() => {
                  markStopped(upload.id, "dismissed");
                  addFilesRef.current?.focus();
                  onDismissUpload(upload.id);
                }}
                onRetry={onRetryUpload && (() => onRetryUpload(upload.id))}
              />
            ))}
          </ul>
        )}
        {content()}
      </CardContent>
      <p role="status" data-slot="attachments-announcement" className="sr-only">
        {announcement}
      </p>
      {isDragOver && (
        <div
          data-slot="attachments-drop-target"
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-primary bg-background/95 p-6 text-center font-medium text-primary"
        >
          <Upload className="size-6" />
          Drop to add as {kind}
        </div>
      )}
    </Card>
  );
}
