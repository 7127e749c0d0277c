import { alertRoutes } from "@shopdesk/contract";
import { useCall } from "../use-call";
import { alertKeys } from "./keys";
import type { AlertFilters } from "./types";

/** The bell's count: this person's open alerts not read and not snoozed. */
export function useAlertSummary({ isPaused = false } = {}) {
  const { data, error } = useCall(isPaused ? null : alertKeys.summary(), alertRoutes.summary, {});
  return { unread: data?.Unread, error };
}

/** The inbox: newest first, filtered; the previous answer stays up while a new filter loads. */
export function useAlerts(filters: AlertFilters) {
  const { data, error, isLoading, isValidating, mutate } = useCall(
    alertKeys.list(filters),
    alertRoutes.list,
    { query: filters },
    { keepPreviousData: true },
  );
  return { alerts: data, error, isLoading, isValidating, reload: mutate };
}

export function useAlertSettings() {
  const { data, error, isLoading, mutate } = useCall(alertKeys.settings(), alertRoutes.getSettings, {});
  return { settings: data, error, isLoading, reload: mutate };
}

export function useAlertThresholds() {
  const { data, error, isLoading, mutate } = useCall(alertKeys.thresholds(), alertRoutes.getThresholds, {});
  return { thresholds: data, error, isLoading, reload: mutate };
}
