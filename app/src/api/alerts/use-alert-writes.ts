import { alertRoutes } from "@shopdesk/contract";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { ALERTS, alertKeys } from "./keys";
import type { AlertReaderInput, AlertRule, AlertSettingsInput, AlertThresholds } from "./types";

/** After a write: the count and every inbox page read again (what is unread changed). */
function useRevalidateAlerts() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === ALERTS && key[1] !== "write");
}

/** `PUT /alerts/{alertId}/reader`: read or unread, snoozed until a date or not. */
export function useSetAlertReader() {
  const api = useApi();
  const revalidate = useRevalidateAlerts();
  return useSWRMutation(
    alertKeys.write("reader"),
    async (_key, { arg: { alertId, reader } }: { arg: { alertId: string; reader: AlertReaderInput } }) => {
      const alert = await api.call(alertRoutes.setReader, { params: { alertId }, body: reader });
      await revalidate();
      return alert;
    },
  );
}

/** `POST /alerts/read`: every open alert read (of one rule, when named). */
export function useMarkAllAlertsRead() {
  const api = useApi();
  const revalidate = useRevalidateAlerts();
  return useSWRMutation(alertKeys.write("read-all"), async (_key, { arg }: { arg: { rule?: AlertRule } }) => {
    const answer = await api.call(alertRoutes.markAllRead, { body: { Rule: arg.rule } });
    await revalidate();
    return answer;
  });
}

export function useSaveAlertSettings() {
  const api = useApi();
  const revalidate = useRevalidateAlerts();
  return useSWRMutation(alertKeys.write("settings"), async (_key, { arg }: { arg: AlertSettingsInput }) => {
    const settings = await api.call(alertRoutes.putSettings, { body: arg });
    await revalidate();
    return settings;
  });
}

export function useSaveAlertThresholds() {
  const api = useApi();
  const revalidate = useRevalidateAlerts();
  return useSWRMutation(alertKeys.write("thresholds"), async (_key, { arg }: { arg: AlertThresholds }) => {
    const thresholds = await api.call(alertRoutes.putThresholds, { body: arg });
    await revalidate();
    return thresholds;
  });
}
