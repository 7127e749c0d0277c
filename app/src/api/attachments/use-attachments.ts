import useSWR from "swr";
import { useApi } from "../api-context";
import { attachmentKeys } from "./keys";
import { attachmentsPath } from "./paths";
import type { Attachment, AttachmentError, AttachmentRecord } from "./types";

/** A record's files, newest first; nothing is fetched until there is a record. */
export function useAttachments(record: AttachmentRecord | undefined) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<Attachment[], AttachmentError>(
    record ? attachmentKeys.list(record) : null,
    () => api.get<Attachment[]>(attachmentsPath(record!)),
  );
  return { attachments: data, error, isLoading, reload: mutate };
}
