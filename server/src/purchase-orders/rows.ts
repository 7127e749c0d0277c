import { type Kysely, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import type { HistoryEntity, PackingSlipSummary, PurchaseOrder, PurchaseOrderLine } from "@shopdesk/contract";
import { NotFoundError } from "../errors.js";
import { OPEN_PO_STATUSES, lineAmount, poAmount, poIsLate } from "../orders/order-sql.js";

/** Reading a whole PO as the API answers it: header, lines with their WOs, packing slips. */

export function purchaseOrderNotFound(poKey: string): NotFoundError {
  return new NotFoundError(`There is no PO with key ${poKey}.`);
}

function linesQuery(db: Kysely<Schema>, poKey: string) {
  return db
    .selectFrom("po_line as l")
    .innerJoin("part as p", "p.part_id", "l.part_id")
    .innerJoin("purchase_order as po", "po.po_key", "l.po_key")
    .select([
      "l.line_number",
      "p.part_number",
      "p.revision",
      "p.description",
      "p.uom",
      "l.quantity",
      "l.unit_price",
      "l.due_date",
      lineAmount(sql`l.quantity`, sql`l.unit_price`)
        .$castTo<string>()
        .as("amount"),
      "l.shipped_quantity",
      sql<boolean>`(l.shipped_quantity < l.quantity and l.due_date < current_date and po.status in ${OPEN_PO_STATUSES})`.as(
        "is_late",
      ),
      sql<PurchaseOrderLine["WorkOrders"]>`coalesce((
        select json_agg(json_build_object('WONumber', w.wo_number::text, 'Status', w.status, 'Quantity', w.quantity,
          'DueDate', w.due_date) order by w.wo_number)
        from work_order w where w.po_line_id = l.po_line_id), '[]')`.as("work_orders"),
      "l.version",
    ])
    .where("l.po_key", "=", poKey)
    .orderBy("l.line_number");
}

type LineRow = Awaited<ReturnType<ReturnType<typeof linesQuery>["execute"]>>[number];

function toLine(row: LineRow): PurchaseOrderLine {
  return {
    LineNumber: row.line_number,
    PartNumber: row.part_number,
    Revision: row.revision,
    Description: row.description,
    UnitOfMeasure: row.uom,
    Quantity: row.quantity,
    UnitPrice: row.unit_price,
    DueDate: row.due_date,
    // round(…, 2) keeps two decimals, but the driver hands numeric over as text already.
    Amount: String(row.amount),
    ShippedQuantity: row.shipped_quantity,
    OpenQuantity: row.quantity - row.shipped_quantity,
    IsLate: row.is_late,
    WorkOrders: row.work_orders,
    Version: row.version,
  };
}

export async function readLine(
  db: Kysely<Schema>,
  poKey: string,
  lineNumber: number,
): Promise<PurchaseOrderLine | undefined> {
  const row = await linesQuery(db, poKey).where("l.line_number", "=", lineNumber).executeTakeFirst();
  return row && toLine(row);
}

/** A slip's Amount: its lines' shipped quantity × the PO line's unit price, each rounded to the cent. */
export const slipAmount = (slipId: ReturnType<typeof sql.ref>) =>
  sql<string>`(select round(coalesce(sum(${lineAmount(sql`sl.quantity`, sql`l.unit_price`)}), 0), 2)::text
    from packing_slip_line sl join po_line l on l.po_line_id = sl.po_line_id where sl.packing_slip_id = ${slipId})`;

async function readSlipSummaries(db: Kysely<Schema>, poKey: string): Promise<PackingSlipSummary[]> {
  const rows = await db
    .selectFrom("packing_slip as s")
    .select([
      "s.pslip_number",
      "s.ship_date",
      "s.carrier",
      "s.tracking_number",
      "s.boxes",
      "s.weight",
      slipAmount(sql.ref("s.packing_slip_id")).as("amount"),
      sql<number>`(select count(distinct sl.po_line_id)::int from packing_slip_line sl where sl.packing_slip_id = s.packing_slip_id)`.as(
        "line_count",
      ),
    ])
    .where("s.po_key", "=", poKey)
    .orderBy("s.pslip_number")
    .execute();
  return rows.map((row) => ({
    PSlipNumber: row.pslip_number,
    ShipDate: row.ship_date,
    Carrier: row.carrier,
    TrackingNumber: row.tracking_number,
    Boxes: row.boxes,
    Weight: row.weight,
    Amount: row.amount,
    LineCount: row.line_count,
  }));
}

/** The PO as GET /purchase-orders/{poKey} answers it; undefined when there is none. */
export async function readPurchaseOrder(db: Kysely<Schema>, poKey: string): Promise<PurchaseOrder | undefined> {
  const header = await db
    .selectFrom("purchase_order as po")
    .innerJoin("customer as c", "c.customer_id", "po.customer_id")
    .selectAll("po")
    .select(["c.name as customer_name", poAmount(sql.ref("po.po_key")).as("amount"), poIsLate("po").as("is_late")])
    .where("po.po_key", "=", poKey)
    .executeTakeFirst();
  if (!header) return undefined;
  const lines = await linesQuery(db, poKey).execute();
  const slips = await readSlipSummaries(db, poKey);
  return {
    POKey: Number(header.po_key),
    CustomerId: header.customer_id,
    CustomerName: header.customer_name,
    PONumber: header.po_number,
    PODate: header.po_date,
    ShipToName: header.ship_to_name,
    ShipToAddress1: header.ship_to_address1,
    ShipToAddress2: header.ship_to_address2,
    ShipToCity: header.ship_to_city,
    ShipToRegion: header.ship_to_region,
    ShipToPostalCode: header.ship_to_postal_code,
    ShipToCountry: header.ship_to_country,
    Terms: header.terms,
    Notes: header.notes,
    Status: header.status,
    Amount: header.amount,
    IsLate: header.is_late,
    Lines: lines.map(toLine),
    PackingSlips: slips,
    Version: header.version,
    CreatedAt: header.created_at,
    UpdatedAt: header.updated_at,
  };
}

/** As readPurchaseOrder, for a PO that must exist (inside the transaction that changed it). */
export async function mustReadPurchaseOrder(db: Kysely<Schema>, poKey: string): Promise<PurchaseOrder> {
  const found = await readPurchaseOrder(db, poKey);
  if (!found) throw purchaseOrderNotFound(poKey);
  return found;
}

/**
 * The records a PO's history holds: the PO, every line number it ever had (removed lines
 * included) and every packing slip. Undefined when there is no such PO.
 */
export async function purchaseOrderHistoryRecords(
  db: Kysely<Schema>,
  poKey: string,
): Promise<[HistoryEntity, string[]][] | undefined> {
  const { rows } = await sql<{ lines: number; slips: number }>`select
      greatest(po.last_line_number, (select coalesce(max(line_number), 0) from po_line where po_key = po.po_key))::int as lines,
      (select coalesce(max(pslip_number), 0) from packing_slip where po_key = po.po_key)::int as slips
    from purchase_order po where po.po_key = ${poKey}`.execute(db);
  if (!rows[0]) return undefined;
  const numbered = (count: number) => Array.from({ length: count }, (_, index) => `${poKey}/${index + 1}`);
  return [
    ["purchase_order", [poKey]],
    ["po_line", numbered(rows[0].lines)],
    ["packing_slip", numbered(rows[0].slips)],
  ];
}
