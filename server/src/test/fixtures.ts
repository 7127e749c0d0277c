import type { Kysely } from "kysely";
import type { Schema } from "../db/schema.js";

/** Small builders for tests that need a few specific rows rather than the seed's. */
export function fixtures(db: Kysely<Schema>) {
  let partCounter = 0;
  return {
    async customer(customerId: string, name = `${customerId} Industries`): Promise<string> {
      await db.insertInto("customer").values({ customer_id: customerId, name }).execute();
      return customerId;
    },

    async part(customerId: string, partNumber = `T-${++partCounter}`, revision = "A"): Promise<string> {
      const row = await db
        .insertInto("part")
        .values({ part_number: partNumber, revision, description: "Test part", customer_id: customerId })
        .returning("part_id")
        .executeTakeFirstOrThrow();
      return row.part_id;
    },

    async po(customerId: string, poNumber: string, poDate = "2026-03-02"): Promise<string> {
      const row = await db
        .insertInto("purchase_order")
        .values({ customer_id: customerId, po_number: poNumber, po_date: poDate, terms: "Net 30" })
        .returning("po_key")
        .executeTakeFirstOrThrow();
      return row.po_key;
    },

    async line(poKey: string, partId: string, quantity = 10, lineNumber?: number): Promise<string> {
      const next =
        lineNumber ??
        Number(
          (
            await db
              .selectFrom("po_line")
              .select((eb) => eb.fn.countAll<string>().as("n"))
              .where("po_key", "=", poKey)
              .executeTakeFirstOrThrow()
          ).n,
        ) + 1;
      const row = await db
        .insertInto("po_line")
        .values({
          po_key: poKey,
          line_number: next,
          part_id: partId,
          quantity,
          unit_price: "12.5000",
          due_date: "2026-04-01",
        })
        .returning("po_line_id")
        .executeTakeFirstOrThrow();
      return row.po_line_id;
    },

    async wo(partId: string, poLineId: string | null = null, quantity = 10): Promise<string> {
      const row = await db
        .insertInto("work_order")
        .values({ part_id: partId, po_line_id: poLineId, quantity, due_date: "2026-03-25" })
        .returning("wo_number")
        .executeTakeFirstOrThrow();
      return row.wo_number;
    },

    async slip(poKey: string, pslipNumber = 1): Promise<string> {
      const row = await db
        .insertInto("packing_slip")
        .values({ po_key: poKey, pslip_number: pslipNumber, ship_date: "2026-03-20", created_by: "dana" })
        .returning("packing_slip_id")
        .executeTakeFirstOrThrow();
      return row.packing_slip_id;
    },

    async ship(slipId: string, poKey: string, poLineId: string, quantity: number, woNumber: string | null = null) {
      await db
        .insertInto("packing_slip_line")
        .values({ packing_slip_id: slipId, po_key: poKey, po_line_id: poLineId, quantity, wo_number: woNumber })
        .execute();
    },
  };
}

/** The SQLSTATE of a failed query (23505 unique, 23503 foreign key, 23514 check, 428C9 generated always). */
export async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}
