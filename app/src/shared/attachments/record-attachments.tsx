import { useCallback } from "react";
import { AttachmentsCard, toast } from "@shopdesk/design-system";
import type { Attachment, AttachmentChanges, AttachmentKind, AttachmentRecord } from "../../api/attachments/types";
import { useAttachmentUploads } from "../../api/attachments/use-attachment-uploads";
import { useAttachments } from "../../api/attachments/use-attachments";
import { useCreateAttachmentLink } from "../../api/attachments/use-create-attachment-link";
import { useRemoveAttachment } from "../../api/attachments/use-remove-attachment";
import { useUpdateAttachment } from "../../api/attachments/use-update-attachment";
import { startDownload } from "../downloads/start-download";

export type RecordAttachmentsProps = {
  record: AttachmentRecord;
  /** What new files are filed as until the user picks another kind. */
  defaultKind?: AttachmentKind;
  canEdit?: boolean;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A record's Attachments card, wired to the API: the list, uploads with progress and cancel,
 * edit and remove (each in the record's history), and opening a file through a single-use link
 * (docs/app.md, "Attachments"). Loaded on its own after the screen (see ./index.tsx).
 */
export default function RecordAttachments({ record, defaultKind, canEdit = true }: RecordAttachmentsProps) {
  const { attachments, error, reload } = useAttachments(record);
  const { uploads, add, cancel, dismiss } = useAttachmentUploads(record);
  const { trigger: update } = useUpdateAttachment(record);
  const { trigger: remove } = useRemoveAttachment(record);
  const { trigger: createLink } = useCreateAttachmentLink();

  const handleOpen = useCallback(
    async (attachment: Attachment, disposition: "inline" | "attachment") => {
      // A preview opens a tab at once, while the click still counts as the user's: a tab opened
      // after the link's round trip would be taken for a pop-up and blocked.
      const tab = disposition === "inline" ? window.open("", "_blank") : null;
      try {
        const link = await createLink({ id: attachment.Id, disposition });
        if (tab) {
          tab.opener = null;
          tab.location.href = link.Url;
        } else startDownload(link.Url, link.FileName);
      } catch (failure) {
        tab?.close();
        toast({ title: `Could not open ${attachment.FileName}`, description: messageOf(failure), variant: "error" });
      }
    },
    [createLink],
  );

  const handleRemove = useCallback(
    async (attachment: Attachment) => {
      try {
        await remove(attachment);
        toast({ title: `Removed ${attachment.FileName}`, variant: "success" });
      } catch (failure) {
        toast({ title: `Could not remove ${attachment.FileName}`, description: messageOf(failure), variant: "error" });
        throw failure;
      }
    },
    [remove],
  );

  return (
    <AttachmentsCard
      attachments={attachments}
      error={error}
      onRetry={() => void reload()}
      uploads={uploads}
      defaultKind={defaultKind}
      canEdit={canEdit}
      onOpen={(attachment, disposition) => void handleOpen(attachment, disposition)}
      onAddFiles={add}
      onCancelUpload={cancel}
      onDismissUpload={dismiss}
      onEdit={(attachment, changes: AttachmentChanges) => update({ id: attachment.Id, changes })}
      onRemove={handleRemove}
    />
  );
}
