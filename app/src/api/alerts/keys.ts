import type { AlertFilters } from "./types";

/** SWR keys of the alert calls: all under ALERTS, so the live `alerts` event revalidates them at once. */
export const alertKeys = {
  summary: () => [ALERTS, "summary"] as const,
  list: (filters: AlertFilters) => [ALERTS, "list", filters] as const,
  settings: () => [ALERTS, "settings"] as const,
  thresholds: () => [ALERTS, "thresholds"] as const,
  /** A write's own key (useSWRMutation): no read uses it. */
  write: (name: string) => [ALERTS, "write", name] as const,
};

export const ALERTS = "alerts";
