import useSWR from "swr";
import { useApi } from "../api-context";
import { attachmentKeys } from "./keys";
import { recordRoutes } from "./record-routes";
import type { Attachment, AttachmentError, AttachmentRecord } from "./types";

/** A record's files, newest first; nothing is fetched until there is a record. */
export function useAttachments(record: AttachmentRecord | undefined) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<Attachment[], AttachmentError>(
    record ? attachmentKeys.list(record) : null,
    () => {
      const { list, params } = recordRoutes(record!);
      return api.call(list, { params });
    },
  );
  return { attachments: data, error, isLoading, reload: mutate };
}
