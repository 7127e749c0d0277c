import * as React from "react";
import type { AttachmentChanges, AttachmentDisposition } from "@shopdesk/contract";
import { Download, Eye, Pencil, Trash2 } from "lucide-react";
import { Badge, StatusBadge } from "../badge/badge";
import { Button } from "../button/button";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog";
import { onDemandDialog } from "../on-demand/on-demand-dialog";
import { withTrigger } from "../on-demand/with-trigger";
import { formatDate, formatDateTime } from "../format/format-date";
import { formatFileSize } from "../format/format-file-size";
import type { AttachmentEditDialogProps } from "./attachment-edit-dialog";
import { KindIcon } from "./kinds";
import type { AttachmentItem } from "./types";

export type AttachmentRowProps<T extends AttachmentItem> = {
  attachment: T;
  canEdit: boolean;
  onOpen: (attachment: T, disposition: AttachmentDisposition) => void;
  onEdit: (attachment: T, changes: AttachmentChanges) => Promise<unknown>;
  onRemove: (attachment: T) => Promise<unknown>;
};

const AttachmentEditDialog = withTrigger(
  onDemandDialog<AttachmentEditDialogProps<AttachmentItem>>(
    () => import("./attachment-edit-dialog").then((module) => module.AttachmentEditDialog),
    (props) => props.open,
  ),
);

const iconButton = "size-8 text-muted-foreground hover:text-accent-foreground [&_svg]:size-4";

/** One file: its name (opens it), badges, kind, size, who and when, expiry and note, and its actions. */
export function AttachmentRow<T extends AttachmentItem>({
  attachment,
  canEdit,
  onOpen,
  onEdit,
  onRemove,
}: AttachmentRowProps<T>) {
  const { FileName: name } = attachment;
  const uploadedBy = attachment.UploadedByName || attachment.UploadedBy;
  const uploadedAt = formatDateTime(attachment.UploadedAt);
  const uploadedAtIso =
    attachment.UploadedAt instanceof Date ? attachment.UploadedAt.toISOString() : String(attachment.UploadedAt ?? "");
  const hasExpiry = attachment.Kind === "Certificate" && attachment.ExpiresOn;

  return (
    <li
      data-slot="attachment"
      data-kind={attachment.Kind}
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 py-3 first:pt-0 last:pb-0 @md:grid-cols-[auto_minmax(0,1fr)_auto]"
    >
      <KindIcon kind={attachment.Kind} className="mt-0.5 size-5 text-muted-foreground" />
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <button
            type="button"
            data-slot="attachment-name"
            className="rounded-sm text-left font-medium text-primary wrap-anywhere underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            onClick={() => onOpen(attachment, attachment.CanPreview ? "inline" : "attachment")}
          >
            {name}
          </button>
          {attachment.IsSuperseded ? (
            <Badge variant="neutral">Superseded</Badge>
          ) : (
            attachment.IsCurrentDrawing && <Badge variant="success">Current</Badge>
          )}
          {attachment.IsExpired && <StatusBadge status="Expired" />}
        </div>
        <p className="text-xs text-muted-foreground">
          {attachment.Kind} · {formatFileSize(attachment.Size)} · {uploadedBy},{" "}
          <time dateTime={uploadedAtIso}>{uploadedAt}</time>
        </p>
        {hasExpiry && (
          <p
            className={attachment.IsExpired ? "text-xs font-medium text-destructive" : "text-xs text-muted-foreground"}
          >
            {attachment.IsExpired ? "Expired" : "Expires"}{" "}
            <time dateTime={attachment.ExpiresOn ?? undefined}>{formatDate(attachment.ExpiresOn)}</time>
          </p>
        )}
        {attachment.Note && <p className="wrap-break-word">{attachment.Note}</p>}
      </div>
      <div
        data-slot="attachment-actions"
        className="col-start-2 -ml-2 flex items-start gap-1 @md:col-start-3 @md:row-start-1 @md:ml-0"
      >
        {attachment.CanPreview && (
          <Button
            variant="ghost"
            size="icon"
            className={iconButton}
            title="Preview"
            aria-label={`Preview ${name}`}
            onClick={() => onOpen(attachment, "inline")}
          >
            <Eye aria-hidden="true" />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          className={iconButton}
          title="Download"
          aria-label={`Download ${name}`}
          onClick={() => onOpen(attachment, "attachment")}
        >
          <Download aria-hidden="true" />
        </Button>
        {canEdit && (
          <>
            <AttachmentEditDialog
              attachment={attachment}
              onEdit={onEdit as (attachment: AttachmentItem, changes: AttachmentChanges) => Promise<unknown>}
              trigger={
                <Button variant="ghost" size="icon" className={iconButton} title="Edit" aria-label={`Edit ${name}`}>
                  <Pencil aria-hidden="true" />
                </Button>
              }
            />
            <ConfirmDialog
              title={<span className="wrap-anywhere">Remove {name}?</span>}
              description="The file is taken off this record. The record's history keeps a note of it."
              confirmLabel="Remove"
              variant="destructive"
              onConfirm={() => onRemove(attachment)}
              trigger={
                <Button variant="ghost" size="icon" className={iconButton} title="Remove" aria-label={`Remove ${name}`}>
                  <Trash2 aria-hidden="true" />
                </Button>
              }
            />
          </>
        )}
      </div>
    </li>
  );
}
