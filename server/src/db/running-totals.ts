import { type Kysely, sql } from "kysely";
import type { Schema } from "./schema.js";
import { rebuildRunningTotals, runningTotalTriggers } from "./migrations/0009_reports.js";

/**
 * Runs a bulk load (the seed CLI, the benches' million-PO loads) inside `trx` with the
 * report running totals' triggers (migration 0009) paused, then computes the totals once from
 * the order tables. In one transaction every trigger call updates the same few thousand
 * totals rows again, and none of their old versions can be cleaned up until it commits: at
 * 1M POs the load slowed to 20k POs a minute and took over an hour (docs/performance.md,
 * "Reports"). The ALTERs are part of `trx`: other sessions wait, and see the triggers on again.
 */
export async function withRunningTotalsRebuilt<T>(trx: Kysely<Schema>, load: () => Promise<T>): Promise<T> {
  const triggers = (enable: boolean) =>
    runningTotalTriggers.map(([name, table]) =>
      sql.raw(`alter table ${table} ${enable ? "enable" : "disable"} trigger ${name}`),
    );
  for (const statement of triggers(false)) await statement.execute(trx);
  const result = await load();
  for (const statement of triggers(true)) await statement.execute(trx);
  await sql`delete from shipment_date`.execute(trx);
  await sql`delete from shipment_day`.execute(trx);
  await sql`delete from shipment_month`.execute(trx);
  await sql`delete from backlog_due`.execute(trx);
  for (const statement of rebuildRunningTotals) await sql.raw(statement).execute(trx);
  return result;
}
