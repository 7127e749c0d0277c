import type { z } from "zod/mini";
import type { NewPurchaseOrderInput } from "../../api/purchase-orders/types";
import { todayIso } from "../../shared/forms/dates";
import { formRules } from "../../shared/forms/form-rules";
import type { FormValues } from "../../shared/forms/form-values";
import { toLineInput } from "./line-schema";
import type { newPurchaseOrderSchema } from "./purchase-order-form-rules";

export type NewPOFormValues = FormValues<z.input<typeof newPurchaseOrderSchema>>;
export type NewPOFormOutput = z.output<typeof newPurchaseOrderSchema>;

export const newPurchaseOrderRules = formRules(() =>
  import("./purchase-order-form-rules").then((rules) => rules.newPurchaseOrderSchema),
);

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
