import { z } from "zod";
import { approvalStatuses, type Supplier, type SupplierInput } from "../../api/suppliers/types";
import { nullIfEmpty, optionalDate, optionalEmail, optionalText, requiredText, textOf } from "../forms/rules";

/** Any printable text (spaces, `&`, `/`, `.`, quotes, accents); no control characters. */
export const supplierNameRule = requiredText(120, "Supplier name").refine((name) => !/\p{Cc}/u.test(name), {
  message: "Use letters, digits, spaces and punctuation only.",
});

/** Services are typed as one comma-separated line: "Anodize, Plating". */
export const servicesRule = z
  .string()
  .transform((text) => [...new Set(text.split(",").map((service) => service.trim()).filter(Boolean))])
  .pipe(z.array(z.string().max(40, "A service has at most 40 characters.")).max(20, "At most 20 services."));

/** The supplier form's rules (server/src/routes/suppliers.schemas.ts). */
export const supplierSchema = z.object({
  SupplierName: supplierNameRule,
  Services: servicesRule,
  ContactName: optionalText(120),
  Phone: optionalText(40),
  Email: optionalEmail,
  Address1: optionalText(200),
  Address2: optionalText(200),
  City: optionalText(100),
  Region: optionalText(100),
  PostalCode: optionalText(20),
  Country: optionalText(60),
  Notes: optionalText(4000),
  ApprovalStatus: z.enum(approvalStatuses, "Choose Approved, Conditional or Not approved."),
  CertificateExpires: optionalDate,
  Active: z.boolean(),
});

export type SupplierFormValues = z.input<typeof supplierSchema>;
export type SupplierFormOutput = z.output<typeof supplierSchema>;

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
  return {
    SupplierName: supplier.SupplierName,
    Services: supplier.Services.join(", "),
    ContactName: textOf(supplier.ContactName),
    Phone: textOf(supplier.Phone),
    Email: textOf(supplier.Email),
    Address1: textOf(supplier.Address1),
    Address2: textOf(supplier.Address2),
    City: textOf(supplier.City),
    Region: textOf(supplier.Region),
    PostalCode: textOf(supplier.PostalCode),
    Country: textOf(supplier.Country),
    Notes: supplier.Notes,
    ApprovalStatus: supplier.ApprovalStatus,
    CertificateExpires: textOf(supplier.CertificateExpires),
    Active: supplier.Active,
  };
}

export function toSupplierInput(values: SupplierFormOutput): SupplierInput {
  return {
    SupplierName: values.SupplierName,
    Services: values.Services,
    ContactName: nullIfEmpty(values.ContactName),
    Phone: nullIfEmpty(values.Phone),
    Email: nullIfEmpty(values.Email),
    Address1: nullIfEmpty(values.Address1),
    Address2: nullIfEmpty(values.Address2),
    City: nullIfEmpty(values.City),
    Region: nullIfEmpty(values.Region),
    PostalCode: nullIfEmpty(values.PostalCode),
    Country: nullIfEmpty(values.Country),
    Notes: values.Notes,
    ApprovalStatus: values.ApprovalStatus,
    CertificateExpires: nullIfEmpty(values.CertificateExpires),
    Active: values.Active,
  };
}

export function readSupplier(current: unknown): Supplier | undefined {
  const record = current as Partial<Supplier> | undefined;
  return record && typeof record.SupplierName === "string" && typeof record.Version === "number" ? (record as Supplier) : undefined;
}

/** `/supplier/{name}` with the name URL-encoded (it may hold `/`, `&`, `.`, quotes, accents). */
export function supplierLink(supplierName: string): string {
  return `/supplier/${encodeURIComponent(supplierName)}`;
}
