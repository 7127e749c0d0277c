import { partRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { partKeys } from "./keys";
import type { NewRevisionInput, PartKey } from "./types";
import { useStorePart } from "./use-store-part";

/** `POST /parts/{number}/{revision}/revisions`: a new revision; the one it came from is superseded, so it is fetched again. */
export function useCreateRevision() {
  const api = useApi();
  const store = useStorePart();
  return useSWRMutation(
    partKeys.write("revision"),
    async (_key, { arg: { from, revision } }: { arg: { from: PartKey; revision: NewRevisionInput } }) =>
      store(
        await api.call(partRoutes.createRevision, {
          params: { partNumber: from.PartNumber, revision: from.Revision },
          body: revision,
        }),
        from,
      ),
  );
}
