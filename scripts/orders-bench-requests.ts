/**
 * The requests `npm run bench:orders` times: for each call kind, `count` paths with values
 * taken from the loaded data (the busiest customers and a spread of others, PO-number
 * prefixes, whole numbers and tails, WO numbers, part-number prefixes, misses), every allowed
 * sort both ways, and pages 1–10 with every tenth request deeper.
 */
import { type Kysely, sql } from "kysely";
import type { Schema } from "../server/src/db/schema.js";

const seg = encodeURIComponent;
const poStatuses = ["Open", "Partially Shipped", "Shipped", "Closed", "Cancelled"];
const woStatuses = ["Open", "Released", "In Progress", "Complete", "Closed", "On Hold", "Cancelled"];
const poSorts = ["PODate", "PONumber", "CustomerId", "Status"];
const woSorts = ["DueDate", "WONumber", "Status", "PartNumber"];

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export async function orderRequestSets(db: Kysely<Schema>, count: number): Promise<Record<string, string[]>> {
  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows;
  // The six busiest customers (the seed gives them a fifth of all POs) and a spread of the rest.
  const busy = await rows<{ customer_id: string }>(
    sql`select customer_id from purchase_order group by customer_id order by count(*) desc limit 6`,
  );
  const spread = await rows<{ customer_id: string }>(
    sql`select customer_id from customer order by md5(customer_id) limit 60`,
  );
  const customers = [...busy, ...spread].map((row) => row.customer_id);
  const poNumbers = (
    await rows<{ po_number: string }>(sql`select po_number from purchase_order order by md5(po_key::text) limit 100`)
  ).map((row) => row.po_number);
  const poKeys = (
    await rows<{ po_key: string }>(sql`select po_key::text from purchase_order order by md5(po_key::text) limit 100`)
  ).map((row) => row.po_key);
  const woNumbers = (
    await rows<{ wo: string }>(
      sql`select wo_number::text as wo from work_order order by md5(wo_number::text) limit 100`,
    )
  ).map((row) => row.wo);
  const partNumbers = (
    await rows<{ part_number: string }>(sql`select part_number from part order by md5(part_id::text) limit 100`)
  ).map((row) => row.part_number);
  const { rows: span } = await sql<{ first: string; last: string; due_first: string; due_last: string }>`select
      (select min(po_date)::text from purchase_order) as first, (select max(po_date)::text from purchase_order) as last,
      (select min(due_date)::text from work_order) as due_first, (select max(due_date)::text from work_order) as due_last`.execute(
    db,
  );
  const { first, last, due_first, due_last } = span[0]!;
  const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

  const at = <T>(list: readonly T[], n: number) => list[n % list.length]!;
  // Mostly the first pages people look at, every tenth request deeper in.
  const page = (n: number) => (n % 10 === 9 ? 15 + (n % 7) * 5 : 1 + (n % 10));
  const sortOf = (fields: readonly string[], n: number) =>
    `${Math.floor(n / fields.length) % 2 ? "-" : ""}${at(fields, n)}`;
  const range = Array.from({ length: count }, (_, n) => n);
  // A week, a month, a quarter or a year, anywhere in the data's span.
  const window = (from: string, to: string, n: number) => {
    const length = at([7, 31, 92, 365], n);
    const start = addDays(from, (n * 37) % Math.max(1, days(from, to) - length));
    return `${start}&to=${addDays(start, length)}`;
  };
  const poQ = (n: number) => {
    const number = at(poNumbers, n * 7);
    return [
      number.slice(0, 2 + (n % 5)),
      number,
      number.slice(-5),
      number.slice(-4 - (n % 3)),
      at(["zzq", "PO-ZZZ", "%%%", "a_b"], n),
    ][n % 5]!;
  };
  const woQ = (n: number) =>
    [
      at(woNumbers, n),
      at(woNumbers, n).slice(0, 3 + (n % 3)),
      at(partNumbers, n).slice(0, 2 + (n % 5)),
      at(partNumbers, n),
      at(["zzq", "999999999", "%%"], n),
    ][n % 5]!;

  const po = (query: string, n: number) =>
    `/purchase-orders?${query}${query ? "&" : ""}sort=${sortOf(poSorts, n)}&page=${page(n)}`;
  const wo = (query: string, n: number) =>
    `/work-orders?${query}${query ? "&" : ""}sort=${sortOf(woSorts, n)}&page=${page(n)}`;
  return {
    "PO list: no filter": range.map((n) => po("", n)),
    "PO list: status": range.map((n) =>
      po(`status=${seg(at(poStatuses, n))}${n % 4 === 3 ? `&customerId=${at(customers, n)}` : ""}`, n),
    ),
    "PO list: customer": range.map((n) => po(`customerId=${at(customers, n)}`, n)),
    "PO list: date range": range.map((n) => po(`from=${window(first, last, n)}`, n)),
    "PO list: late": range.map((n) => po(`late=true${n % 3 === 2 ? `&customerId=${at(customers, n)}` : ""}`, n)),
    "PO list: q": range.map((n) => po(`q=${seg(poQ(n))}${n % 4 === 3 ? `&status=${seg(at(poStatuses, n))}` : ""}`, n)),
    "PO record": range.map((n) => `/purchase-orders/${at(poKeys, n)}`),
    "WO list: no filter": range.map((n) => wo("", n)),
    "WO list: status": range.map((n) =>
      wo(`status=${seg(at(woStatuses, n))}${n % 4 === 3 ? `&customerId=${at(customers, n)}` : ""}`, n),
    ),
    "WO list: customer": range.map((n) => wo(`customerId=${at(customers, n)}`, n)),
    "WO list: due range": range.map((n) =>
      wo(`dueFrom=${window(due_first, due_last, n).replace("&to=", "&dueTo=")}`, n),
    ),
    "WO list: late": range.map((n) => wo(`late=true${n % 3 === 2 ? `&customerId=${at(customers, n)}` : ""}`, n)),
    "WO list: q": range.map((n) => wo(`q=${seg(woQ(n))}`, n)),
    "WO record": range.map((n) => `/work-orders/${at(woNumbers, n)}`),
  };
}
