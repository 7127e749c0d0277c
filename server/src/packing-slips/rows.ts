import { type Kysely, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import { NotFoundError } from "../errors.js";
import type { PackingSlip } from "@shopdesk/contract";
import { lineAmount } from "../orders/order-sql.js";
import { slipAmount } from "../purchase-orders/index.js";

/** Reading a packing slip as its three print modes need it. */

export const slipKey = (poKey: string, pslipNumber: number) => `${poKey}/${pslipNumber}`;

export function packingSlipNotFound(poKey: string, pslipNumber: number | string): NotFoundError {
  return new NotFoundError(`PO ${poKey} has no packing slip ${pslipNumber}.`);
}

/** The slip with its PO's header and, per line, what it showed when it was made (ShippedBefore counts lower slip numbers only). */
export async function readPackingSlip(
  db: Kysely<Schema>,
  poKey: string,
  pslipNumber: number,
): Promise<PackingSlip | undefined> {
  const slip = await db
    .selectFrom("packing_slip as s")
    .innerJoin("purchase_order as po", "po.po_key", "s.po_key")
    .innerJoin("customer as c", "c.customer_id", "po.customer_id")
    .selectAll("s")
    .select([
      "po.customer_id",
      "c.name as customer_name",
      "po.po_number",
      "po.po_date",
      "po.terms",
      "po.ship_to_name",
      "po.ship_to_address1",
      "po.ship_to_address2",
      "po.ship_to_city",
      "po.ship_to_region",
      "po.ship_to_postal_code",
      "po.ship_to_country",
      slipAmount(sql.ref("s.packing_slip_id")).as("amount"),
    ])
    .where("s.po_key", "=", poKey)
    .where("s.pslip_number", "=", pslipNumber)
    .executeTakeFirst();
  if (!slip) return undefined;
  const lines = await db
    .selectFrom("packing_slip_line as sl")
    .innerJoin("po_line as l", "l.po_line_id", "sl.po_line_id")
    .innerJoin("part as p", "p.part_id", "l.part_id")
    .select([
      "l.line_number",
      "p.part_number",
      "p.revision",
      "p.description",
      "p.material",
      "p.uom",
      sql<string | null>`sl.wo_number::text`.as("wo_number"),
      "l.quantity as ordered",
      "sl.quantity as shipped_now",
      sql<number>`coalesce((select sum(earlier.quantity) from packing_slip_line earlier
        join packing_slip es on es.packing_slip_id = earlier.packing_slip_id
        where earlier.po_line_id = sl.po_line_id and es.pslip_number < ${pslipNumber}), 0)::int`.as("shipped_before"),
      "l.unit_price",
      lineAmount(sql`sl.quantity`, sql`l.unit_price`)
        .$castTo<string>()
        .as("amount"),
    ])
    .where("sl.packing_slip_id", "=", slip.packing_slip_id)
    .orderBy("l.line_number")
    .orderBy("sl.wo_number")
    .execute();
  return {
    POKey: Number(slip.po_key),
    PSlipNumber: slip.pslip_number,
    ShipDate: slip.ship_date,
    Carrier: slip.carrier,
    TrackingNumber: slip.tracking_number,
    Boxes: slip.boxes,
    Weight: slip.weight,
    CreatedBy: slip.created_by,
    CustomerId: slip.customer_id,
    CustomerName: slip.customer_name,
    PONumber: slip.po_number,
    PODate: slip.po_date,
    Terms: slip.terms,
    ShipToName: slip.ship_to_name,
    ShipToAddress1: slip.ship_to_address1,
    ShipToAddress2: slip.ship_to_address2,
    ShipToCity: slip.ship_to_city,
    ShipToRegion: slip.ship_to_region,
    ShipToPostalCode: slip.ship_to_postal_code,
    ShipToCountry: slip.ship_to_country,
    Amount: slip.amount,
    Lines: lines.map((line) => ({
      LineNumber: line.line_number,
      PartNumber: line.part_number,
      Revision: line.revision,
      Description: line.description,
      Material: line.material,
      UnitOfMeasure: line.uom,
      WONumber: line.wo_number,
      Ordered: line.ordered,
      ShippedNow: line.shipped_now,
      ShippedBefore: line.shipped_before,
      BackOrdered: line.ordered - line.shipped_before - line.shipped_now,
      UnitPrice: line.unit_price,
      Amount: String(line.amount),
    })),
    Version: slip.version,
    CreatedAt: slip.created_at,
  };
}

export async function mustReadPackingSlip(
  db: Kysely<Schema>,
  poKey: string,
  pslipNumber: number,
): Promise<PackingSlip> {
  const found = await readPackingSlip(db, poKey, pslipNumber);
  if (!found) throw packingSlipNotFound(poKey, pslipNumber);
  return found;
}
