import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { attachmentKeys } from "./keys";
import type { AttachmentRecord } from "./types";

/**
 * After a write to a record's files: its list is fetched again, and so is every history on
 * screen (the change is in the record's history, whose key may be the record's id or name).
 * A part's files also show on its other revisions' cards ("Superseded"), and the supplier's
 * latest certificate on the supplier: those records are fetched again too.
 */
export function useStoreAttachments() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (record: AttachmentRecord) => {
      await mutate(attachmentKeys.list(record));
      void mutate((key) => Array.isArray(key) && key[0] === "history");
      if (record.Type === "supplier") void mutate((key) => Array.isArray(key) && key[0] === "suppliers");
      if (record.Type === "part")
        void mutate((key) => Array.isArray(key) && key[0] === "attachments" && String(key[2]).startsWith(`/parts/`));
    },
    [mutate],
  );
}
