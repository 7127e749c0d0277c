import { type Kysely, sql } from "kysely";

/**
 * Alerts (docs/database.md, "Alerts"; docs/api.md, "Alerts").
 *
 * - `wo_operation.expected_back`: when a supplier should have outside work back; partial
 *   indexes for the rules over operations (outside work overdue, the hours left of unfinished
 *   WOs, a supplier's outside work not done), which leave out the millions of done ones.
 * - `alert`: one row per occurrence of a rule's condition. The partial unique index on
 *   `(rule, occurrence)` while open is what makes "exactly once" hold with any number of
 *   server processes evaluating at the same moment: a second insert of an open occurrence
 *   does nothing.
 * - `alert_reader`: each person's read and snooze of an alert.
 * - `alert_person`: who has used the app (name, the address email goes to, time zone, digest
 *   hour, last digest sent) and `alert_subscription` how they hear each rule; no row is the
 *   rule's default (the contract's alertRuleInfo).
 * - `alert_threshold`: the shop's thresholds; no row is the rule's default.
 * - `mail_outbox`: every email to send, keyed so that a retry or a second process never makes
 *   a second one; claimed with a lease while it is being sent.
 * - `working_days(from, to)`: Monday to Friday days in [from, to], in closed form so it costs
 *   the same for any span (1900-01-01 was a Monday).
 */
const statements = [
  `alter table wo_operation add column expected_back date`,
  `create index wo_operation_expected_back_idx on wo_operation (expected_back)
    where supplier_id is not null and status = 'In Progress'`,
  // The operations not done: the hours left of every unfinished WO in one pass, and each
  // supplier's outside work not done, without reading the millions of done ones.
  `create index wo_operation_open_idx on wo_operation (wo_number) include (planned_hours) where status <> 'Done'`,
  `create index wo_operation_outside_open_idx on wo_operation (supplier_id, wo_number)
    where supplier_id is not null and status <> 'Done'`,

  `create function working_days_before(day date) returns integer language sql immutable parallel safe as $$
    select ((day - date '1900-01-01') / 7) * 5 + least((day - date '1900-01-01') % 7, 5)
  $$`,
  `create function working_days(from_day date, to_day date) returns integer language sql immutable parallel safe as $$
    select greatest(working_days_before(to_day + 1) - working_days_before(from_day), 0)
  $$`,

  `create table alert (
    alert_id bigint generated always as identity primary key,
    rule text not null,
    occurrence text not null,
    record_kind text not null,
    record_key text not null,
    title text not null,
    detail text not null,
    opened_at timestamptz not null,
    resolved_at timestamptz,
    resolution text,
    constraint alert_resolution check ((resolved_at is null) = (resolution is null))
  )`,
  `create unique index alert_open_once on alert (rule, occurrence) where resolved_at is null`,
  `create index alert_record_idx on alert (record_kind, record_key)`,
  `create index alert_open_idx on alert (alert_id) where resolved_at is null`,

  `create table alert_person (
    subject text primary key,
    name text,
    email text,
    email_given boolean not null default false,
    time_zone text not null default 'UTC',
    digest_hour smallint not null default 7 check (digest_hour between 0 and 23),
    last_digest_on date,
    seen_at timestamptz not null default now()
  )`,
  `create table alert_subscription (
    subject text not null references alert_person on delete cascade,
    rule text not null,
    delivery text not null check (delivery in ('off', 'inbox', 'immediate', 'digest')),
    primary key (subject, rule)
  )`,
  `create table alert_reader (
    subject text not null,
    alert_id bigint not null references alert on delete cascade,
    read_at timestamptz,
    snoozed_until date,
    primary key (subject, alert_id)
  )`,
  `create index alert_reader_alert_idx on alert_reader (alert_id)`,
  `create table alert_threshold (
    rule text primary key,
    value integer not null check (value >= 0)
  )`,

  `create table mail_outbox (
    mail_id bigint generated always as identity primary key,
    dedupe_key text not null unique,
    to_address text not null,
    subject_line text not null,
    body text not null,
    created_at timestamptz not null,
    attempts integer not null default 0,
    next_attempt_at timestamptz not null,
    claimed_until timestamptz,
    sent_at timestamptz,
    failed_at timestamptz,
    last_error text
  )`,
  `create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where sent_at is null and failed_at is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "mail_outbox",
    "alert_threshold",
    "alert_reader",
    "alert_subscription",
    "alert_person",
    "alert",
  ]) {
    await sql.raw(`drop table ${table}`).execute(db);
  }
  await sql.raw(`drop function working_days(date, date)`).execute(db);
  await sql.raw(`drop function working_days_before(date)`).execute(db);
  await sql.raw(`drop index wo_operation_outside_open_idx`).execute(db);
  await sql.raw(`drop index wo_operation_open_idx`).execute(db);
  await sql.raw(`alter table wo_operation drop column expected_back`).execute(db);
}
