import useSWRMutation from "swr/mutation";
import { attachmentRoutes, type AttachmentDisposition } from "@shopdesk/contract";
import { useApi } from "../api-context";
import { attachmentKeys } from "./keys";

/**
 * `POST /attachments/{id}/link?disposition=`: a single-use link to the file, minted with the
 * bearer token so no long-lived token is ever in a URL. `inline` (PDF and images only) opens in
 * the browser's own viewer; `attachment` downloads.
 */
export function useCreateAttachmentLink() {
  const api = useApi();
  return useSWRMutation(
    attachmentKeys.write("link"),
    (_key, { arg: { id, disposition } }: { arg: { id: number; disposition: AttachmentDisposition } }) =>
      api.call(attachmentRoutes.link, { params: { attachmentId: String(id) }, query: { disposition } }),
  );
}
