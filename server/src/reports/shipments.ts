import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import type { ShipmentRow, ShipmentTotals, ShipmentsQuery } from "@shopdesk/contract";
import { monthEnd, monthStart } from "./dates.js";
import { type ReportQuery, type Summary, allOf, money2, orderBy, toNumber } from "./report.js";

export interface ShipmentRange {
  from: string;
  to: string;
  customerId?: string | undefined;
}

/** The range a shipments query means: each side left out is the current month's. */
export function shipmentRange(query: Pick<ShipmentsQuery, "from" | "to" | "customerId">, today: string): ShipmentRange {
  return { from: query.from ?? monthStart(today), to: query.to ?? monthEnd(today), customerId: query.customerId };
}

/**
 * Slips, slip lines, units and shipped Amount of a range, from the running totals by day, or
 * by customer and day (migration 0009): a row per day however many slips it holds.
 */
export async function shippedTotals(db: Kysely<Schema>, range: ShipmentRange): Promise<Summary<ShipmentTotals>> {
  const from = range.customerId ? sql`shipment_day` : sql`shipment_date`;
  const customer = range.customerId ? sql`and customer_id = ${range.customerId}` : sql``;
  const {
    rows: [row],
  } = await sql<{ slips: string; lines: string; quantity: string; amount: string; as_of: string }>`
    select coalesce(sum(slips), 0) as slips, coalesce(sum(lines), 0) as lines, coalesce(sum(quantity), 0) as quantity,
      ${money2(sql`sum(amount)`)} as amount, current_date as as_of
    from ${from}
    where ship_date between ${range.from}::date and ${range.to}::date ${customer}`.execute(db);
  return {
    total: toNumber(row!.slips),
    asOf: row!.as_of,
    totals: { Lines: toNumber(row!.lines), Quantity: toNumber(row!.quantity), Amount: row!.amount },
  };
}

/** The sort of the slips, on the inner query's tables or (`x`) on its result. */
const sorting = (slip: string, order: string) => ({
  columns: {
    ShipDate: sql.raw(`${slip}.ship_date`),
    CustomerId: sql.raw(`${order}.customer_id`),
    PONumber: sql.raw(`${order}.po_number`),
  },
  key: [sql.raw(`${slip}.po_key`), sql.raw(`${slip}.pslip_number`)],
});
const inner = sorting("s", "po");
const outer = sorting("x", "x");

export function shipments(query: ShipmentsQuery, range: ShipmentRange): ReportQuery<ShipmentRow, ShipmentTotals> {
  const conditions: RawBuilder<unknown>[] = [sql`s.ship_date between ${range.from}::date and ${range.to}::date`];
  if (range.customerId) conditions.push(sql`po.customer_id = ${range.customerId}`);

  // The slips are picked (and paged) first; only those on the page get their lines summed.
  const rows = (page?: { limit: number; offset: number }) => sql<ShipmentRow>`select
      x.ship_date as "ShipDate", x.po_key::int as "POKey", x.po_number as "PONumber", x.pslip_number as "PSlipNumber",
      x.customer_id as "CustomerId", c.name as "CustomerName", x.carrier as "Carrier", x.tracking_number as "TrackingNumber",
      t.lines::int as "LineCount", t.quantity::int as "Quantity", ${money2(sql`t.amount`)} as "Amount"
    from (
      select s.packing_slip_id, s.ship_date, s.po_key, s.pslip_number, s.carrier, s.tracking_number, po.customer_id, po.po_number
      from packing_slip s
      join purchase_order po on po.po_key = s.po_key
      where ${allOf(conditions)}
      ${orderBy(query.sort, inner.columns, inner.key)}
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}
    ) x
    join customer c on c.customer_id = x.customer_id
    cross join lateral (
      select count(*) as lines, coalesce(sum(sl.quantity), 0) as quantity, sum(round(sl.quantity * l.unit_price, 2)) as amount
      from packing_slip_line sl join po_line l on l.po_line_id = sl.po_line_id
      where sl.packing_slip_id = x.packing_slip_id
    ) t
    ${orderBy(query.sort, outer.columns, outer.key)}`;

  return { rows, summary: (db) => shippedTotals(db, range) };
}

/** The 12 weeks ending with the current one (Monday starts), every week present. */
export async function shippedByWeek(
  db: Kysely<Schema>,
  today: string,
): Promise<{ WeekStart: string; Amount: string }[]> {
  const { rows } = await sql<{ WeekStart: string; Amount: string }>`
    with weeks as (
      select generate_series(date_trunc('week', ${today}::date) - interval '11 weeks', date_trunc('week', ${today}::date), interval '1 week')::date as week_start
    )
    select w.week_start as "WeekStart", ${money2(sql`sum(d.amount)`)} as "Amount"
    from weeks w
    left join shipment_date d on d.ship_date >= w.week_start and d.ship_date < w.week_start + 7 and d.ship_date <= ${today}::date
    group by w.week_start
    order by w.week_start`.execute(db);
  return rows;
}
