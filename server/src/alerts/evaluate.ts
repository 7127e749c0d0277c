import { sql, type Kysely } from "kysely";
import type { Schema } from "../db/schema.js";
import { enqueueOpenedAlertMails } from "./email.js";
import { ALERTS_CHANNEL } from "./notices.js";
import { type RuleContext, type RuleSql, ruleSql } from "./rules.js";
import { type AlertScope, widenScope } from "./scope.js";
import { readThresholds } from "./thresholds.js";

/**
 * The advisory lock every evaluation takes first ("ALRT"; the change feed's is "CHNG"): two
 * server processes evaluating at the same moment take turns, so the second sees what the first
 * opened. The unique index alert_open_once is the safety net under it.
 */
const EVALUATION_LOCK = 1095521364;
/** How many opened alerts one call queues the emails of. */
const MAIL_SLICE = 5_000;

export interface EvaluationContext {
  /** The evaluation's moment: opened_at and resolved_at, and "today" in the session's time zone. */
  now: Date;
  /** Only the records a write touched (scope.ts); everything when left out. */
  scope?: AlertScope | undefined;
  /** The address the emails link to. */
  publicUrl: string;
  /** Whether this server sends email (SMTP_URL): without it nothing is queued, so setting it later sends no backlog. */
  isMailing?: boolean;
}

export interface Evaluation {
  /** The alerts just opened, oldest first. */
  opened: string[];
  resolved: number;
  /** Emails queued for the alerts opened. */
  mailed: number;
}

/**
 * One rule's statement: its candidates beside its open alerts in scope, the candidates with
 * no open alert opened, the open alerts with no candidate resolved with the reason; answers the
 * ids opened and how many resolved. The two sides meet in a FULL JOIN, which PostgreSQL can
 * only run as a hash or merge join: never a nested loop of one side per row of the other,
 * whatever the statistics say (a freshly filled alert table has none: its first plans
 * estimated one row and took 60 ms for 700 alerts). ON CONFLICT is for a process that
 * committed the same occurrence in between (the advisory lock makes that rare).
 */
export function ruleStatement(rule: RuleSql, context: RuleContext, now: Date) {
  const { keys } = context;
  const inScope =
    keys === undefined ? sql`` : sql`and a.record_kind = ${rule.kind} and a.record_key = any(${[...keys]}::text[])`;
  return sql<{ opened: string[]; resolved: number }>`
    with candidate as materialized (${rule.candidates(context)}),
    open_alert as materialized (
      select a.alert_id, a.occurrence from alert a where a.rule = ${rule.rule} and a.resolved_at is null ${inScope}
    ),
    paired as materialized (
      select c.occurrence, c.record_kind, c.record_key, c.title, c.detail, o.alert_id, o.occurrence as open_occurrence
      from candidate c full join open_alert o on o.occurrence = c.occurrence
    ),
    lapsed as materialized (select alert_id from paired where occurrence is null),
    opened as (
      insert into alert (rule, occurrence, record_kind, record_key, title, detail, opened_at)
      select ${rule.rule}, p.occurrence, p.record_kind, p.record_key, p.title, p.detail, ${now}
      from paired p
      where p.open_occurrence is null
      on conflict (rule, occurrence) where resolved_at is null do nothing
      returning alert_id
    ),
    resolved as (
      update alert set resolved_at = ${now}, resolution = r.resolution
      from (${rule.resolutions(context)}) r
      where alert.alert_id = r.alert_id
      returning alert.alert_id
    )
    select array(select alert_id::text from opened order by alert_id) as opened,
      (select count(*) from resolved)::integer as resolved`;
}

/**
 * Every rule, in one transaction: opens each new occurrence of a condition once, resolves each
 * open alert whose condition no longer holds (with the reason), queues the emails of those just
 * opened, and tells every server (NOTIFY, sent at commit) when anything changed.
 */
export async function evaluateAlerts(
  db: Kysely<Schema>,
  { now, scope, publicUrl, isMailing = true }: EvaluationContext,
): Promise<Evaluation> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${EVALUATION_LOCK}, 0)`.execute(trx);
    // The rules' statements look expensive to the planner (a million WOs) but run in tens of
    // milliseconds: compiling them took longer than running them (850 of 1,450 ms for
    // certificate-expiring at a million WOs). PGlite has no JIT; the setting is harmless there.
    await sql`set local jit = off`.execute(trx);
    const { rows: days } = await sql<{ today: string }>`select (${now}::timestamptz)::date as today`.execute(trx);
    const today = sql<string>`${days[0]?.today ?? now.toISOString().slice(0, 10)}::date`;
    const thresholds = await readThresholds(trx);
    // A shop's first evaluation opens everything that is already true (thousands of alerts at
    // once): those go to the inbox and the next digest, not one immediate email each.
    const { rows: before } = await sql<{ any: boolean }>`select exists (select 1 from alert) as any`.execute(trx);
    const isFirst = !before[0]?.any;
    const wide = scope ? await widenScope(trx, scope) : undefined;
    const opened: string[] = [];
    let resolved = 0;
    for (const rule of ruleSql) {
      const keys = wide?.[rule.scopedBy];
      if (keys?.length === 0) continue;
      const context = { today, threshold: thresholds[rule.rule] ?? 0, keys };
      const { rows } = await ruleStatement(rule, context, now).execute(trx);
      opened.push(...(rows[0]?.opened ?? []));
      resolved += rows[0]?.resolved ?? 0;
    }
    let mailed = 0;
    // In slices: the first evaluation of a large shop opens tens of thousands at once, and a
    // statement takes at most 65,535 parameters.
    for (let start = 0; isMailing && !isFirst && start < opened.length; start += MAIL_SLICE) {
      mailed += await enqueueOpenedAlertMails(trx, opened.slice(start, start + MAIL_SLICE), { now, publicUrl });
    }
    if (opened.length > 0 || resolved > 0) await sql`select pg_notify(${ALERTS_CHANNEL}, '{}')`.execute(trx);
    return { opened, resolved, mailed };
  });
}
