import { useCallback, useState } from "react";
import { useSWRConfig } from "swr";
import { useApi } from "../api-context";
import { CUSTOMERS } from "../customers/keys";
import { historyKeys } from "../history/keys";
import { isDomainKey } from "../list";
import { PARTS, partKeys } from "./keys";
import { partPath } from "./part-path";
import type { NewPartInput, NewRevisionInput, Part, PartKey, PartUpdate } from "./types";

/** The history key of a part revision: `PartNumber/Revision`. */
export function partHistoryKey({ PartNumber, Revision }: PartKey): string {
  return `${PartNumber}/${Revision}`;
}

/**
 * Creates a part, updates one (with `Version`, pricing included) or makes a new revision of
 * one (the older is then superseded, so it is fetched again). Failures throw `ApiError`.
 */
export function useSavePart() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [isSaving, setIsSaving] = useState(false);

  const run = useCallback(
    async (request: () => Promise<Part>, previous?: PartKey) => {
      setIsSaving(true);
      try {
        const part = await request();
        await mutate(partKeys.detail(part.PartNumber, part.Revision), part, { revalidate: false });
        if (previous) void mutate(partKeys.detail(previous.PartNumber, previous.Revision));
        void mutate((key) => isDomainKey(key, PARTS, "list") || isDomainKey(key, CUSTOMERS, "parts"));
        void mutate(historyKeys.list("part", partHistoryKey(part)));
        return part;
      } finally {
        setIsSaving(false);
      }
    },
    [mutate],
  );

  const createPart = useCallback((input: NewPartInput) => run(() => api.post<Part>("/parts", input)), [api, run]);
  const updatePart = useCallback(
    (key: PartKey, input: PartUpdate) => run(() => api.put<Part>(partPath(key.PartNumber, key.Revision), input)),
    [api, run],
  );
  const createRevision = useCallback(
    (from: PartKey, input: NewRevisionInput) =>
      run(() => api.post<Part>(`${partPath(from.PartNumber, from.Revision)}/revisions`, input), from),
    [api, run],
  );

  return { createPart, updatePart, createRevision, isSaving };
}
