import type { z } from "zod/mini";
import type { Customer } from "../../api/customers/types";
import type { PurchaseOrder } from "../../api/purchase-orders/types";
import { formRules } from "../../shared/forms/form-rules";
import { formValuesOf, textOf, type FormValues } from "../../shared/forms/form-values";
import type { poHeaderSchema } from "./purchase-order-form-rules";

export type POHeaderFormValues = FormValues<z.input<typeof poHeaderSchema>>;
export type POHeaderFormOutput = z.output<typeof poHeaderSchema>;

export const poHeaderRules = formRules(() =>
  import("./purchase-order-form-rules").then((rules) => rules.poHeaderSchema),
);
export type ShipToFormValues = Pick<
  POHeaderFormValues,
  | "ShipToName"
  | "ShipToAddress1"
  | "ShipToAddress2"
  | "ShipToCity"
  | "ShipToRegion"
  | "ShipToPostalCode"
  | "ShipToCountry"
>;

export const poHeaderFieldLabels: Record<keyof POHeaderFormValues, string> = {
  PONumber: "PO number",
  PODate: "PO date",
  ShipToName: "Ship-to name",
  ShipToAddress1: "Ship-to address line 1",
  ShipToAddress2: "Ship-to address line 2",
  ShipToCity: "Ship-to city",
  ShipToRegion: "Ship-to state / region",
  ShipToPostalCode: "Ship-to postal code",
  ShipToCountry: "Ship-to country",
  Terms: "Terms",
  Notes: "Notes",
};

export const poHeaderFields = Object.keys(poHeaderFieldLabels) as (keyof POHeaderFormValues)[];

/** Where the customer ships to: its shipping address, or billing when "same as billing". */
export function shipToFromCustomer(customer: Customer): ShipToFormValues & { Terms: string } {
  const same = customer.ShippingSameAsBilling;
  return {
    ShipToName: customer.Name,
    ShipToAddress1: textOf(same ? customer.BillingAddress1 : customer.ShippingAddress1),
    ShipToAddress2: textOf(same ? customer.BillingAddress2 : customer.ShippingAddress2),
    ShipToCity: textOf(same ? customer.BillingCity : customer.ShippingCity),
    ShipToRegion: textOf(same ? customer.BillingRegion : customer.ShippingRegion),
    ShipToPostalCode: textOf(same ? customer.BillingPostalCode : customer.ShippingPostalCode),
    ShipToCountry: textOf(same ? customer.BillingCountry : customer.ShippingCountry),
    Terms: customer.PaymentTerms,
  };
}

export function toPOHeaderFormValues(po: PurchaseOrder): POHeaderFormValues {
  return formValuesOf<POHeaderFormValues>(po, poHeaderFields);
}

/** Reads a 409's `current` as a PO. */
export function readPurchaseOrder(current: unknown): PurchaseOrder | undefined {
  const record = current as Partial<PurchaseOrder> | undefined;
  return record && typeof record.POKey === "number" && typeof record.Version === "number"
    ? (record as PurchaseOrder)
    : undefined;
}
