import { z } from "zod";
import { activeFilter, optionalDate, optionalEmail, optionalText, requiredText, version } from "./fields.js";
import { listQuery } from "./list-query.js";

/** Request and response shapes of /api/suppliers (docs/api.md). Only zod here, so the app can share the rules. */

export const approvalStatuses = ["Approved", "Conditional", "Not approved"] as const;

/** Any printable text (spaces, `&`, `/`, `.`, quotes, accents); no control characters. */
export const supplierName = requiredText(120, "Supplier name").refine((name) => !/\p{Cc}/u.test(name), {
  error: "Use letters, digits, spaces and punctuation only.",
});

const services = z
  .array(requiredText(40, "A service"), { error: "Services must be a list of names." })
  .max(20, { error: "At most 20 services." })
  // Listed once each, in the order given.
  .transform((list) => [...new Set(list)]);

const supplierFields = {
  SupplierName: supplierName,
  Services: services,
  ContactName: optionalText(120),
  Phone: optionalText(40),
  Email: optionalEmail,
  Address1: optionalText(200),
  Address2: optionalText(200),
  City: optionalText(100),
  Region: optionalText(100),
  PostalCode: optionalText(20),
  Country: optionalText(60),
  Notes: z.string({ error: "Must be text." }).max(4000, { error: "At most 4000 characters." }).nullish().transform((value) => value ?? ""),
  ApprovalStatus: z.enum(approvalStatuses, { error: "Choose Approved, Conditional or Not approved." }),
  CertificateExpires: optionalDate,
  Active: z.boolean({ error: "Must be true or false." }),
};

/** A new supplier's fields, with the defaults. */
export const supplierInput = z.object({
  ...supplierFields,
  Services: supplierFields.Services.default([]),
  ApprovalStatus: supplierFields.ApprovalStatus.default("Approved"),
  Active: supplierFields.Active.default(true),
});
export type SupplierInput = z.infer<typeof supplierInput>;

/** PUT /suppliers/{name}: fields left out keep their values; a new SupplierName renames. */
// Built from the fields without defaults: zod's partial() would still fill defaults in.
export const updateSupplierBody = z.object(supplierFields).partial().extend({ Version: version });
export type SupplierChanges = z.infer<typeof updateSupplierBody>;

/** Fastify has already URL-decoded the name. */
export const supplierParams = z.object({ supplierName: z.string().min(1) });

export const supplierSortFields = ["SupplierName", "ApprovalStatus", "CertificateExpires", "Active"] as const;
export type SupplierSortField = (typeof supplierSortFields)[number];
/** `approval` filters by status, or `Expired` for approvals whose certificate has lapsed. */
export const supplierListQuery = listQuery(supplierSortFields, "SupplierName").extend({
  active: activeFilter,
  approval: z
    .enum([...approvalStatuses, "Expired"], { error: "Use Approved, Conditional, Not approved or Expired." })
    .optional(),
});

const text = z.string().nullable();
export const supplierSchema = z.object({
  SupplierName: z.string(),
  Services: z.array(z.string()),
  ContactName: text,
  Phone: text,
  Email: text,
  Address1: text,
  Address2: text,
  City: text,
  Region: text,
  PostalCode: text,
  Country: text,
  Notes: z.string(),
  ApprovalStatus: z.enum(approvalStatuses),
  CertificateExpires: z.iso.date().nullable(),
  /** The certificate expiry date has passed (flag it wherever the supplier is picked). */
  IsApprovalExpired: z.boolean(),
  Active: z.boolean(),
  Version: z.number().int(),
  CreatedAt: z.iso.datetime(),
  UpdatedAt: z.iso.datetime(),
});
export type Supplier = Omit<z.infer<typeof supplierSchema>, "CreatedAt" | "UpdatedAt"> & { CreatedAt: Date; UpdatedAt: Date };

export const supplierSummarySchema = supplierSchema.pick({
  SupplierName: true,
  Services: true,
  ApprovalStatus: true,
  CertificateExpires: true,
  IsApprovalExpired: true,
  Active: true,
});
export type SupplierSummary = z.infer<typeof supplierSummarySchema>;
