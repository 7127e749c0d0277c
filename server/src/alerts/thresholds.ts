import { type AlertRule, type AlertThresholds, alertRuleInfo, alertRules } from "@shopdesk/contract";
import type { Kysely } from "kysely";
import type { Schema } from "../db/schema.js";

/** The rules that have a threshold. */
export const thresholdRules = alertRules.filter((rule) => alertRuleInfo[rule].threshold !== null);

/** The shop's thresholds: its alert_threshold rows, else each rule's default (the contract's). */
export async function readThresholds(db: Kysely<Schema>): Promise<AlertThresholds> {
  const rows = await db.selectFrom("alert_threshold").select(["rule", "value"]).execute();
  const set = new Map(rows.map((row) => [row.rule, row.value]));
  return Object.fromEntries(
    thresholdRules.map((rule) => [rule, set.get(rule) ?? alertRuleInfo[rule].threshold!.default]),
  );
}

/** Sets the thresholds named (the contract has checked each against its rule's range); the rest stay. */
export async function writeThresholds(db: Kysely<Schema>, thresholds: AlertThresholds): Promise<void> {
  const rows = Object.entries(thresholds).map(([rule, value]) => ({ rule: rule as AlertRule, value: value! }));
  if (rows.length === 0) return;
  await db
    .insertInto("alert_threshold")
    .values(rows)
    .onConflict((conflict) => conflict.column("rule").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })))
    .execute();
}
