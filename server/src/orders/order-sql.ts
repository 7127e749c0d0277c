import { type RawBuilder, sql } from "kysely";

/**
 * SQL shared by the PO, WO and packing-slip queries. Money stays `numeric` from the column to
 * the wire: `::text` of a `numeric` keeps its exact digits ("1.00", "12.5000").
 */

/** PO statuses whose lines can still be late (and still ship). */
export const OPEN_PO_STATUSES = sql.raw(`('Open', 'Partially Shipped')`);
/** WO statuses of work not yet finished ("late" when due before today). */
export const ACTIVE_WO_STATUSES = sql.raw(`('Open', 'Released', 'In Progress', 'On Hold')`);

/** A line's (or slip line's) Amount: quantity × unit price rounded to the cent. */
export const lineAmount = (quantity: RawBuilder<unknown>, unitPrice: RawBuilder<unknown>) =>
  sql`round(${quantity} * ${unitPrice}, 2)`;

/** The PO's Amount: the sum of its lines' rounded amounts, "0.00" without lines. */
export const poAmount = (poKey: RawBuilder<unknown>) =>
  sql<string>`(select round(coalesce(sum(${lineAmount(sql`l.quantity`, sql`l.unit_price`)}), 0), 2)::text
    from po_line l where l.po_key = ${poKey})`;

/**
 * IsLate of a PO: Open or Partially Shipped with a line still open and due before today.
 * `next_due_date` (the earliest due date of an open line) is kept by a po_line trigger
 * (migration 0008), so this reads the PO row alone; as a filter it is what the partial index
 * purchase_order_open_date_sort covers.
 */
export const poIsLate = (po: string) =>
  sql<boolean>`(${sql.ref(`${po}.status`)} in ${OPEN_PO_STATUSES} and ${sql.ref(`${po}.next_due_date`)} is not null
    and ${sql.ref(`${po}.next_due_date`)} < current_date)`;

/** IsLate of a WO: unfinished and due before today. */
export const woIsLate = (wo: string) =>
  sql<boolean>`(${sql.ref(`${wo}.status`)} in ${ACTIVE_WO_STATUSES} and ${sql.ref(`${wo}.due_date`)} < current_date)`;

/** A timestamptz as ISO-8601 UTC text inside JSON built by the database. */
export const isoTimestamp = (column: RawBuilder<unknown>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
