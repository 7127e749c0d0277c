import { type AlertRecordKind, type AlertRule, alertRuleInfo } from "@shopdesk/contract";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import { enqueueMail } from "../mail/index.js";
import { deliverySql } from "./subscriptions.js";

/** An alert as an email shows it: what it says, and the record to open. */
export interface MailedAlert {
  alert_id: string;
  rule: AlertRule;
  record_kind: AlertRecordKind;
  record_key: string;
  title: string;
  detail: string;
  opened_at: Date;
  /** The supplier's name, for a supplier's alert (its record_key is the internal supplier_id). */
  supplier_name: string | null;
}

/** The columns of `MailedAlert`, from `alert a`. */
export const mailedAlertColumns: RawBuilder<unknown> = sql`a.alert_id, a.rule, a.record_kind, a.record_key, a.title,
  a.detail, a.opened_at,
  case when a.record_kind = 'supplier'
    then (select s.supplier_name from supplier s where s.supplier_id = a.record_key::bigint) end as supplier_name`;

/** The app's page of the alert's record: the screens name a supplier by its name, POs and WOs by their keys. */
export function recordLink(publicUrl: string, alert: MailedAlert): string {
  switch (alert.record_kind) {
    case "work_order":
      return `${publicUrl}/wo/${encodeURIComponent(alert.record_key)}`;
    case "purchase_order":
      return `${publicUrl}/po/${encodeURIComponent(alert.record_key)}`;
    case "supplier":
      // A supplier removed since the alert opened: its list, rather than a page that 404s.
      return alert.supplier_name === null
        ? `${publicUrl}/supplier`
        : `${publicUrl}/supplier/${encodeURIComponent(alert.supplier_name)}`;
  }
}

export const settingsLink = (publicUrl: string) => `${publicUrl}/alerts/settings`;

/**
 * Intl knows a few zone spellings PostgreSQL does not and the other way round; a zone Intl
 * refuses is shown in UTC rather than failing the email.
 */
export function zoneOrUtc(timeZone: string): string {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}

/** "Monday, 7 December 2026 at 09:15 CET", in the reader's time zone. */
export function formatMoment(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: zoneOrUtc(timeZone),
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(at);
}

/** A header is one line: a title carrying a line break would end the Subject early. */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function immediateBody(alert: MailedAlert, timeZone: string, publicUrl: string): string {
  const label = alertRuleInfo[alert.rule].label;
  return [
    alert.title,
    "",
    alert.detail,
    "",
    `Opened ${formatMoment(alert.opened_at, timeZone)}.`,
    `Open it in Shopdesk: ${recordLink(publicUrl, alert)}`,
    "",
    "--",
    `You get this email because "${label}" alerts are set to email you as they open.`,
    `To change which alerts email you, and when: ${settingsLink(publicUrl)}`,
    "",
  ].join("\n");
}

/**
 * In the evaluation's transaction: for each alert just opened, one outbox row per person who
 * hears its rule "immediate" and has an address. Answers how many were queued; an alert
 * evaluated again (a retried transaction, a second server process) queues nothing new, since
 * each row's key is the alert and the person.
 */
export async function enqueueOpenedAlertMails(
  trx: Kysely<Schema>,
  alertIds: readonly string[],
  context: { now: Date; publicUrl: string },
): Promise<number> {
  if (alertIds.length === 0) return 0;
  const { rows } = await sql<MailedAlert & { subject: string; email: string; time_zone: string }>`
    select ${mailedAlertColumns}, p.subject, btrim(p.email) as email, p.time_zone
    from alert a
    cross join alert_person p
    where a.alert_id in (${sql.join(alertIds)})
      and a.resolved_at is null
      and nullif(btrim(p.email), '') is not null
      and ${deliverySql(sql.ref("p.subject"), sql.ref("a.rule"))} = 'immediate'
    order by a.alert_id, p.subject`.execute(trx);

  let queued = 0;
  for (const row of rows) {
    const isNew = await enqueueMail(
      trx,
      {
        dedupeKey: `alert/${row.alert_id}/${row.subject}`,
        to: row.email,
        subject: oneLine(`Shopdesk: ${row.title}`),
        body: immediateBody(row, row.time_zone, context.publicUrl),
      },
      context.now,
    );
    if (isNew) queued += 1;
  }
  return queued;
}
