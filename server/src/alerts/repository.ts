import {
  type Alert,
  type AlertDelivery,
  type AlertRule,
  type AlertSettings,
  type alertListQuery,
  type alertReaderBody,
  type alertSettingsBody,
  alertRules,
} from "@shopdesk/contract";
import { type Kysely, type RawBuilder, type Transaction, sql } from "kysely";
import type { z } from "zod";
import type { Principal } from "../auth/verify-token.js";
import type { Schema } from "../db/schema.js";
import { InvalidError, NotFoundError } from "../errors.js";
import { ALERTS_CHANNEL, subjectNotice } from "./notices.js";
import { defaultDeliveries } from "./subscriptions.js";

/** The inbox, its count, a person's reading and settings (docs/api.md, "Alerts"). */

type ListQuery = z.output<typeof alertListQuery>;

/** "Today" for snoozes: the alerts' clock as a date in the database session's time zone, as the rules have it. */
const todayOf = (now: Date) => sql<string>`(${now}::timestamptz)::date`;

interface AlertRow {
  alert_id: string;
  rule: AlertRule;
  record_kind: Alert["Kind"];
  key: string;
  title: string;
  detail: string;
  opened_at: Date;
  resolved_at: Date | null;
  resolution: string | null;
  read_at: Date | null;
  snoozed_until: string | null;
}

const toAlert = (row: AlertRow): Alert => ({
  AlertId: row.alert_id,
  Rule: row.rule,
  Kind: row.record_kind,
  Key: row.key,
  Title: row.title,
  Detail: row.detail,
  OpenedAt: row.opened_at.toISOString(),
  ResolvedAt: row.resolved_at?.toISOString() ?? null,
  Resolution: row.resolution,
  ReadAt: row.read_at?.toISOString() ?? null,
  SnoozedUntil: row.snoozed_until,
});

/**
 * Alerts as `subject` sees them: the record by its API key (a supplier by its name, its id once
 * it is gone) and their own reading of it.
 */
const alertsAsSeenBy = (subject: string) => sql`
  select a.alert_id::text as alert_id, a.rule, a.record_kind,
    coalesce(s.supplier_name, a.record_key) as key,
    a.title, a.detail, a.opened_at, a.resolved_at, a.resolution, r.read_at, to_char(r.snoozed_until, 'YYYY-MM-DD') as snoozed_until
  from alert a
  left join alert_reader r on r.alert_id = a.alert_id and r.subject = ${subject}
  left join supplier s on a.record_kind = 'supplier' and s.supplier_id = a.record_key::bigint`;

/** The rules this person set to "off": left out of their inbox and count. */
async function rulesOff(db: Kysely<Schema>, subject: string): Promise<AlertRule[]> {
  const rows = await db
    .selectFrom("alert_subscription")
    .select("rule")
    .where("subject", "=", subject)
    .where("delivery", "=", "off")
    .execute();
  return rows.map((row) => row.rule);
}

const notOff = (off: AlertRule[]) => (off.length === 0 ? sql`true` : sql`a.rule <> all(${off}::text[])`);

/**
 * The alert row's record_key for `kind` and the API's `key`, or null when no record has that
 * key (the list is then empty): WO numbers and POKeys are the keys themselves, a supplier is
 * found by its name.
 */
async function recordKeyOf(db: Kysely<Schema>, kind: Alert["Kind"], key: string): Promise<string | null> {
  if (kind !== "supplier") return /^\d{1,18}$/.test(key) ? String(BigInt(key)) : null;
  const supplier = await db
    .selectFrom("supplier")
    .select("supplier_id")
    .where(sql<string>`lower(supplier_name)`, "=", key.toLowerCase())
    .executeTakeFirst();
  return supplier?.supplier_id ?? null;
}

/** `GET /alerts`: newest first, a page at a time. */
export async function listAlerts(
  db: Kysely<Schema>,
  who: Principal,
  query: ListQuery,
): Promise<{ Items: Alert[]; HasMore: boolean }> {
  if (query.key !== undefined && query.kind === undefined) {
    throw new InvalidError("Name the record's kind with its key.", {
      kind: "Use work_order, purchase_order or supplier with key.",
    });
  }
  const filters: RawBuilder<unknown>[] = [notOff(await rulesOff(db, who.subject))];
  if (query.kind !== undefined) {
    filters.push(sql`a.record_kind = ${query.kind}`);
    if (query.key !== undefined) {
      const recordKey = await recordKeyOf(db, query.kind, query.key);
      if (recordKey === null) return { Items: [], HasMore: false };
      filters.push(sql`a.record_key = ${recordKey}`);
    }
  }
  if (query.rule !== undefined) filters.push(sql`a.rule = ${query.rule}`);
  if (query.state === "open") filters.push(sql`a.resolved_at is null`);
  if (query.state === "resolved") filters.push(sql`a.resolved_at is not null`);
  if (query.unread) filters.push(sql`r.read_at is null`);
  if (query.before !== undefined) filters.push(sql`a.alert_id < ${query.before}::bigint`);
  const { rows } = await sql<AlertRow>`${alertsAsSeenBy(who.subject)}
    where ${sql.join(filters, sql` and `)}
    order by a.alert_id desc
    limit ${query.pageSize + 1}`.execute(db);
  return { Items: rows.slice(0, query.pageSize).map(toAlert), HasMore: rows.length > query.pageSize };
}

/** `GET /alerts/summary`: open alerts of rules this person hears, not read, not snoozed past today. */
export async function unreadCount(db: Kysely<Schema>, who: Principal, now: Date): Promise<number> {
  const off = await rulesOff(db, who.subject);
  const { rows } = await sql<{ unread: number }>`select count(*)::integer as unread from alert a
    where a.resolved_at is null and ${notOff(off)}
      and not exists (select 1 from alert_reader r where r.alert_id = a.alert_id and r.subject = ${who.subject}
        and (r.read_at is not null or r.snoozed_until > ${todayOf(now)}))`.execute(db);
  return rows[0]?.unread ?? 0;
}

async function readAlert(db: Kysely<Schema>, who: Principal, alertId: string): Promise<Alert | undefined> {
  const { rows } = await sql<AlertRow>`${alertsAsSeenBy(who.subject)} where a.alert_id = ${alertId}::bigint`.execute(
    db,
  );
  return rows[0] && toAlert(rows[0]);
}

/** Their other tabs (any server process) read the inbox again once this commits. */
const tellTheirTabs = (trx: Transaction<Schema>, subject: string) =>
  sql`select pg_notify(${ALERTS_CHANNEL}, ${subjectNotice(subject)})`.execute(trx);

/** `PUT /alerts/{alertId}/reader`: read (when first read kept) or unread, snoozed or not. */
export async function setReader(
  db: Kysely<Schema>,
  who: Principal,
  alertId: string,
  { Read, SnoozedUntil }: z.output<typeof alertReaderBody>,
  now: Date,
): Promise<Alert> {
  return db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom("alert").select("alert_id").where("alert_id", "=", alertId).executeTakeFirst();
    if (!exists) throw new NotFoundError(`There is no alert ${alertId}.`);
    await trx
      .insertInto("alert_reader")
      .values({ subject: who.subject, alert_id: alertId, read_at: Read ? now : null, snoozed_until: SnoozedUntil })
      .onConflict((conflict) =>
        conflict.columns(["subject", "alert_id"]).doUpdateSet({
          read_at: Read ? sql`coalesce(alert_reader.read_at, excluded.read_at)` : null,
          snoozed_until: SnoozedUntil,
        }),
      )
      .execute();
    await tellTheirTabs(trx, who.subject);
    return (await readAlert(trx, who, alertId))!;
  });
}

/** `POST /alerts/read`: every open alert this person hears (of one rule, when named) read now. */
export async function markAllRead(db: Kysely<Schema>, who: Principal, rule: AlertRule | undefined, now: Date) {
  return db.transaction().execute(async (trx) => {
    const off = await rulesOff(trx, who.subject);
    const result = await sql`insert into alert_reader (subject, alert_id, read_at)
      select ${who.subject}, a.alert_id, ${now}::timestamptz from alert a
      where a.resolved_at is null and ${notOff(off)} ${rule === undefined ? sql`` : sql`and a.rule = ${rule}`}
      on conflict (subject, alert_id) do update set read_at = excluded.read_at where alert_reader.read_at is null`.execute(
      trx,
    );
    const marked = Number(result.numAffectedRows ?? 0);
    if (marked > 0) await tellTheirTabs(trx, who.subject);
    return { Marked: marked };
  });
}

/**
 * Who has used alerts, as their token says: their name, and the address email goes to unless
 * they gave one. Written on every alerts call, but only when something changed or an hour has
 * passed, so the bell's count does not rewrite the row each time.
 */
export async function rememberPerson(db: Kysely<Schema>, who: Principal): Promise<void> {
  await sql`insert into alert_person (subject, name, email, seen_at)
    values (${who.subject}, ${who.name}, ${who.email ?? null}, now())
    on conflict (subject) do update set name = excluded.name,
      email = case when alert_person.email_given then alert_person.email
        else coalesce(excluded.email, alert_person.email) end,
      seen_at = excluded.seen_at
    where alert_person.name is distinct from excluded.name
      or (not alert_person.email_given and excluded.email is not null and alert_person.email is distinct from excluded.email)
      or alert_person.seen_at < excluded.seen_at - interval '1 hour'`.execute(db);
}

/** `GET /alerts/settings`. */
export async function readSettings(db: Kysely<Schema>, who: Principal, emailEnabled: boolean): Promise<AlertSettings> {
  const person = await db
    .selectFrom("alert_person")
    .select(["email", "time_zone", "digest_hour"])
    .where("subject", "=", who.subject)
    .executeTakeFirst();
  const chosen = await db
    .selectFrom("alert_subscription")
    .select(["rule", "delivery"])
    .where("subject", "=", who.subject)
    .execute();
  const rules: Record<AlertRule, AlertDelivery> = { ...defaultDeliveries };
  for (const { rule, delivery } of chosen) if (alertRules.includes(rule)) rules[rule] = delivery;
  return {
    Email: person?.email ?? who.email ?? null,
    TimeZone: person?.time_zone ?? "UTC",
    DigestHour: person?.digest_hour ?? 7,
    Rules: rules,
    EmailEnabled: emailEnabled,
  };
}

/**
 * `PUT /alerts/settings`. An address left blank, or the sign-in's own, follows the sign-in's
 * from then on; another is kept as given. Rules not named keep their delivery.
 */
export async function writeSettings(
  db: Kysely<Schema>,
  who: Principal,
  { Email, TimeZone, DigestHour, Rules }: z.output<typeof alertSettingsBody>,
  emailEnabled: boolean,
): Promise<AlertSettings> {
  const isOwn = Email === null || (who.email !== undefined && Email.toLowerCase() === who.email.toLowerCase());
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("alert_person")
      .values({
        subject: who.subject,
        name: who.name,
        email: isOwn ? (who.email ?? null) : Email,
        email_given: !isOwn,
        time_zone: TimeZone,
        digest_hour: DigestHour,
        seen_at: sql`now()`,
      })
      .onConflict((conflict) =>
        conflict.column("subject").doUpdateSet((eb) => ({
          name: eb.ref("excluded.name"),
          email: eb.ref("excluded.email"),
          email_given: eb.ref("excluded.email_given"),
          time_zone: eb.ref("excluded.time_zone"),
          digest_hour: eb.ref("excluded.digest_hour"),
          seen_at: eb.ref("excluded.seen_at"),
        })),
      )
      .execute();
    const rows = Object.entries(Rules).map(([rule, delivery]) => ({
      subject: who.subject,
      rule: rule as AlertRule,
      delivery: delivery!,
    }));
    if (rows.length > 0) {
      await trx
        .insertInto("alert_subscription")
        .values(rows)
        .onConflict((conflict) =>
          conflict.columns(["subject", "rule"]).doUpdateSet((eb) => ({ delivery: eb.ref("excluded.delivery") })),
        )
        .execute();
    }
    // The inbox and count follow a rule turned off or on, in their other tabs too.
    await tellTheirTabs(trx, who.subject);
  });
  return readSettings(db, who, emailEnabled);
}
