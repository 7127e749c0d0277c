import type { z } from "zod/mini";
import type { Customer } from "../../api/customers/types";
import { formRules } from "../../shared/forms/form-rules";
import { formValuesOf, type FormValues } from "../../shared/forms/form-values";
import type { customerSchema, newCustomerDialogSchema, newCustomerSchema } from "./customer-form-rules";

export type CustomerFormValues = FormValues<z.input<typeof customerSchema>>;
export type CustomerFormOutput = z.output<typeof customerSchema>;
export type NewCustomerFormValues = FormValues<z.input<typeof newCustomerSchema>>;
export type NewCustomerDialogValues = FormValues<z.input<typeof newCustomerDialogSchema>>;

export const customerRules = formRules(() => import("./customer-form-rules").then((rules) => rules.customerSchema));
export const newCustomerDialogRules = formRules(() =>
  import("./customer-form-rules").then((rules) => rules.newCustomerDialogSchema),
);

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
  return formValuesOf<CustomerFormValues>(customer, customerFields);
}

const shippingFields = [
  "ShippingAddress1",
  "ShippingAddress2",
  "ShippingCity",
  "ShippingRegion",
  "ShippingPostalCode",
  "ShippingCountry",
] as const satisfies readonly (keyof CustomerFormOutput)[];

/** The API body from the checked form; with "same as billing" the shipping fields are sent empty. */
export function toCustomerInput(values: CustomerFormOutput): CustomerFormOutput {
  if (!values.ShippingSameAsBilling) return values;
  return { ...values, ...Object.fromEntries(shippingFields.map((field) => [field, null])) };
}

/** Reads a 409's `current` as a customer. */
export function readCustomer(current: unknown): Customer | undefined {
  const record = current as Partial<Customer> | undefined;
  return record && typeof record.CustomerId === "string" && typeof record.Version === "number"
    ? (record as Customer)
    : undefined;
}
