import { dashboardRoutes } from "@shopdesk/contract";
import { useCall } from "../use-call";
import { dashboardKeys } from "./keys";

/** The dashboard's tiles, lists and weekly chart, in one call. */
export function useDashboard() {
  const { data, error, isLoading, isValidating, mutate } = useCall(dashboardKeys.dashboard(), dashboardRoutes.get, {});
  return { dashboard: data, error, isLoading, isValidating, reload: mutate };
}
