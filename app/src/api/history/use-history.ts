import { historyRoutes } from "@shopdesk/contract";
import { useCall } from "../use-call";
import { historyKeys } from "./keys";
import type { HistoryEntity } from "./types";

/** A record's change history, newest first; nothing is fetched until there is a key. */
export function useHistory(entity: HistoryEntity, key: string | undefined) {
  const { data, error, isLoading } = useCall(key ? historyKeys.list(entity, key) : null, historyRoutes.get, {
    query: { entity, key: key ?? "" },
  });
  return { entries: data, error, isLoading };
}
