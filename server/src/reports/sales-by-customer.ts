import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import { InvalidError } from "../errors.js";
import { MAX_SALES_MONTHS, type SalesQuery, type SalesRow, type SalesTotals } from "@shopdesk/contract";
import { addMonths, monthOf, monthsBetween } from "./dates.js";
import { type ReportQuery, allOf, summaryRow, money2, orderBy, pagedAtEnd, toNumber } from "./report.js";

export interface SalesRange {
  /** `YYYY-MM`, both included. */
  from: string;
  to: string;
}

/** Left out: the 12 months ending with the current one (each side defaulted alone). */
export function salesRange(query: Pick<SalesQuery, "from" | "to">, today: string): SalesRange {
  const to = query.to ?? (query.from ? maxMonth(query.from, monthOf(today)) : monthOf(today));
  const from = query.from ?? addMonths(to, -11);
  const months = monthsBetween(from, to);
  if (months < 1 || months > MAX_SALES_MONTHS) {
    throw new InvalidError("The request is not valid.", {
      [query.from ? "from" : "to"]: `Choose 1 to ${MAX_SALES_MONTHS} months (${from} to ${to} is ${months}).`,
    });
  }
  return { from, to };
}

const maxMonth = (a: string, b: string) => (a > b ? a : b);

/**
 * Shipped Amount by customer and month, read from the running totals by customer and month
 * (migration 0009): a year is at most customers × 12 rows, never the slips themselves.
 */
export function salesByCustomer(query: SalesQuery, range: SalesRange): ReportQuery<SalesRow, SalesTotals> {
  const conditions: RawBuilder<unknown>[] = [
    sql`m.month between ${`${range.from}-01`}::date and ${`${range.to}-01`}::date`,
  ];
  if (query.customerId) conditions.push(sql`m.customer_id = ${query.customerId}`);
  const where = allOf(conditions);
  const sortColumns = { CustomerId: sql`m.customer_id`, Month: sql`m.month`, Amount: sql`m.amount` };
  const rows = sql<SalesRow>`select m.customer_id as "CustomerId", c.name as "CustomerName", to_char(m.month, 'YYYY-MM') as "Month",
      m.slips as "SlipCount", m.quantity::int as "Quantity", m.amount::text as "Amount"
    from shipment_month m
    join customer c on c.customer_id = m.customer_id
    where ${where}
    ${orderBy(query.sort, sortColumns, [sql`m.customer_id`, sql`m.month`])}`;

  return {
    rows: pagedAtEnd(rows),
    summary: summaryRow(
      sql<{
        total: string;
        as_of: string;
        customers: string;
        slips: string;
        quantity: string;
        amount: string;
      }>`
        select count(*) as total, current_date as as_of, count(distinct m.customer_id) as customers,
          coalesce(sum(m.slips), 0) as slips, coalesce(sum(m.quantity), 0) as quantity, ${money2(sql`sum(m.amount)`)} as amount
        from shipment_month m
        where ${where}`,
      (row) => ({
        Customers: toNumber(row.customers),
        SlipCount: toNumber(row.slips),
        Quantity: toNumber(row.quantity),
        Amount: row.amount,
      }),
    ),
  };
}

/** The chart's series: every month of the range in order, zero months included. */
export async function salesByMonth(
  db: Kysely<Schema>,
  range: SalesRange,
  customerId: string | undefined,
): Promise<{ Month: string; Amount: string }[]> {
  const customer = customerId ? sql`and m.customer_id = ${customerId}` : sql``;
  const { rows } = await sql<{ Month: string; Amount: string }>`
    select to_char(g.month, 'YYYY-MM') as "Month", ${money2(sql`sum(m.amount)`)} as "Amount"
    from generate_series(${`${range.from}-01`}::date, ${`${range.to}-01`}::date, interval '1 month') g(month)
    left join shipment_month m on m.month = g.month::date ${customer}
    group by g.month
    order by g.month`.execute(db);
  return rows;
}
