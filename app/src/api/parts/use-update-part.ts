import { partRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { partKeys } from "./keys";
import type { PartKey, PartUpdate } from "./types";
import { useStorePart } from "./use-store-part";

/** `PUT /parts/{number}/{revision}` with `Version`, pricing included. Failures throw `ApiError` (400, 409 with `current`). */
export function useUpdatePart() {
  const api = useApi();
  const store = useStorePart();
  return useSWRMutation(
    partKeys.write("update"),
    async (_key, { arg: { part, changes } }: { arg: { part: PartKey; changes: PartUpdate } }) =>
      store(
        await api.call(partRoutes.update, {
          params: { partNumber: part.PartNumber, revision: part.Revision },
          body: changes,
        }),
      ),
  );
}
