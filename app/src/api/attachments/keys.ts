import { pathOf } from "../client";
import { recordRoutes } from "./record-routes";
import type { AttachmentRecord } from "./types";

/** SWR keys of the attachment calls: a record's list is keyed by its path. */
export const attachmentKeys = {
  list: (record: AttachmentRecord) => {
    const { list, params } = recordRoutes(record);
    return ["attachments", "list", pathOf(list, { params })] as const;
  },
  /** A write's own key (useSWRMutation): no read uses it, so SWR refetches nothing by itself. */
  write: (name: string) => ["attachments", "write", name] as const,
};

export const ATTACHMENTS = "attachments";
