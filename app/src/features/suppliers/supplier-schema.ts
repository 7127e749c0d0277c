import type { z } from "zod/mini";
import type { Supplier } from "../../api/suppliers/types";
import { formRules } from "../../shared/forms/form-rules";
import { formValuesOf, type FormValues } from "../../shared/forms/form-values";
import type { newSupplierDialogSchema, supplierSchema } from "./supplier-form-rules";

export type SupplierFormValues = FormValues<z.input<typeof supplierSchema>>;
export type SupplierFormOutput = z.output<typeof supplierSchema>;
export type NewSupplierDialogValues = FormValues<z.input<typeof newSupplierDialogSchema>>;

export const supplierRules = formRules(() => import("./supplier-form-rules").then((rules) => rules.supplierSchema));
export const newSupplierDialogRules = formRules(() =>
  import("./supplier-form-rules").then((rules) => rules.newSupplierDialogSchema),
);

export const supplierFieldLabels: Record<keyof SupplierFormValues, string> = {
  SupplierName: "Name",
  Services: "Services",
  ContactName: "Contact",
  Phone: "Phone",
  Email: "Email",
  Address1: "Address line 1",
  Address2: "Address line 2",
  City: "City",
  Region: "State / region",
  PostalCode: "Postal code",
  Country: "Country",
  Notes: "Notes",
  ApprovalStatus: "Approval",
  CertificateExpires: "Certificate expires",
  Active: "Active",
};

export const supplierFields = Object.keys(supplierFieldLabels) as (keyof SupplierFormValues)[];

export const emptySupplierValues: SupplierFormValues = {
  SupplierName: "",
  Services: "",
  ContactName: "",
  Phone: "",
  Email: "",
  Address1: "",
  Address2: "",
  City: "",
  Region: "",
  PostalCode: "",
  Country: "",
  Notes: "",
  ApprovalStatus: "Approved",
  CertificateExpires: "",
  Active: true,
};

export function toSupplierFormValues(supplier: Supplier): SupplierFormValues {
  return { ...formValuesOf<SupplierFormValues>(supplier, supplierFields), Services: supplier.Services.join(", ") };
}

export function readSupplier(current: unknown): Supplier | undefined {
  const record = current as Partial<Supplier> | undefined;
  return record && typeof record.SupplierName === "string" && typeof record.Version === "number"
    ? (record as Supplier)
    : undefined;
}
