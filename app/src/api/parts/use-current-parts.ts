import { partRoutes } from "@shopdesk/contract";
import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { partKeys } from "./keys";
import type { PartError, PartSummary } from "./types";

export const CURRENT_PARTS_SHOWN = 20;

/** Every customer's active parts matching `q`, superseded revisions left out: what a WO for stock can make. */
export async function fetchCurrentParts(api: ApiClient, q: string): Promise<PartSummary[]> {
  const page = await api.call(partRoutes.list, { query: { q, active: "true", pageSize: CURRENT_PARTS_SHOWN } });
  return page.Items.filter((part) => part.Active && !part.IsSuperseded);
}

/** The current part revisions of any customer, for a part picker not tied to one; nothing is fetched until `isEnabled`. */
export function useCurrentParts(q: string, isEnabled = true) {
  const api = useApi();
  const { data, error, isLoading, isValidating } = useSWR<PartSummary[], PartError>(
    isEnabled ? partKeys.current(q) : null,
    ([, , search]: ReturnType<typeof partKeys.current>) => fetchCurrentParts(api, search),
  );
  return { parts: data, error, isLoading, isValidating };
}
