import type { z } from "zod/mini";
import type { PackingSlip, PackingSlipHeaderInput } from "../../api/packing-slips/types";
import { formRules } from "../../shared/forms/form-rules";
import { textOf, type FormValues } from "../../shared/forms/form-values";
import type { packingSlipHeaderSchema } from "./packing-slip-form-rules";

export type PackingSlipHeaderFormValues = FormValues<z.input<typeof packingSlipHeaderSchema>>;
export type PackingSlipHeaderFormOutput = z.output<typeof packingSlipHeaderSchema>;

export const packingSlipHeaderRules = formRules(() =>
  import("./packing-slip-form-rules").then((rules) => rules.packingSlipHeaderSchema),
);

export const packingSlipFieldLabels: Record<keyof PackingSlipHeaderFormValues, string> = {
  ShipDate: "Ship date",
  Carrier: "Carrier",
  TrackingNumber: "Tracking number",
  Boxes: "Boxes",
  Weight: "Weight (lb)",
};

export const packingSlipFields = Object.keys(packingSlipFieldLabels) as (keyof PackingSlipHeaderFormValues)[];

export function toPackingSlipHeaderValues(
  slip: Pick<PackingSlip, keyof PackingSlipHeaderFormValues>,
): PackingSlipHeaderFormValues {
  return {
    ShipDate: slip.ShipDate,
    Carrier: textOf(slip.Carrier),
    TrackingNumber: textOf(slip.TrackingNumber),
    Boxes: slip.Boxes === null ? "" : String(slip.Boxes),
    Weight: textOf(slip.Weight),
  };
}

/** The API body: blank fields are null, so a cleared field clears the slip's value. */
export function toPackingSlipHeaderInput({
  ShipDate,
  Carrier,
  TrackingNumber,
  Boxes,
  Weight,
}: PackingSlipHeaderFormOutput): PackingSlipHeaderInput {
  return { ShipDate, Carrier, TrackingNumber, Boxes, Weight };
}
