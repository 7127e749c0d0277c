import { type RawBuilder, sql } from "kysely";
import {
  type LateWorkOrderRow,
  type LateWorkOrderTotals,
  type LateWorkOrdersQuery,
  unfinishedWorkOrderStatuses,
} from "@shopdesk/contract";
import { type ReportQuery, allOf, summaryRow, pagedAtEnd, orderBy, toNumber } from "./report.js";

/** The statuses as SQL, spelled exactly as work_order_unfinished_due_idx's predicate (0009). */
export const unfinished = sql`w.status in (${sql.raw(unfinishedWorkOrderStatuses.map((status) => `'${status}'`).join(", "))})`;

/**
 * Unfinished WOs: the late ones (due before today), or with a due range those due in it.
 * Shared with the dashboard, whose tiles must count what the report lists.
 */
export function lateWorkOrderConditions(
  query: Pick<LateWorkOrdersQuery, "customerId" | "status" | "dueFrom" | "dueTo">,
) {
  const conditions: RawBuilder<unknown>[] = [unfinished];
  if (query.dueFrom === undefined && query.dueTo === undefined) conditions.push(sql`w.due_date < current_date`);
  if (query.dueFrom) conditions.push(sql`w.due_date >= ${query.dueFrom}::date`);
  if (query.dueTo) conditions.push(sql`w.due_date <= ${query.dueTo}::date`);
  if (query.status) conditions.push(sql`w.status = ${query.status}`);
  // The WO's own copy of its PO's customer (0008), read from 0010's index without the PO.
  if (query.customerId) conditions.push(sql`w.customer_id = ${query.customerId}`);
  return allOf(conditions);
}

/** A WO with its part, and its PO line, PO and customer when it has them (stock WOs do not). */
export const workOrdersWithOrders = sql`work_order w
  join part p on p.part_id = w.part_id
  left join po_line l on l.po_line_id = w.po_line_id
  left join purchase_order po on po.po_key = l.po_key`;

/** The WorkOrderSummary fields of the Orders section, in its order. */
export const workOrderSummaryColumns = sql`w.wo_number::text as "WONumber", p.part_number as "PartNumber",
  p.revision as "Revision", p.description as "Description", po.customer_id as "CustomerId",
  l.po_key::int as "POKey", po.po_number as "PONumber", l.line_number as "LineNumber",
  w.quantity as "Quantity", w.due_date as "DueDate", w.status as "Status",
  (${unfinished} and w.due_date < current_date) as "IsLate"`;

const sortColumns = {
  DueDate: sql`w.due_date`,
  WONumber: sql`w.wo_number`,
  PartNumber: sql`p.part_number`,
};
const key = [sql`w.wo_number`];

export function lateWorkOrders(query: LateWorkOrdersQuery): ReportQuery<LateWorkOrderRow, LateWorkOrderTotals> {
  const where = lateWorkOrderConditions(query);
  const rows = sql<LateWorkOrderRow>`select ${workOrderSummaryColumns},
      c.name as "CustomerName", w.quantity_complete as "QuantityComplete",
      greatest(current_date - w.due_date, 0) as "DaysLate"
    from ${workOrdersWithOrders}
    left join customer c on c.customer_id = po.customer_id
    where ${where}
    ${orderBy(query.sort, sortColumns, key)}`;

  return {
    rows: pagedAtEnd(rows),
    summary: summaryRow(
      sql<{ total: string; as_of: string; quantity: string; quantity_complete: string }>`
        select count(*) as total, current_date as as_of,
          sum(w.quantity) as quantity, sum(w.quantity_complete) as quantity_complete
        from work_order w
        where ${where}`,
      (row) => ({ Quantity: toNumber(row.quantity), QuantityComplete: toNumber(row.quantity_complete) }),
    ),
  };
}
