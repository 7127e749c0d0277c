import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { CUSTOMERS } from "../customers/keys";
import { historyKeys } from "../history/keys";
import { isDomainKey } from "../list";
import { PARTS, partKeys } from "./keys";
import { partHistoryKey } from "./paths";
import type { Part, PartKey } from "./types";

/**
 * After a write that answers a part revision: it goes into the cache; the part lists (and the
 * pickers' current revisions), the customers' part lists and its history are fetched again, and so is `previous` (a revision
 * the write superseded).
 */
export function useStorePart() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (part: Part, previous?: PartKey) => {
      await mutate(partKeys.detail(part.PartNumber, part.Revision), part, { revalidate: false });
      if (previous) void mutate(partKeys.detail(previous.PartNumber, previous.Revision));
      void mutate(
        (key) =>
          isDomainKey(key, PARTS, "list") || isDomainKey(key, PARTS, "current") || isDomainKey(key, CUSTOMERS, "parts"),
      );
      void mutate(historyKeys.list("part", partHistoryKey(part)));
      return part;
    },
    [mutate],
  );
}
