import { attachmentRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { attachmentKeys } from "./keys";
import type { Attachment, AttachmentRecord } from "./types";
import { useStoreAttachments } from "./use-store-attachments";

/** `DELETE /attachments/{id}?version=`: a 409 when someone changed it since. */
export function useRemoveAttachment(record: AttachmentRecord) {
  const api = useApi();
  const store = useStoreAttachments();
  return useSWRMutation(attachmentKeys.write("remove"), async (_key, { arg: attachment }: { arg: Attachment }) => {
    await api.call(attachmentRoutes.remove, {
      params: { attachmentId: String(attachment.Id) },
      query: { version: attachment.Version },
    });
    await store(record);
  });
}
