import { z } from "zod/mini";
import {
  activeFilter,
  dateText,
  longText,
  optionalDate,
  optionalEmail,
  optionalText,
  pathKey,
  recordStamps,
  requiredText,
  version,
} from "./fields.js";
import { latestCertificateSchema } from "./attachments.js";
import { supplierName } from "./keys.js";
import { listPage, listQuery } from "./list.js";
import { approvalFilters, approvalStatuses } from "./statuses.js";

/** Request and response shapes of /api/suppliers (docs/api.md). */

/** Any printable text (spaces, `&`, `/`, `.`, quotes, accents); no control characters. */

/** The services a supplier offers, by name. */
export const supplierServices = z.pipe(
  z
    .array(requiredText(40, "A service"), { error: "Services must be a list of names." })
    .check(z.maxLength(20, { error: "At most 20 services." })),
  // Listed once each, in the order given.
  z.transform((list: string[]) => [...new Set(list)]),
);

const supplierFields = {
  SupplierName: supplierName,
  Services: supplierServices,
  ContactName: optionalText(120),
  Phone: optionalText(40),
  Email: optionalEmail,
  Address1: optionalText(200),
  Address2: optionalText(200),
  City: optionalText(100),
  Region: optionalText(100),
  PostalCode: optionalText(20),
  Country: optionalText(60),
  Notes: longText,
  ApprovalStatus: z.enum(approvalStatuses, { error: "Choose Approved, Conditional or Not approved." }),
  CertificateExpires: optionalDate,
  Active: z.boolean({ error: "Must be true or false." }),
};

/** A new supplier's fields, with the defaults. */
export const supplierInput = z.object({
  ...supplierFields,
  Services: z._default(supplierFields.Services, []),
  ApprovalStatus: z._default(supplierFields.ApprovalStatus, "Approved"),
  Active: z._default(supplierFields.Active, true),
});
export type SupplierInput = z.infer<typeof supplierInput>;

/** PUT /suppliers/{name}: fields left out keep their values; a new SupplierName renames. */
// Built from the fields without defaults: zod's partial() would still fill defaults in.
export const updateSupplierBody = z.extend(z.partial(z.object(supplierFields)), { Version: version });
export type SupplierChanges = z.infer<typeof updateSupplierBody>;

/** Fastify has already URL-decoded the name. */
export const supplierParams = z.object({ supplierName: pathKey });

export const supplierSortFields = ["SupplierName", "ApprovalStatus", "CertificateExpires", "Active"] as const;
export type SupplierSortField = (typeof supplierSortFields)[number];
/** `approval` filters by status, or `Expired` for approvals whose certificate has lapsed. */
export const supplierListQuery = z.extend(listQuery(supplierSortFields, "SupplierName"), {
  active: activeFilter,
  approval: z.optional(z.enum(approvalFilters, { error: "Use Approved, Conditional, Not approved or Expired." })),
});

const text = z.nullable(z.string());
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
  CertificateExpires: z.nullable(dateText),
  /** The certificate expiry date has passed (flag it wherever the supplier is picked). */
  IsApprovalExpired: z.boolean(),
  /** The supplier's most recently uploaded certificate (attachments) and its expiry; null when none. */
  LatestCertificate: latestCertificateSchema,
  Active: z.boolean(),
  ...recordStamps,
});
export type Supplier = z.output<typeof supplierSchema>;

export const supplierSummarySchema = z.pick(supplierSchema, {
  SupplierName: true,
  Services: true,
  ApprovalStatus: true,
  CertificateExpires: true,
  IsApprovalExpired: true,
  LatestCertificate: true,
  Active: true,
});
export type SupplierSummary = z.infer<typeof supplierSummarySchema>;
export const supplierListSchema = listPage(supplierSummarySchema);
