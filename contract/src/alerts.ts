import { z } from "zod/mini";
import { calendarDate, optionalEmail, plainText, queryText, timestampText, wholeNumber } from "./fields.js";
import { pageSizeQuery } from "./list.js";
import type { HistoryRecord } from "./statuses.js";

/**
 * Alerts (docs/api.md, "Alerts"): conditions the shop should hear about, each rule built in.
 * An alert is one occurrence of a rule's condition on one record: opened once when the
 * condition starts, resolved by itself (with the reason) when it clears.
 */
export const alertRules = [
  "wo-late",
  "wo-will-be-late",
  "po-line-due",
  "outside-overdue",
  "certificate-expiring",
  "approval-lapsed",
] as const;
export type AlertRule = (typeof alertRules)[number];

/** A rule's threshold, where it has one: the shop's, one value for everyone. */
export interface AlertThreshold {
  /** Shown beside the value: "days", "hours a working day". */
  unit: string;
  default: number;
  min: number;
  max: number;
}

/**
 * Each rule: its name as the inbox and settings show it, what it watches, its threshold, and
 * how a person hears of it until they choose otherwise (docs/app.md, "Alerts").
 */
export const alertRuleInfo: Record<
  AlertRule,
  { label: string; description: string; threshold: AlertThreshold | null; delivery: AlertDelivery }
> = {
  "wo-late": {
    label: "WO late",
    description: "A work order is past its due date and not complete.",
    threshold: null,
    delivery: "digest",
  },
  "wo-will-be-late": {
    label: "WO will be late",
    description:
      "The planned hours of a work order's remaining operations do not fit the working days (Monday to Friday) left before its due date.",
    threshold: { unit: "hours a working day", default: 8, min: 1, max: 24 },
    delivery: "digest",
  },
  "po-line-due": {
    label: "PO line due",
    description: "A PO line is due within the days set, still open, with no work order or one not yet complete.",
    threshold: { unit: "days", default: 7, min: 0, max: 365 },
    delivery: "digest",
  },
  "outside-overdue": {
    label: "Outside processing overdue",
    description: "An operation sent to a supplier (In Progress) is not back by its expected date.",
    threshold: null,
    delivery: "immediate",
  },
  "certificate-expiring": {
    label: "Certificate expiring",
    description:
      "A supplier's certificate expires within the days set, or has expired while the supplier has outside work not done.",
    threshold: { unit: "days", default: 30, min: 0, max: 365 },
    delivery: "digest",
  },
  "approval-lapsed": {
    label: "Approval lapsed",
    description: "A supplier marked Not approved has outside work on an unfinished work order.",
    threshold: null,
    delivery: "immediate",
  },
};

/**
 * How a person hears of a rule: not at all (nor in their inbox), in the inbox only, by email
 * as each alert opens, or in one email a day at the hour they choose. Email needs SMTP_URL.
 */
export const alertDeliveries = ["off", "inbox", "immediate", "digest"] as const;
export type AlertDelivery = (typeof alertDeliveries)[number];

/**
 * One field per rule. An object rather than `z.record`: the record schema would be the only one
 * of its kind in the forms' shared zod chunk (docs/performance.md, "Bundle").
 */
const perRule = <S extends z.core.SomeType>(schema: S) =>
  Object.fromEntries(alertRules.map((rule) => [rule, schema])) as Record<AlertRule, S>;

/** How often the server evaluates every rule for the passing of time (writes are evaluated as they commit). */
export const ALERT_EVALUATE_MINUTES = 5;

/** The records an alert links to, named as the history names them. */
export const alertRecordKinds = [
  "work_order",
  "purchase_order",
  "supplier",
] as const satisfies readonly HistoryRecord[];
export type AlertRecordKind = (typeof alertRecordKinds)[number];

export const alertSchema = /* @__PURE__ */ z.object({
  /** Decimal digits. */
  AlertId: z.string(),
  Rule: z.enum(alertRules),
  /** The record to open: a WO number, a POKey, a supplier's name. */
  Kind: z.enum(alertRecordKinds),
  Key: z.string(),
  /** "WO 100123 is late", as the inbox and the email say it. */
  Title: z.string(),
  /** The facts as they were when it opened: "Due 2026-12-01; In Progress; 40 of 100 complete." */
  Detail: z.string(),
  OpenedAt: timestampText,
  ResolvedAt: z.nullable(timestampText),
  /** Why it resolved: "WO 100123 is Complete." */
  Resolution: z.nullable(z.string()),
  /** When this person marked it read; null while unread. */
  ReadAt: z.nullable(timestampText),
  /** Hidden from this person's unread count until this date; null when not snoozed. */
  SnoozedUntil: z.nullable(z.iso.date()),
});
export type Alert = z.output<typeof alertSchema>;

const flag = (name: string) =>
  z.pipe(
    z.optional(z.enum(["true", "false", ""], { error: `${name} is true or false.` })),
    z.transform((value: "true" | "false" | "" | undefined) => value === "true"),
  );

/** `GET /alerts`: newest first, filtered; open ones by default. */
export const alertListQuery = /* @__PURE__ */ z.object({
  rule: z.optional(z.enum(alertRules, { error: `Use one of ${alertRules.join(", ")}.` })),
  state: z._default(z.enum(["open", "resolved", "all"], { error: "Use open, resolved or all." }), "open"),
  /** Only alerts this person has not read (snoozed ones included). */
  unread: flag("unread"),
  kind: z.optional(z.enum(alertRecordKinds, { error: "Use work_order, purchase_order or supplier." })),
  key: queryText(200),
  pageSize: pageSizeQuery(200),
  /** The AlertId to continue after (the last one of the previous page). */
  before: z.optional(z.string().check(z.regex(/^\d{1,18}$/, { error: "before is an AlertId." }))),
});
export type AlertListQuery = z.input<typeof alertListQuery>;

export const alertListSchema = /* @__PURE__ */ z.object({
  Items: z.array(alertSchema),
  /** Whether older ones follow (ask again with before = the last AlertId). */
  HasMore: z.boolean(),
});

/** `GET /alerts/summary`: the bell's count. */
export const alertSummarySchema = /* @__PURE__ */ z.object({
  /** Open alerts of rules this person hears, not read and not snoozed past today. */
  Unread: z.int(),
});
export type AlertSummary = z.output<typeof alertSummarySchema>;

export const alertIdParams = /* @__PURE__ */ z.object({
  alertId: z.string().check(z.regex(/^\d{1,18}$/, { error: "An AlertId is digits." })),
});

/** `PUT /alerts/{alertId}/reader`: read or unread, snoozed until a date or not, for this person. */
export const alertReaderBody = /* @__PURE__ */ z.object({
  Read: z.boolean({ error: "Read is true or false." }),
  SnoozedUntil: z.nullable(calendarDate("Snooze until")),
});
export type AlertReaderBody = z.input<typeof alertReaderBody>;

/** `POST /alerts/read`: mark every open alert of this person read (optionally of one rule). */
export const markAllReadBody = /* @__PURE__ */ z.object({
  Rule: z.optional(z.enum(alertRules, { error: `Use one of ${alertRules.join(", ")}.` })),
});

/** A person's settings: where and when their email goes, and how they hear each rule. */
export const alertSettingsSchema = /* @__PURE__ */ z.object({
  /** The address email goes to: the sign-in's, unless the person gives another. */
  Email: z.nullable(z.string()),
  /** IANA time zone of the digest hour, e.g. Europe/Berlin. */
  TimeZone: z.string(),
  /** The hour (0–23, in TimeZone) the daily digest is sent. */
  DigestHour: z.int(),
  Rules: z.object(perRule(z.enum(alertDeliveries))),
  /** Whether this server sends email at all (SMTP_URL is set). */
  EmailEnabled: z.boolean(),
});
export type AlertSettings = z.output<typeof alertSettingsSchema>;

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const alertSettingsBody = /* @__PURE__ */ z.object({
  Email: optionalEmail,
  TimeZone: plainText("Name a time zone, e.g. Europe/Berlin.").check(
    z.refine(isTimeZone, { error: "Name a time zone, e.g. Europe/Berlin." }),
  ),
  DigestHour: wholeNumber(0, "The digest hour is a whole number from 0 to 23.").check(
    z.lte(23, { error: "The digest hour is a whole number from 0 to 23." }),
  ),
  Rules: z.partial(z.strictObject(perRule(z.enum(alertDeliveries, { error: "Use off, inbox, immediate or digest." })))),
});
export type AlertSettingsBody = z.input<typeof alertSettingsBody>;

/** The shop's thresholds, one per rule that has one. */
export const alertThresholdsSchema = /* @__PURE__ */ z.partial(z.object(perRule(z.int())));
export type AlertThresholds = z.output<typeof alertThresholdsSchema>;

export const alertThresholdsBody = /* @__PURE__ */ z
  .partial(z.strictObject(perRule(wholeNumber(0, "A threshold is a whole number of 0 or more."))))
  .check(
    z.superRefine((thresholds, context) => {
      for (const [rule, value] of Object.entries(thresholds) as [AlertRule, number][]) {
        const threshold = alertRuleInfo[rule].threshold;
        if (!threshold) {
          context.addIssue({ code: "custom", path: [rule], message: `${alertRuleInfo[rule].label} has no threshold.` });
        } else if (value < threshold.min || value > threshold.max) {
          context.addIssue({
            code: "custom",
            path: [rule],
            message: `${alertRuleInfo[rule].label}: from ${threshold.min} to ${threshold.max} ${threshold.unit}.`,
          });
        }
      }
    }),
  );
