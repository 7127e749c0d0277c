import { z } from "zod/mini";
import type { NewPurchaseOrderInput } from "../../api/purchase-orders/types";
import { lineSchema, toLineInput } from "./line-schema";
import type { FormValues } from "../../shared/forms/rules";
import { poHeaderSchema } from "./po-header-schema";
import { todayIso } from "../../shared/forms/dates";

/** "New PO": the customer, the header and any number of lines. */
export const newPurchaseOrderSchema = z.extend(poHeaderSchema, {
  CustomerId: z.string().check(z.trim(), z.minLength(1, "Choose a customer from the list.")),
  Lines: z.array(lineSchema),
});

export type NewPOFormValues = FormValues<z.input<typeof newPurchaseOrderSchema>>;
export type NewPOFormOutput = z.output<typeof newPurchaseOrderSchema>;

export function emptyNewPurchaseOrder(today = todayIso()): NewPOFormValues {
  return {
    CustomerId: "",
    PONumber: "",
    PODate: today,
    ShipToName: "",
    ShipToAddress1: "",
    ShipToAddress2: "",
    ShipToCity: "",
    ShipToRegion: "",
    ShipToPostalCode: "",
    ShipToCountry: "",
    Terms: "",
    Notes: "",
    Lines: [],
  };
}

export function toNewPurchaseOrderInput(values: NewPOFormOutput): NewPurchaseOrderInput {
  return { ...values, Lines: values.Lines.map(toLineInput) };
}
