import { z } from "zod";
import type { Customer } from "../../api/customers/types";
import type { PurchaseOrder, PurchaseOrderHeaderInput } from "../../api/purchase-orders/types";
import { nullIfEmpty, optionalText, requiredText, textOf } from "../forms/rules";
import { requiredDate } from "./line-schema";

/** The PO header's rules, as the server checks them (docs/api.md, "Orders"). */
export const poHeaderSchema = z.object({
  PONumber: requiredText(40, "PO number"),
  PODate: requiredDate("Enter the PO date."),
  ShipToName: optionalText(200),
  ShipToAddress1: optionalText(200),
  ShipToAddress2: optionalText(200),
  ShipToCity: optionalText(100),
  ShipToRegion: optionalText(100),
  ShipToPostalCode: optionalText(20),
  ShipToCountry: optionalText(60),
  Terms: requiredText(40, "Terms"),
  Notes: optionalText(4000),
});

export type POHeaderFormValues = z.input<typeof poHeaderSchema>;
export type POHeaderFormOutput = z.output<typeof poHeaderSchema>;
export type ShipToFormValues = Pick<
  POHeaderFormValues,
  "ShipToName" | "ShipToAddress1" | "ShipToAddress2" | "ShipToCity" | "ShipToRegion" | "ShipToPostalCode" | "ShipToCountry"
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
  return {
    PONumber: po.PONumber,
    PODate: po.PODate,
    ShipToName: textOf(po.ShipToName),
    ShipToAddress1: textOf(po.ShipToAddress1),
    ShipToAddress2: textOf(po.ShipToAddress2),
    ShipToCity: textOf(po.ShipToCity),
    ShipToRegion: textOf(po.ShipToRegion),
    ShipToPostalCode: textOf(po.ShipToPostalCode),
    ShipToCountry: textOf(po.ShipToCountry),
    Terms: po.Terms,
    Notes: po.Notes ?? "",
  };
}

export function toPOHeaderInput(values: POHeaderFormOutput): PurchaseOrderHeaderInput {
  return {
    PONumber: values.PONumber,
    PODate: values.PODate,
    ShipToName: nullIfEmpty(values.ShipToName),
    ShipToAddress1: nullIfEmpty(values.ShipToAddress1),
    ShipToAddress2: nullIfEmpty(values.ShipToAddress2),
    ShipToCity: nullIfEmpty(values.ShipToCity),
    ShipToRegion: nullIfEmpty(values.ShipToRegion),
    ShipToPostalCode: nullIfEmpty(values.ShipToPostalCode),
    ShipToCountry: nullIfEmpty(values.ShipToCountry),
    Terms: values.Terms,
    Notes: values.Notes,
  };
}

/** Reads a 409's `current` as a PO. */
export function readPurchaseOrder(current: unknown): PurchaseOrder | undefined {
  const record = current as Partial<PurchaseOrder> | undefined;
  return record && typeof record.POKey === "number" && typeof record.Version === "number" ? (record as PurchaseOrder) : undefined;
}
