import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { reportKeys } from "./keys";
import type { Dashboard, ReportError } from "./types";

export function fetchDashboard(api: ApiClient): Promise<Dashboard> {
  return api.get<Dashboard>("/dashboard");
}

/** The dashboard's tiles, lists and weekly chart, in one call. */
export function useDashboard() {
  const api = useApi();
  const { data, error, isLoading, isValidating, mutate } = useSWR<Dashboard, ReportError>(reportKeys.dashboard(), () =>
    fetchDashboard(api),
  );
  return { dashboard: data, error, isLoading, isValidating, reload: mutate };
}
