import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { attachmentKeys } from "./keys";
import { attachmentPath } from "./paths";
import type { Attachment, AttachmentChanges, AttachmentRecord } from "./types";
import { useStoreAttachments } from "./use-store-attachments";

/** `PUT /attachments/{id}` with `Version`: rename, kind, note, expiry, current drawing. Failures throw `ApiError` (400, 409). */
export function useUpdateAttachment(record: AttachmentRecord) {
  const api = useApi();
  const store = useStoreAttachments();
  return useSWRMutation(attachmentKeys.write("update"), async (_key, { arg: { id, changes } }: { arg: { id: number; changes: AttachmentChanges } }) => {
    const saved = await api.put<Attachment>(attachmentPath(id), changes);
    await store(record);
    return saved;
  });
}
