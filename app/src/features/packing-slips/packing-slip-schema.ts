import { packingSlipHeader } from "@shopdesk/contract";
import { z } from "zod/mini";
import type { PackingSlip, PackingSlipHeaderInput } from "../../api/packing-slips/types";
import { textOf, typedOptional, typedOptionalWholeNumber, type FormValues } from "../../shared/forms/rules";

const { ShipDate, Carrier, TrackingNumber, Boxes, Weight } = packingSlipHeader.shape;

/** A packing slip's header as typed: the contract's rules. "Ship" and the slip's edit dialog share them. */
export const packingSlipHeaderShape = {
  ShipDate,
  Carrier,
  TrackingNumber,
  Boxes: typedOptionalWholeNumber(Boxes),
  Weight: typedOptional(Weight),
};

/** The slip's edit dialog: its header only (the lines shipped never change). */
export const packingSlipHeaderSchema = z.object(packingSlipHeaderShape);

export type PackingSlipHeaderFormValues = FormValues<z.input<typeof packingSlipHeaderSchema>>;
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

/** The API body: blank fields are null, so a cleared field clears the slip's value. */
export function toPackingSlipHeaderInput({ ShipDate, Carrier, TrackingNumber, Boxes, Weight }: PackingSlipHeaderFormOutput): PackingSlipHeaderInput {
  return { ShipDate, Carrier, TrackingNumber, Boxes, Weight };
}
