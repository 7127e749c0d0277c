import { z } from "zod";
import type { Customer, CustomerInput } from "../../api/customers/types";
import { nullIfEmpty, optionalEmail, optionalText, requiredText, textOf } from "../forms/rules";

/** Customer codes: 2–12 of A–Z, 0–9 and "-"; typed in any case, kept in upper case. */
export const customerIdRule = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{2,12}$/, "2 to 12 letters, digits or dashes, e.g. ACME.");

/** The customer form's rules, mirroring the server's (docs/data-model.md, customer). */
export const customerSchema = z.object({
  Name: requiredText(200, "Name"),
  BillingAddress1: optionalText(200),
  BillingAddress2: optionalText(200),
  BillingCity: optionalText(100),
  BillingRegion: optionalText(100),
  BillingPostalCode: optionalText(20),
  BillingCountry: optionalText(60),
  ShippingSameAsBilling: z.boolean(),
  ShippingAddress1: optionalText(200),
  ShippingAddress2: optionalText(200),
  ShippingCity: optionalText(100),
  ShippingRegion: optionalText(100),
  ShippingPostalCode: optionalText(20),
  ShippingCountry: optionalText(60),
  ContactName: optionalText(120),
  Phone: optionalText(40),
  Email: optionalEmail,
  PaymentTerms: requiredText(40, "Payment terms"),
  Notes: optionalText(4000),
  Active: z.boolean(),
});

export const newCustomerSchema = customerSchema.extend({ CustomerId: customerIdRule });

export type CustomerFormValues = z.input<typeof customerSchema>;
export type CustomerFormOutput = z.output<typeof customerSchema>;
export type NewCustomerFormValues = z.input<typeof newCustomerSchema>;

export const customerFieldLabels: Record<keyof CustomerFormValues, string> = {
  Name: "Name",
  BillingAddress1: "Billing address line 1",
  BillingAddress2: "Billing address line 2",
  BillingCity: "Billing city",
  BillingRegion: "Billing state / region",
  BillingPostalCode: "Billing postal code",
  BillingCountry: "Billing country",
  ShippingSameAsBilling: "Ship to the billing address",
  ShippingAddress1: "Shipping address line 1",
  ShippingAddress2: "Shipping address line 2",
  ShippingCity: "Shipping city",
  ShippingRegion: "Shipping state / region",
  ShippingPostalCode: "Shipping postal code",
  ShippingCountry: "Shipping country",
  ContactName: "Contact",
  Phone: "Phone",
  Email: "Email",
  PaymentTerms: "Payment terms",
  Notes: "Notes",
  Active: "Active",
};

export const customerFields = Object.keys(customerFieldLabels) as (keyof CustomerFormValues)[];

export const emptyCustomerValues: NewCustomerFormValues = {
  CustomerId: "",
  ...Object.fromEntries(customerFields.map((field) => [field, ""])),
  ShippingSameAsBilling: true,
  PaymentTerms: "Net 30",
  Active: true,
} as NewCustomerFormValues;

export function toCustomerFormValues(customer: Customer): CustomerFormValues {
  return {
    Name: customer.Name,
    BillingAddress1: textOf(customer.BillingAddress1),
    BillingAddress2: textOf(customer.BillingAddress2),
    BillingCity: textOf(customer.BillingCity),
    BillingRegion: textOf(customer.BillingRegion),
    BillingPostalCode: textOf(customer.BillingPostalCode),
    BillingCountry: textOf(customer.BillingCountry),
    ShippingSameAsBilling: customer.ShippingSameAsBilling,
    ShippingAddress1: textOf(customer.ShippingAddress1),
    ShippingAddress2: textOf(customer.ShippingAddress2),
    ShippingCity: textOf(customer.ShippingCity),
    ShippingRegion: textOf(customer.ShippingRegion),
    ShippingPostalCode: textOf(customer.ShippingPostalCode),
    ShippingCountry: textOf(customer.ShippingCountry),
    ContactName: textOf(customer.ContactName),
    Phone: textOf(customer.Phone),
    Email: textOf(customer.Email),
    PaymentTerms: customer.PaymentTerms,
    Notes: customer.Notes,
    Active: customer.Active,
  };
}

/** The API body from the checked form; with "same as billing" the shipping fields are sent empty. */
export function toCustomerInput(values: CustomerFormOutput): CustomerInput {
  const same = values.ShippingSameAsBilling;
  const shipping = (value: string) => (same ? null : nullIfEmpty(value));
  return {
    Name: values.Name,
    BillingAddress1: nullIfEmpty(values.BillingAddress1),
    BillingAddress2: nullIfEmpty(values.BillingAddress2),
    BillingCity: nullIfEmpty(values.BillingCity),
    BillingRegion: nullIfEmpty(values.BillingRegion),
    BillingPostalCode: nullIfEmpty(values.BillingPostalCode),
    BillingCountry: nullIfEmpty(values.BillingCountry),
    ShippingSameAsBilling: same,
    ShippingAddress1: shipping(values.ShippingAddress1),
    ShippingAddress2: shipping(values.ShippingAddress2),
    ShippingCity: shipping(values.ShippingCity),
    ShippingRegion: shipping(values.ShippingRegion),
    ShippingPostalCode: shipping(values.ShippingPostalCode),
    ShippingCountry: shipping(values.ShippingCountry),
    ContactName: nullIfEmpty(values.ContactName),
    Phone: nullIfEmpty(values.Phone),
    Email: nullIfEmpty(values.Email),
    PaymentTerms: values.PaymentTerms,
    Notes: values.Notes,
    Active: values.Active,
  };
}

/** Reads a 409's `current` as a customer. */
export function readCustomer(current: unknown): Customer | undefined {
  const record = current as Partial<Customer> | undefined;
  return record && typeof record.CustomerId === "string" && typeof record.Version === "number" ? (record as Customer) : undefined;
}

/** The customer's screen. */
export function customerLink(customerId: string): string {
  return `/customer/${encodeURIComponent(customerId)}`;
}
