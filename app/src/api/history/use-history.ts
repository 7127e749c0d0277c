import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { toQueryString } from "../list";
import { historyKeys } from "./keys";
import type { HistoryEntity, HistoryEntry, HistoryError } from "./types";

export function fetchHistory(api: ApiClient, entity: HistoryEntity, key: string): Promise<HistoryEntry[]> {
  return api.get<HistoryEntry[]>(`/history${toQueryString({ entity, key })}`);
}

/** A record's change history, newest first; nothing is fetched until there is a key. */
export function useHistory(entity: HistoryEntity, key: string | undefined) {
  const api = useApi();
  const { data, error, isLoading } = useSWR<HistoryEntry[], HistoryError>(
    key ? historyKeys.list(entity, key) : null,
    ([, kind, id]: ReturnType<typeof historyKeys.list>) => fetchHistory(api, kind, id),
  );
  return { entries: data, error, isLoading };
}
