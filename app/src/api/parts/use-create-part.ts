import { partRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { partKeys } from "./keys";
import type { NewPartInput } from "./types";
import { useStorePart } from "./use-store-part";

/** `POST /parts`. Failures throw `ApiError` (400 with `fields`, 409 for a part number taken). */
export function useCreatePart() {
  const api = useApi();
  const store = useStorePart();
  return useSWRMutation(partKeys.write("create"), async (_key, { arg }: { arg: NewPartInput }) =>
    store(await api.call(partRoutes.create, { body: arg })),
  );
}
