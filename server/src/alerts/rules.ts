import type { AlertRecordKind, AlertRule } from "@shopdesk/contract";
import { type RawBuilder, sql } from "kysely";
import { ACTIVE_WO_STATUSES, OPEN_PO_STATUSES } from "../orders/order-sql.js";

/**
 * The six rules as set-based SQL (docs/database.md, "Alerts"). Each says what is true now:
 * its candidates (one row per occurrence of its condition), and, for each of its open alerts
 * that is no longer a candidate, why, in words read off the record as it is now. evaluate.ts
 * opens the new candidates and resolves the rest in one statement per rule.
 */

/** What a rule's statement is evaluated with. */
export interface RuleContext {
  /** Today, as a SQL date: the evaluation's `now` in the database session's time zone. */
  today: RawBuilder<string>;
  /** The shop's threshold for the rule (alert_threshold, else the contract's default); 0 for none. */
  threshold: number;
  /**
   * The records in scope, by the rule's own key (WO numbers, POKeys or supplier ids);
   * undefined for every record.
   */
  keys: readonly string[] | undefined;
}

/** Which of a scope's lists names a rule's records. */
export type ScopeList = "workOrders" | "poKeys" | "suppliers";

export interface RuleSql {
  rule: AlertRule;
  kind: AlertRecordKind;
  scopedBy: ScopeList;
  /** `occurrence, record_kind, record_key, title, detail` of every record where the condition holds. */
  candidates(context: RuleContext): RawBuilder<unknown>;
  /**
   * `alert_id, resolution` of each alert in `lapsed` (the statement's CTE: the rule's open alerts
   * in scope whose occurrence is no longer a candidate), with the reason.
   */
  resolutions(context: RuleContext): RawBuilder<unknown>;
}

/** Dates in the words always as YYYY-MM-DD, whatever the server's DateStyle. */
const iso = (date: RawBuilder<unknown>) => sql<string>`to_char(${date}, 'YYYY-MM-DD')`;

const unfinished = ACTIVE_WO_STATUSES;

/** A filter on a bigint column by the scope's keys; no filter for every record. */
const inScope = (column: RawBuilder<unknown>, keys: readonly string[] | undefined) =>
  keys === undefined ? sql`true` : sql`${column} = any(${[...keys]}::bigint[])`;

/** The lapsed alerts (the statement's CTE `lapsed`: the rule's open alerts in scope no longer candidates), each with its row. */
const lapsedAlerts = sql`lapsed join alert a on a.alert_id = lapsed.alert_id`;

/** "3 days" / "1 day". */
const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

/**
 * Outside operations of a supplier not yet done, on WOs not yet finished: what the supplier
 * rules look at. `supplier_id is not null` says it outright, so that the planner, turning this
 * into one hashed set for every supplier at once, reads wo_operation_outside_open_idx (the
 * outside work not done) rather than every operation not done.
 */
const outsideWorkOf = (supplier: RawBuilder<unknown>) =>
  sql`select o.wo_number, o.sequence from wo_operation o join work_order w on w.wo_number = o.wo_number
    where o.supplier_id = ${supplier} and o.supplier_id is not null and o.status <> 'Done' and w.status in ${unfinished}`;

const woLate: RuleSql = {
  rule: "wo-late",
  kind: "work_order",
  scopedBy: "workOrders",
  candidates: ({ today, keys }) => sql`
    select w.wo_number::text as occurrence, 'work_order' as record_kind, w.wo_number::text as record_key,
      'WO ' || w.wo_number || ' is late' as title,
      'Due ' || ${iso(sql`w.due_date`)} || '; ' || w.status || '; ' || w.quantity_complete || ' of ' || w.quantity
        || ' complete; part ' || w.part_number || '.' as detail
    from work_order w
    where w.status in ${unfinished} and w.due_date < ${today} and ${inScope(sql`w.wo_number`, keys)}`,
  resolutions: () => sql`
    select a.alert_id, case
        when w.wo_number is null then 'The WO was deleted.'
        when w.status not in ${unfinished} then 'WO ' || w.wo_number || ' is ' || w.status || '.'
        else 'The due date moved to ' || ${iso(sql`w.due_date`)} || '.'
      end as resolution
    from ${lapsedAlerts} left join work_order w on w.wo_number = a.record_key::bigint`,
};

/** A WO's planned hours of operations not done. */
const hoursLeft = (woNumber: RawBuilder<unknown>) =>
  sql`(select coalesce(sum(o.planned_hours), 0) from wo_operation o where o.wo_number = ${woNumber} and o.status <> 'Done')`;

const woWillBeLate: RuleSql = {
  rule: "wo-will-be-late",
  kind: "work_order",
  scopedBy: "workOrders",
  // The hours of every unfinished WO at once (a hash join with one pass over the operations not
  // done, wo_operation_open_idx), rather than a look-up per WO: 52,000 look-ups took 250 ms.
  candidates: ({ today, threshold, keys }) => sql`
    select w.wo_number::text as occurrence, 'work_order' as record_kind, w.wo_number::text as record_key,
      'WO ' || w.wo_number || ' will be late' as title,
      'Due ' || ${iso(sql`w.due_date`)} || '; ' || trim_scale(h.hours) || ' hours of operations left, '
        || working_days(${today}, w.due_date) || ' working days to do them ('
        || working_days(${today}, w.due_date) * ${threshold}::int || ' hours at ' || ${threshold}::int
        || ' a day); part ' || w.part_number || '.' as detail
    from work_order w
    join (
      select o.wo_number, sum(o.planned_hours) as hours from wo_operation o
      where o.status <> 'Done' and ${inScope(sql`o.wo_number`, keys)}
      group by o.wo_number
    ) h on h.wo_number = w.wo_number
    where w.status in ${unfinished} and w.due_date >= ${today} and ${inScope(sql`w.wo_number`, keys)}
      and h.hours > working_days(${today}, w.due_date) * ${threshold}::int`,
  resolutions: ({ today }) => sql`
    select a.alert_id, case
        when w.wo_number is null then 'The WO was deleted.'
        when w.status not in ${unfinished} then 'WO ' || w.wo_number || ' is ' || w.status || '.'
        when w.due_date < ${today} then 'Now past its due date.'
        else 'The ' || trim_scale(${hoursLeft(sql`w.wo_number`)}) || ' hours left fit in the '
          || working_days(${today}, w.due_date) || ' working days to ' || ${iso(sql`w.due_date`)} || '.'
      end as resolution
    from ${lapsedAlerts} left join work_order w on w.wo_number = a.record_key::bigint`,
};

const poLineDue: RuleSql = {
  rule: "po-line-due",
  kind: "purchase_order",
  scopedBy: "poKeys",
  // The line's WO as the title names it: an unfinished one first, else the newest finished one;
  // Cancelled WOs do not count (the line is as if it had none).
  candidates: ({ today, threshold, keys }) => sql`
    select l.po_line_id::text as occurrence, 'purchase_order' as record_kind, l.po_key::text as record_key,
      'PO ' || p.po_number || ' line ' || l.line_number
        || case when l.due_date < ${today} then ' was due ' else ' is due ' end || ${iso(sql`l.due_date`)}
        || case when wo.wo_number is null then ' with no WO' else ': WO ' || wo.wo_number || ' is ' || wo.status end
        as title,
      'Due ' || ${iso(sql`l.due_date`)} || '; ' || l.shipped_quantity || ' of ' || l.quantity || ' shipped; part '
        || pt.part_number || ' rev ' || pt.revision || '; customer ' || p.customer_id || '.' as detail
    from po_line l
    join purchase_order p on p.po_key = l.po_key
    join part pt on pt.part_id = l.part_id
    left join lateral (
      select w.wo_number, w.status from work_order w
      where w.po_line_id = l.po_line_id and w.status <> 'Cancelled'
      order by w.status in ${unfinished} desc, w.wo_number
      limit 1
    ) wo on true
    where l.shipped_quantity < l.quantity and l.due_date <= ${today} + ${threshold}::int
      and p.status in ${OPEN_PO_STATUSES} and ${inScope(sql`l.po_key`, keys)}
      and (wo.wo_number is null or wo.status in ${unfinished})`,
  resolutions: ({ today, threshold }) => sql`
    select a.alert_id, case
        when p.po_key is null then 'The PO was deleted.'
        when l.po_line_id is null then 'The line was removed.'
        when p.status not in ${OPEN_PO_STATUSES} then 'PO ' || p.po_number || ' is ' || p.status || '.'
        when l.shipped_quantity >= l.quantity then 'Shipped in full.'
        when l.due_date > ${today} + ${threshold}::int
          then 'Due ' || ${iso(sql`l.due_date`)} || ': more than ' || ${days(threshold)} || ' away.'
        else coalesce('WO ' || wo.wo_number || ' is ' || wo.status || '.', 'Its WO is finished.')
      end as resolution
    from ${lapsedAlerts}
    left join purchase_order p on p.po_key = a.record_key::bigint
    left join po_line l on l.po_line_id = a.occurrence::bigint
    left join lateral (
      select w.wo_number, w.status from work_order w
      where w.po_line_id = l.po_line_id and w.status <> 'Cancelled'
      order by w.wo_number desc
      limit 1
    ) wo on true`,
};

// An occurrence is the WO, the operation's sequence and the supplier, not wo_operation_id: a
// WO's save writes its operations anew (new ids), and that must not resolve the alert and open
// it again (an email each time). Another supplier for the operation is another occurrence.
const outsideOverdue: RuleSql = {
  rule: "outside-overdue",
  kind: "work_order",
  scopedBy: "workOrders",
  candidates: ({ today, keys }) => sql`
    select o.wo_number || '/' || o.sequence || '/' || o.supplier_id as occurrence, 'work_order' as record_kind,
      o.wo_number::text as record_key,
      'WO ' || o.wo_number || ' op ' || o.sequence || ' is overdue from ' || s.supplier_name as title,
      'Expected back ' || ${iso(sql`o.expected_back`)} || '; ' || o.description || '; WO due '
        || ${iso(sql`w.due_date`)} || '.' as detail
    from wo_operation o
    join work_order w on w.wo_number = o.wo_number
    join supplier s on s.supplier_id = o.supplier_id
    where o.supplier_id is not null and o.status = 'In Progress' and o.expected_back < ${today}
      and w.status in ${unfinished} and ${inScope(sql`o.wo_number`, keys)}`,
  resolutions: () => sql`
    select a.alert_id, case
        when w.wo_number is null then 'The WO was deleted.'
        when o.wo_number is null then 'Operation ' || split_part(a.occurrence, '/', 2) || ' was removed.'
        when w.status not in ${unfinished} then 'WO ' || w.wo_number || ' is ' || w.status || '.'
        when o.supplier_id is null then 'Operation ' || o.sequence || ' is now done in house.'
        when o.supplier_id <> split_part(a.occurrence, '/', 3)::bigint then 'Now with ' || s.supplier_name || '.'
        when o.status = 'Done' then 'Back from the supplier (Done).'
        when o.status <> 'In Progress' then 'No longer at the supplier (' || o.status || ').'
        when o.expected_back is null then 'No expected-back date any more.'
        else 'Expected back ' || ${iso(sql`o.expected_back`)} || '.'
      end as resolution
    from ${lapsedAlerts}
    left join work_order w on w.wo_number = a.record_key::bigint
    left join wo_operation o on o.wo_number = a.record_key::bigint
      and o.sequence = split_part(a.occurrence, '/', 2)::integer
    left join supplier s on s.supplier_id = o.supplier_id`,
};

// A renewed certificate is a new occurrence (its date is in the key): the old one resolves
// as renewed, and a renewal that is itself about to expire opens again.
const certificateExpiring: RuleSql = {
  rule: "certificate-expiring",
  kind: "supplier",
  scopedBy: "suppliers",
  candidates: ({ today, threshold, keys }) => sql`
    select s.supplier_id || '/' || ${iso(sql`s.certificate_expires`)} as occurrence, 'supplier' as record_kind,
      s.supplier_id::text as record_key,
      s.supplier_name || case when s.certificate_expires < ${today} then '''s certificate expired ' else '''s certificate expires ' end
        || ${iso(sql`s.certificate_expires`)} as title,
      'Expires ' || ${iso(sql`s.certificate_expires`)} || '; approval ' || s.approval_status || '; '
        || (select count(*) from (${outsideWorkOf(sql`s.supplier_id`)}) work)
        || ' outside operations not done on unfinished WOs.' as detail
    from supplier s
    where s.active and s.certificate_expires is not null and ${inScope(sql`s.supplier_id`, keys)}
      and (s.certificate_expires between ${today} and ${today} + ${threshold}::int
        or (s.certificate_expires < ${today} and exists (${outsideWorkOf(sql`s.supplier_id`)})))`,
  resolutions: ({ today, threshold }) => sql`
    select a.alert_id, case
        when s.supplier_id is null then 'The supplier was deleted.'
        when not s.active then s.supplier_name || ' is inactive.'
        when s.certificate_expires is null then 'The certificate''s expiry date was cleared.'
        when ${iso(sql`s.certificate_expires`)} > split_part(a.occurrence, '/', 2)
          then 'The certificate was renewed to ' || ${iso(sql`s.certificate_expires`)} || '.'
        when ${iso(sql`s.certificate_expires`)} < split_part(a.occurrence, '/', 2)
          then 'The certificate now expires ' || ${iso(sql`s.certificate_expires`)} || '.'
        when s.certificate_expires >= ${today}
          then 'Expires ' || ${iso(sql`s.certificate_expires`)} || ': more than ' || ${days(threshold)} || ' away.'
        else 'No outside work left for them.'
      end as resolution
    from ${lapsedAlerts} left join supplier s on s.supplier_id = a.record_key::bigint`,
};

const approvalLapsed: RuleSql = {
  rule: "approval-lapsed",
  kind: "supplier",
  scopedBy: "suppliers",
  candidates: ({ keys }) => sql`
    select s.supplier_id::text as occurrence, 'supplier' as record_kind, s.supplier_id::text as record_key,
      s.supplier_name || ' is Not approved and has outside work' as title,
      work.operations || ' outside operations not done on unfinished WOs, the first WO ' || work.first_op || '.'
        as detail
    from supplier s
    cross join lateral (
      select count(*) as operations, (array_agg(o.wo_number || ' op ' || o.sequence order by o.wo_number, o.sequence))[1]
        as first_op
      from (${outsideWorkOf(sql`s.supplier_id`)}) o
    ) work
    where s.approval_status = 'Not approved' and ${inScope(sql`s.supplier_id`, keys)} and work.operations > 0`,
  resolutions: () => sql`
    select a.alert_id, case
        when s.supplier_id is null then 'The supplier was deleted.'
        when s.approval_status = 'Approved' then 'Approved again.'
        when s.approval_status <> 'Not approved' then 'Now ' || s.approval_status || '.'
        else 'No outside work left for them.'
      end as resolution
    from ${lapsedAlerts} left join supplier s on s.supplier_id = a.record_key::bigint`,
};

/** Every rule, in the order an evaluation runs them. */
export const ruleSql: readonly RuleSql[] = [
  woLate,
  woWillBeLate,
  poLineDue,
  outsideOverdue,
  certificateExpiring,
  approvalLapsed,
];
