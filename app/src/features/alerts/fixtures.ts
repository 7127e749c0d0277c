import type { Alert, AlertSettings } from "../../api/alerts/types";
import type { StoryRoute } from "../../storybook/story-api";

const alert = (
  overrides: Partial<Alert> & Pick<Alert, "AlertId" | "Rule" | "Kind" | "Key" | "Title" | "Detail">,
): Alert => ({
  OpenedAt: "2026-12-07T13:05:00Z",
  ResolvedAt: null,
  Resolution: null,
  ReadAt: null,
  SnoozedUntil: null,
  ...overrides,
});

/** The inbox as a Monday morning finds it: new, read, snoozed and resolved, one of each record kind. */
export const inboxAlerts: Alert[] = [
  alert({
    AlertId: "41",
    Rule: "wo-late",
    Kind: "work_order",
    Key: "100123",
    Title: "WO 100123 is late",
    Detail: "Due 12/04/2026 for Acme Aerospace (PO 4500-2231 line 2); In Progress, 40 of 100 complete.",
  }),
  alert({
    AlertId: "40",
    Rule: "outside-overdue",
    Kind: "work_order",
    Key: "100118",
    Title: "WO 100118 op 30 is not back from A/B Plating & Anodize",
    Detail: "Anodize, sent for 12/03/2026; expected back 12/05/2026.",
    OpenedAt: "2026-12-06T07:00:00Z",
  }),
  alert({
    AlertId: "38",
    Rule: "certificate-expiring",
    Kind: "supplier",
    Key: "Pacific Heat Treat",
    Title: "Pacific Heat Treat's certificate expires 12/20/2026",
    Detail: "Approved; 3 operations on open WOs.",
    OpenedAt: "2026-12-04T07:00:00Z",
    ReadAt: "2026-12-04T08:10:00Z",
  }),
  alert({
    AlertId: "35",
    Rule: "po-line-due",
    Kind: "purchase_order",
    Key: "812",
    Title: "PO 4500-2240 line 1 is due 12/10/2026 with no WO",
    Detail: "7731-204 rev C, 250 EA, none shipped.",
    OpenedAt: "2026-12-03T07:00:00Z",
    SnoozedUntil: "2026-12-09",
  }),
];

export const resolvedAlert = alert({
  AlertId: "30",
  Rule: "wo-will-be-late",
  Kind: "work_order",
  Key: "100101",
  Title: "WO 100101 will be late",
  Detail: "22.5 planned hours left; 2 working days (16 h) before it is due 12/08/2026.",
  OpenedAt: "2026-12-02T09:00:00Z",
  ResolvedAt: "2026-12-03T15:20:00Z",
  Resolution: "The due date moved to 12/15/2026.",
  ReadAt: "2026-12-02T09:30:00Z",
});

export const alertSettings: AlertSettings = {
  Email: "dana.reyes@example.com",
  TimeZone: "America/Chicago",
  DigestHour: 7,
  Rules: {
    "wo-late": "digest",
    "wo-will-be-late": "digest",
    "po-line-due": "digest",
    "outside-overdue": "immediate",
    "certificate-expiring": "digest",
    "approval-lapsed": "immediate",
  },
  EmailEnabled: true,
};

/** GET /alerts answering `alerts` filtered as the server would (state, rule, unread), one page. */
export function alertListRoute(alerts: Alert[] = [...inboxAlerts, resolvedAlert]): StoryRoute {
  return {
    path: /^\/alerts$/,
    respond: ({ query }) => {
      const state = query.get("state") ?? "open";
      const items = alerts.filter(
        (item) =>
          (state === "all" || (state === "open") === (item.ResolvedAt === null)) &&
          (!query.get("rule") || item.Rule === query.get("rule")) &&
          (query.get("unread") !== "true" || item.ReadAt === null),
      );
      return { Items: items, HasMore: false };
    },
  };
}
