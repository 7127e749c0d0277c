import { type Kysely, type Transaction, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import type { Part, PartInput, PricingInput } from "@shopdesk/contract";

/** A part revision with its customer's name, its successor's key and its breaks, in one query. */
export function partsRowQuery(db: Kysely<Schema>) {
  return db
    .selectFrom("part as p")
    .innerJoin("customer as c", "c.customer_id", "p.customer_id")
    .leftJoin("part as s", "s.part_id", "p.superseded_by")
    .selectAll("p")
    .select([
      "c.name as customer_name",
      "s.part_number as successor_number",
      "s.revision as successor_revision",
      // numeric(12,4)::text keeps the 4 decimals ("12.5000").
      sql<{ MinQuantity: number; UnitPrice: string }[]>`coalesce((
        select json_agg(json_build_object('MinQuantity', b.min_quantity, 'UnitPrice', b.unit_price::text) order by b.min_quantity)
        from part_price_break b where b.part_id = p.part_id), '[]')`.as("breaks"),
    ]);
}

type PartRow = NonNullable<Awaited<ReturnType<ReturnType<typeof partsRowQuery>["executeTakeFirst"]>>>;

export function toPart(row: PartRow): Part {
  return {
    PartNumber: row.part_number,
    Revision: row.revision,
    Description: row.description,
    CustomerId: row.customer_id,
    CustomerName: row.customer_name,
    Material: row.material,
    DrawingNumber: row.drawing_number,
    UnitOfMeasure: row.uom,
    Notes: row.notes,
    Active: row.active,
    IsSuperseded: row.superseded_by !== null,
    SupersededBy:
      row.successor_number !== null && row.successor_revision !== null
        ? { PartNumber: row.successor_number, Revision: row.successor_revision }
        : null,
    Pricing: {
      LotCharge: row.lot_charge,
      EffectiveDate: row.price_effective_date,
      QuoteReference: row.quote_reference,
      Breaks: row.breaks,
    },
    Version: row.version,
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
  };
}

/** The part columns an input sets (the key columns are set by the caller). */
export function partRow(input: PartInput) {
  return {
    description: input.Description,
    customer_id: input.CustomerId,
    material: input.Material,
    drawing_number: input.DrawingNumber,
    uom: input.UnitOfMeasure,
    notes: input.Notes,
    active: input.Active,
    lot_charge: input.Pricing.LotCharge,
    price_effective_date: input.Pricing.EffectiveDate,
    quote_reference: input.Pricing.QuoteReference,
  };
}

export async function insertBreaks(
  trx: Transaction<Schema>,
  partId: string,
  breaks: PricingInput["Breaks"],
): Promise<void> {
  if (breaks.length === 0) return;
  await trx
    .insertInto("part_price_break")
    .values(breaks.map((row) => ({ part_id: partId, min_quantity: row.MinQuantity, unit_price: row.UnitPrice })))
    .execute();
}
