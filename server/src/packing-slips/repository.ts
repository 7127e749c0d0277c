import { type Kysely, sql } from "kysely";
import type { Principal } from "../auth/verify-token.js";
import type { Schema } from "../db/schema.js";
import { ConflictError, DomainError } from "../errors.js";
import type { PackingSlip, PackingSlipChanges, PackingSlipInput } from "@shopdesk/contract";
import { rethrowConstraint } from "../db/constraint-errors.js";
import { definedOnly, recordChange, updateVersioned } from "../history/index.js";
import { mustReadPackingSlip, packingSlipNotFound, slipKey } from "./rows.js";
import { afterLinesChanged, checkNotClosed, lockPurchaseOrder, throwProblems } from "../purchase-orders/index.js";
import { nextVersion } from "../db/next-version.js";

/** Packing slips: shipping against a PO, and changing a slip's header. */

const slipConstraints = {
  packing_slip_boxes_check: { kind: "invalid", field: "Boxes", message: "Enter a whole number of boxes, 1 or more." },
  packing_slip_weight_check: { kind: "invalid", field: "Weight", message: "Must be 0 or more." },
} as const;

/** The CHECK shipped_quantity ≤ quantity: the last guard when two shipments race past the checks. */
const OVER_SHIPPED = "po_line_shipped_quantity_check";

/**
 * POST /purchase-orders/{poKey}/packing-slips. Locks the PO, then its shipped lines in
 * line-number order, so concurrent slips for the same PO take turns and each sees what the
 * one before it shipped; more than is open answers 409 naming what is left. The slip, the
 * shipped quantities (the slip-line trigger) and the PO status change in this one transaction.
 */
export async function createPackingSlip(
  db: Kysely<Schema>,
  who: Principal,
  poKey: string,
  input: PackingSlipInput,
): Promise<PackingSlip> {
  try {
    return await db.transaction().execute(async (trx) => {
      const po = await lockPurchaseOrder(trx, poKey);
      checkNotClosed(po, "it takes no more shipments");
      const lines = await trx
        .selectFrom("po_line")
        .select(["po_line_id", "line_number", "quantity", "shipped_quantity"])
        .where("po_key", "=", poKey)
        .where(
          "line_number",
          "in",
          input.Lines.map((line) => line.LineNumber),
        )
        .orderBy("line_number")
        .forUpdate()
        .execute();
      const byNumber = new Map(lines.map((line) => [line.line_number, line]));
      const woNumbers = input.Lines.flatMap((line) => (line.WONumber ? [line.WONumber] : []));
      const wos =
        woNumbers.length === 0
          ? []
          : await trx
              .selectFrom("work_order")
              .select(["wo_number", "po_line_id"])
              .where("wo_number", "in", woNumbers)
              .execute();
      const woLine = new Map(wos.map((wo) => [wo.wo_number, wo.po_line_id]));

      const problems: Record<string, string> = {};
      input.Lines.forEach((line, index) => {
        const poLine = byNumber.get(line.LineNumber);
        if (!poLine) problems[`Lines.${index}.LineNumber`] = `PO ${po.po_number} has no line ${line.LineNumber}.`;
        else if (line.WONumber && woLine.get(line.WONumber) !== poLine.po_line_id) {
          problems[`Lines.${index}.WONumber`] = `WO ${line.WONumber} is not made for line ${line.LineNumber}.`;
        }
      });
      throwProblems(problems);
      const over: Record<string, string> = {};
      input.Lines.forEach((line, index) => {
        const poLine = byNumber.get(line.LineNumber)!;
        const open = poLine.quantity - poLine.shipped_quantity;
        if (line.Quantity > open) {
          over[`Lines.${index}.Quantity`] =
            open === 0
              ? `Line ${line.LineNumber} is fully shipped: nothing is open.`
              : `Only ${open} still open on line ${line.LineNumber}.`;
        }
      });
      if (Object.keys(over).length > 0) throw new ConflictError("A line would ship more than is still open.", over);

      const { rows } = await sql<{ n: number }>`select coalesce(max(pslip_number), 0)::int + 1 as n
        from packing_slip where po_key = ${poKey}`.execute(trx);
      const pslipNumber = rows[0]!.n;
      const slip = await trx
        .insertInto("packing_slip")
        .values({
          po_key: poKey,
          pslip_number: pslipNumber,
          ship_date: input.ShipDate ?? sql<string>`current_date`,
          carrier: input.Carrier ?? null,
          tracking_number: input.TrackingNumber ?? null,
          boxes: input.Boxes ?? null,
          weight: input.Weight ?? null,
          created_by: who.subject,
        })
        .returning("packing_slip_id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("packing_slip_line")
        .values(
          input.Lines.map((line) => ({
            packing_slip_id: slip.packing_slip_id,
            po_key: poKey,
            po_line_id: byNumber.get(line.LineNumber)!.po_line_id,
            quantity: line.Quantity,
            wo_number: line.WONumber,
          })),
        )
        .execute();
      await recordChange(trx, who, "packing_slip", slipKey(poKey, pslipNumber), "create");
      await afterLinesChanged(trx, who, po, { touch: false });
      return mustReadPackingSlip(trx, poKey, pslipNumber);
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if ((error as { constraint?: string }).constraint === OVER_SHIPPED) {
      throw new ConflictError(
        "Someone else shipped this line at the same moment: less is open now. Reload the PO and try again.",
      );
    }
    rethrowConstraint(error, slipConstraints);
  }
}

const slipHeader = (slip: PackingSlip) => ({
  ShipDate: slip.ShipDate,
  Carrier: slip.Carrier,
  TrackingNumber: slip.TrackingNumber,
  Boxes: slip.Boxes,
  Weight: slip.Weight,
});

/** PUT /purchase-orders/{poKey}/packing-slips/{n}: row lock, Version check, header update, history. */
export async function updatePackingSlip(
  db: Kysely<Schema>,
  who: Principal,
  poKey: string,
  pslipNumber: number,
  { Version, ...changes }: PackingSlipChanges,
): Promise<PackingSlip> {
  try {
    return await db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom("packing_slip")
        .select(["packing_slip_id", "version"])
        .where("po_key", "=", poKey)
        .where("pslip_number", "=", pslipNumber)
        .forUpdate()
        .executeTakeFirst();
      const before = locked && (await mustReadPackingSlip(trx, poKey, pslipNumber));
      return updateVersioned(trx, who, Version, {
        what: `packing slip ${pslipNumber} of PO ${before?.PONumber ?? poKey}`,
        lock: async () => locked && before && { version: locked.version, record: before },
        notFound: () => packingSlipNotFound(poKey, pslipNumber),
        write: async (current) => {
          const merged = { ...slipHeader(current), ...definedOnly(changes) };
          await trx
            .updateTable("packing_slip")
            .set({
              ship_date: merged.ShipDate,
              carrier: merged.Carrier,
              tracking_number: merged.TrackingNumber,
              boxes: merged.Boxes,
              weight: merged.Weight,
              ...nextVersion,
            })
            .where("packing_slip_id", "=", locked!.packing_slip_id)
            .execute();
          return mustReadPackingSlip(trx, poKey, pslipNumber);
        },
        history: { entity: "packing_slip", key: () => slipKey(poKey, pslipNumber), fields: slipHeader, ignore: [] },
      });
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    rethrowConstraint(error, slipConstraints);
  }
}
