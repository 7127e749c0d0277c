import { type RawBuilder, sql } from "kysely";
import type { OpenOrderRow, OpenOrderTotals, OpenOrdersQuery } from "@shopdesk/contract";
import { type ReportQuery, allOf, summaryRow, pagedAtEnd, money2, orderBy, toNumber } from "./report.js";

/**
 * Backlog: PO lines with open quantity on POs that are Open or Partially Shipped. The page
 * walks the open lines' partial indexes (migration 0009) in the sorted order; the totals come
 * from the running totals by due date (backlog_due), or for one customer from its open POs.
 */
/**
 * The open POs, and their lines. One customer's open POs are picked first (`offset 0` keeps
 * the subquery whole; purchase_order_open_customer_idx holds every column it reads):
 * otherwise the planner walks all open lines in due-date order hoping to meet that
 * customer's soon, which at 1M POs read 30k lines for a page of a big customer.
 */
const openLines = (customerId: string | undefined) =>
  customerId
    ? sql`(select po_key, customer_id, po_number, po_date, status from purchase_order
      where status in ('Open', 'Partially Shipped') and customer_id = ${customerId} offset 0) po
    join po_line l on l.po_key = po.po_key`
    : sql`po_line l join purchase_order po on po.po_key = l.po_key and po.status in ('Open', 'Partially Shipped')`;
const openLine = sql`l.shipped_quantity < l.quantity`;
const openAmount = sql`round((l.quantity - l.shipped_quantity) * l.unit_price, 2)`;

const sortColumns = {
  DueDate: sql`l.due_date`,
  PONumber: sql`po.po_number`,
  CustomerId: sql`po.customer_id`,
  OpenAmount: openAmount,
};
const key = [sql`l.po_key`, sql`l.line_number`];

export function openOrders(query: OpenOrdersQuery): ReportQuery<OpenOrderRow, OpenOrderTotals> {
  // The due-date filters read the same on the lines (l) and on backlog_due (aliased l).
  const dueConditions: RawBuilder<unknown>[] = [];
  if (query.dueFrom) dueConditions.push(sql`l.due_date >= ${query.dueFrom}::date`);
  if (query.dueTo) dueConditions.push(sql`l.due_date <= ${query.dueTo}::date`);
  if (query.late) dueConditions.push(sql`l.due_date < current_date`);
  const where = allOf([openLine, ...dueConditions]);

  // Keys fit an integer by far in a job shop; as numbers they match the Orders section's POKey.
  const rows = sql<OpenOrderRow>`select
      l.po_key::int as "POKey", po.po_number as "PONumber", po.po_date as "PODate", po.status as "POStatus",
      po.customer_id as "CustomerId", c.name as "CustomerName", l.line_number as "LineNumber",
      p.part_number as "PartNumber", p.revision as "Revision", p.description as "Description",
      l.due_date as "DueDate", l.quantity as "Quantity", l.shipped_quantity as "ShippedQuantity",
      l.quantity - l.shipped_quantity as "OpenQuantity", l.unit_price::text as "UnitPrice",
      ${openAmount}::text as "OpenAmount", l.due_date < current_date as "IsLate"
    from ${openLines(query.customerId)}
    join customer c on c.customer_id = po.customer_id
    join part p on p.part_id = l.part_id
    where ${where}
    ${orderBy(query.sort, sortColumns, key)}`;

  return {
    rows: pagedAtEnd(rows),
    summary: summaryRow(
      query.customerId
        ? sql<Totals>`
        select count(*) as total, current_date as as_of,
          sum(l.quantity - l.shipped_quantity) as open_quantity,
          ${money2(sql`sum(${openAmount})`)} as open_amount,
          ${money2(sql`sum(${openAmount}) filter (where l.due_date < current_date)`)} as late_amount
        from ${openLines(query.customerId)}
        where ${where}`
        : sql<Totals>`
        select coalesce(sum(l.lines), 0) as total, current_date as as_of,
          sum(l.quantity) as open_quantity,
          ${money2(sql`sum(l.amount)`)} as open_amount,
          ${money2(sql`sum(l.amount) filter (where l.due_date < current_date)`)} as late_amount
        from backlog_due l
        where ${allOf(dueConditions)}`,
      (row) => ({
        OpenQuantity: toNumber(row.open_quantity),
        OpenAmount: row.open_amount,
        LateAmount: row.late_amount,
      }),
    ),
  };
}

interface Totals {
  total: string;
  as_of: string;
  open_quantity: string | null;
  open_amount: string;
  late_amount: string;
}
