import { type AlertDelivery, type AlertRule, alertRuleInfo, alertRules } from "@shopdesk/contract";
import { type RawBuilder, sql } from "kysely";

/** Each rule's delivery when a person has chosen none (the contract's alertRuleInfo). */
export const defaultDeliveries = Object.fromEntries(
  alertRules.map((rule) => [rule, alertRuleInfo[rule].delivery]),
) as Record<AlertRule, AlertDelivery>;

/**
 * How `subject` hears `rule`, in SQL: their alert_subscription row, else the rule's default.
 * `subject` and `rule` are SQL expressions (columns of the query this is part of).
 */
export function deliverySql(subject: RawBuilder<unknown>, rule: RawBuilder<unknown>): RawBuilder<AlertDelivery> {
  const defaults = sql.join(
    alertRules.map((name) => sql`when ${name} then ${defaultDeliveries[name]}`),
    sql` `,
  );
  return sql<AlertDelivery>`coalesce(
    (select s.delivery from alert_subscription s where s.subject = ${subject} and s.rule = ${rule}),
    case ${rule} ${defaults} end)`;
}
