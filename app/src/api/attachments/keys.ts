import type { AttachmentRecord } from "./types";
import { attachmentsPath } from "./paths";

/** SWR keys of the attachment calls: a record's list is keyed by its path. */
export const attachmentKeys = {
  list: (record: AttachmentRecord) => ["attachments", "list", attachmentsPath(record)] as const,
  /** A write's own key (useSWRMutation): no read uses it, so SWR refetches nothing by itself. */
  write: (name: string) => ["attachments", "write", name] as const,
};

export const ATTACHMENTS = "attachments";
