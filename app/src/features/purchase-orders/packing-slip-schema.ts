import { z } from "zod/mini";
import type { PackingSlip, PackingSlipHeaderInput } from "../../api/purchase-orders/types";
import { nullIfEmpty, optionalText, textOf } from "../forms/rules";
import { requiredDate } from "./line-schema";

/**
 * A packing slip's header as typed: the rules `server/src/routes/packing-slips.schemas.ts`
 * checks, with its messages. "Ship" and the slip's edit dialog share them.
 */
export const packingSlipHeaderShape = {
  ShipDate: requiredDate("Enter the ship date."),
  Carrier: optionalText(60),
  TrackingNumber: optionalText(80),
  Boxes: z.string().check(
    z.trim(),
    z.refine((text) => text === "" || (/^\d+$/.test(text) && Number(text) >= 1), "Enter a whole number of boxes, 1 or more."),
  ),
  Weight: z.string().check(
    z.trim(),
    z.refine((text) => text === "" || /^\d+(\.\d{1,2})?$/.test(text), "Enter the weight in pounds, e.g. 84.5 (at most 2 decimals)."),
  ),
};

/** The slip's edit dialog: its header only (the lines shipped never change). */
export const packingSlipHeaderSchema = z.object(packingSlipHeaderShape);

export type PackingSlipHeaderFormValues = z.input<typeof packingSlipHeaderSchema>;
export type PackingSlipHeaderFormOutput = z.output<typeof packingSlipHeaderSchema>;

export const packingSlipFieldLabels: Record<keyof PackingSlipHeaderFormValues, string> = {
  ShipDate: "Ship date",
  Carrier: "Carrier",
  TrackingNumber: "Tracking number",
  Boxes: "Boxes",
  Weight: "Weight (lb)",
};

export const packingSlipFields = Object.keys(packingSlipFieldLabels) as (keyof PackingSlipHeaderFormValues)[];

export function toPackingSlipHeaderValues(slip: Pick<PackingSlip, keyof PackingSlipHeaderFormValues>): PackingSlipHeaderFormValues {
  return {
    ShipDate: slip.ShipDate,
    Carrier: textOf(slip.Carrier),
    TrackingNumber: textOf(slip.TrackingNumber),
    Boxes: slip.Boxes === null ? "" : String(slip.Boxes),
    Weight: textOf(slip.Weight),
  };
}

/** The API body: empty boxes go out as `null`, so a cleared field clears the slip's value. */
export function toPackingSlipHeaderInput(values: PackingSlipHeaderFormOutput): PackingSlipHeaderInput {
  return {
    ShipDate: values.ShipDate,
    Carrier: nullIfEmpty(values.Carrier),
    TrackingNumber: nullIfEmpty(values.TrackingNumber),
    Boxes: values.Boxes === "" ? null : Number(values.Boxes),
    Weight: nullIfEmpty(values.Weight),
  };
}
