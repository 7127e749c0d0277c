import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { dashboardKeys } from "./keys";
import type { Dashboard, DashboardError } from "./types";

export function fetchDashboard(api: ApiClient): Promise<Dashboard> {
  return api.get<Dashboard>("/dashboard");
}

/** The dashboard's tiles, lists and weekly chart, in one call. */
export function useDashboard() {
  const api = useApi();
  const { data, error, isLoading, isValidating, mutate } = useSWR<Dashboard, DashboardError>(
    dashboardKeys.dashboard(),
    () => fetchDashboard(api),
  );
  return { dashboard: data, error, isLoading, isValidating, reload: mutate };
}
