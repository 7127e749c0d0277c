import { attachmentRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { ApiError } from "../client";
import { attachmentKeys } from "./keys";
import type { AttachmentChanges, AttachmentRecord } from "./types";
import { useStoreAttachments } from "./use-store-attachments";

/**
 * `PUT /attachments/{id}` with `Version`: rename, kind, note, expiry, current drawing. Failures
 * throw `ApiError` (400 with `fields`, 409 with `current`). After a 409 the record's files are
 * fetched again, so the card shows the file as someone else saved it.
 */
export function useUpdateAttachment(record: AttachmentRecord) {
  const api = useApi();
  const store = useStoreAttachments();
  return useSWRMutation(
    attachmentKeys.write("update"),
    async (_key, { arg: { id, changes } }: { arg: { id: number; changes: AttachmentChanges } }) => {
      try {
        const saved = await api.call(attachmentRoutes.update, {
          params: { attachmentId: String(id) },
          body: changes,
        });
        await store(record);
        return saved;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) await store(record);
        throw error;
      }
    },
  );
}
