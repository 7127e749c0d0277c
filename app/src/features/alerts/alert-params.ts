import {
  alertRecordKinds,
  alertRules,
  type AlertFilters,
  type AlertRecordKind,
  type AlertRule,
} from "../../api/alerts/types";

export const alertStates = ["open", "resolved", "all"] as const;
export type AlertState = (typeof alertStates)[number];

/** The inbox's filters as the URL keeps them (`/alerts?state=all&rule=wo-late&unread=true&kind=work_order&key=100123`). */
export function alertFiltersOf(search: URLSearchParams): AlertFilters {
  const state = search.get("state");
  const rule = search.get("rule");
  const kind = search.get("kind");
  const key = search.get("key");
  const isKind = (alertRecordKinds as readonly string[]).includes(kind ?? "");
  return {
    state: (alertStates as readonly string[]).includes(state ?? "") ? (state as AlertState) : "open",
    rule: (alertRules as readonly string[]).includes(rule ?? "") ? (rule as AlertRule) : undefined,
    unread: search.get("unread") === "true" ? "true" : undefined,
    kind: isKind && key ? (kind as AlertRecordKind) : undefined,
    key: isKind && key ? key : undefined,
  };
}
