import { alertRuleInfo, alertRules } from "@shopdesk/contract";
import { type Kysely, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import { enqueueMail } from "../mail/index.js";
import { type MailedAlert, formatMoment, mailedAlertColumns, recordLink, settingsLink } from "./email.js";
import { deliverySql } from "./subscriptions.js";

/** A person whose digest is due: their address, and the day it is for in their time zone. */
interface DuePerson {
  subject: string;
  email: string;
  time_zone: string;
  /** YYYY-MM-DD in their time zone. */
  local_date: string;
}

/** "Monday 7 December" (with the year: "Monday, 7 December 2026") of a YYYY-MM-DD (a calendar date: read in UTC so it never shifts). */
function dayName(localDate: string, withYear = false): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    ...(withYear ? { year: "numeric" } : {}),
  }).format(new Date(`${localDate}T00:00:00Z`));
}

const alertCount = (count: number) => `${count} ${count === 1 ? "alert" : "alerts"}`;

function digestBody(person: DuePerson, alerts: MailedAlert[], publicUrl: string): string {
  const lines = [`${alertCount(alerts.length)} open for you on ${dayName(person.local_date, true)}:`];
  for (const rule of alertRules) {
    const ofRule = alerts.filter((alert) => alert.rule === rule);
    if (ofRule.length === 0) continue;
    lines.push("", `${alertRuleInfo[rule].label} (${ofRule.length})`);
    for (const alert of ofRule) {
      lines.push(
        "",
        `- ${alert.title}`,
        `  ${alert.detail}`,
        `  Since ${formatMoment(alert.opened_at, person.time_zone)}`,
        `  ${recordLink(publicUrl, alert)}`,
      );
    }
  }
  lines.push(
    "",
    "--",
    "Alerts you have read or snoozed are left out. This email comes once a day at the hour you chose;",
    `to change it, or which alerts it lists: ${settingsLink(publicUrl)}`,
    "",
  );
  return lines.join("\n");
}

/**
 * The time zones PostgreSQL knows (lower case), read once per database: `pg_timezone_names`
 * reads every zone file, 30–50 ms on PGlite, and the digests are looked for every minute.
 */
const zonesByDatabase = new WeakMap<Kysely<Schema>, Promise<string[]>>();
function knownZones(db: Kysely<Schema>): Promise<string[]> {
  let zones = zonesByDatabase.get(db);
  if (!zones) {
    zones = sql<{ name: string }>`select lower(name) as name from pg_timezone_names`
      .execute(db)
      .then(({ rows }) => rows.map((row) => row.name));
    // A failed read is tried again next time rather than kept.
    zones.catch(() => zonesByDatabase.delete(db));
    zonesByDatabase.set(db, zones);
  }
  return zones;
}

/**
 * Every person whose digest hour has come today in their time zone and who has not had
 * today's digest: one outbox row with their open, unread, unsnoozed alerts of "digest" rules
 * (none: no email, but the day counts as done). Answers how many were queued.
 *
 * Safe with any number of server processes at once: the update that marks the day done takes
 * each person's row lock, and a second process waiting on it re-reads the row after the first
 * commits, finds the day done and leaves the person out; the outbox's key
 * (`digest/{subject}/{date}`) would drop a second email anyway.
 */
export async function enqueueDueDigests(
  db: Kysely<Schema>,
  context: { now: Date; publicUrl: string },
): Promise<number> {
  const { now, publicUrl } = context;
  // A time zone PostgreSQL does not know counts as UTC, so one person's zone cannot stop
  // everyone's digests (`at time zone` fails the statement on an unknown name). Read before the
  // transaction: PGlite's one connection is the transaction's until it ends.
  const zones = await knownZones(db);
  return db.transaction().execute(async (trx) => {
    const { rows: people } = await sql<DuePerson>`
      with person_now as (
        select p.subject,
          ${now}::timestamptz at time zone
            case when lower(p.time_zone) = any(${zones}::text[]) then p.time_zone else 'UTC' end as local_time
        from alert_person p
        where nullif(btrim(p.email), '') is not null
      )
      update alert_person p
      set last_digest_on = l.local_time::date
      from person_now l
      where p.subject = l.subject
        and extract(hour from l.local_time) >= p.digest_hour
        and (p.last_digest_on is null or p.last_digest_on < l.local_time::date)
      returning p.subject, btrim(p.email) as email, p.time_zone, p.last_digest_on as local_date`.execute(trx);
    if (people.length === 0) return 0;

    const { rows: alerts } = await sql<MailedAlert & { subject: string }>`
      select d.subject, ${mailedAlertColumns}
      from unnest(${people.map((person) => person.subject)}::text[], ${people.map((person) => person.local_date)}::date[])
        as d(subject, local_date)
      join alert a on a.resolved_at is null
      where ${deliverySql(sql.ref("d.subject"), sql.ref("a.rule"))} = 'digest'
        and not exists (
          select from alert_reader r
          where r.alert_id = a.alert_id and r.subject = d.subject
            and (r.read_at is not null or r.snoozed_until > d.local_date))
      order by a.opened_at, a.alert_id`.execute(trx);

    let queued = 0;
    for (const person of people) {
      const theirs = alerts.filter((alert) => alert.subject === person.subject);
      if (theirs.length === 0) continue;
      const isNew = await enqueueMail(
        trx,
        {
          dedupeKey: `digest/${person.subject}/${person.local_date}`,
          to: person.email,
          subject: `Shopdesk: ${alertCount(theirs.length)} — ${dayName(person.local_date)}`,
          body: digestBody(person, theirs, publicUrl),
        },
        now,
      );
      if (isNew) queued += 1;
    }
    return queued;
  });
}
