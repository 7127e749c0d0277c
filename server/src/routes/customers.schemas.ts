import { z } from "zod";
import { activeFilter, optionalEmail, optionalText, requiredText, version } from "./fields.js";
import { listQuery } from "./list-query.js";

/** Request and response shapes of /api/customers (docs/api.md). Only zod here, so the app can share the rules. */

export const customerId = z
  .string({ error: "Customer id is required." })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{2,12}$/, { error: "2 to 12 letters, digits or dashes, e.g. ACME." });

const optionalAddress = optionalText(200);
const customerFields = {
  Name: requiredText(200, "Name"),
  BillingAddress1: optionalAddress,
  BillingAddress2: optionalAddress,
  BillingCity: optionalText(100),
  BillingRegion: optionalText(100),
  BillingPostalCode: optionalText(20),
  BillingCountry: optionalText(60),
  ShippingSameAsBilling: z.boolean({ error: "Must be true or false." }),
  ShippingAddress1: optionalAddress,
  ShippingAddress2: optionalAddress,
  ShippingCity: optionalText(100),
  ShippingRegion: optionalText(100),
  ShippingPostalCode: optionalText(20),
  ShippingCountry: optionalText(60),
  ContactName: optionalText(120),
  Phone: optionalText(40),
  Email: optionalEmail,
  PaymentTerms: requiredText(40, "Payment terms"),
  Notes: z.string({ error: "Must be text." }).max(4000, { error: "At most 4000 characters." }).nullish().transform((value) => value ?? ""),
  Active: z.boolean({ error: "Must be true or false." }),
};

/** A new customer's fields, with the defaults. */
export const customerInput = z.object({
  ...customerFields,
  ShippingSameAsBilling: customerFields.ShippingSameAsBilling.default(true),
  PaymentTerms: customerFields.PaymentTerms.default("Net 30"),
  Active: customerFields.Active.default(true),
});
export type CustomerInput = z.infer<typeof customerInput>;

/** POST /customers */
export const createCustomerBody = customerInput.extend({ CustomerId: customerId });
/** PUT /customers/{id}: fields left out keep their values; Version is the one read. */
// Built from the fields without defaults: zod's partial() would still fill defaults in.
export const updateCustomerBody = z.object(customerFields).partial().extend({ Version: version });
export type CustomerChanges = z.infer<typeof updateCustomerBody>;

export const customerParams = z.object({ customerId });

export const customerSortFields = ["CustomerId", "Name", "ContactName", "PaymentTerms", "Active"] as const;
export type CustomerSortField = (typeof customerSortFields)[number];
export const customerListQuery = listQuery(customerSortFields, "Name").extend({ active: activeFilter });

export const purchaseOrdersQuery = z.object({
  limit: z.coerce.number({ error: "Limit must be 1 to 50." }).int().min(1, { error: "Limit must be 1 to 50." }).max(50, { error: "Limit must be 1 to 50." }).default(10),
});

const text = z.string().nullable();
export const customerSchema = z.object({
  CustomerId: z.string(),
  Name: z.string(),
  BillingAddress1: text,
  BillingAddress2: text,
  BillingCity: text,
  BillingRegion: text,
  BillingPostalCode: text,
  BillingCountry: text,
  ShippingSameAsBilling: z.boolean(),
  ShippingAddress1: text,
  ShippingAddress2: text,
  ShippingCity: text,
  ShippingRegion: text,
  ShippingPostalCode: text,
  ShippingCountry: text,
  ContactName: text,
  Phone: text,
  Email: text,
  PaymentTerms: z.string(),
  Notes: z.string(),
  Active: z.boolean(),
  Version: z.number().int(),
  CreatedAt: z.iso.datetime(),
  UpdatedAt: z.iso.datetime(),
});
/** On the wire timestamps are ISO strings; inside the server they are Dates until serialised. */
export type Customer = Omit<z.infer<typeof customerSchema>, "CreatedAt" | "UpdatedAt"> & { CreatedAt: Date; UpdatedAt: Date };

export const customerSummarySchema = customerSchema.pick({
  CustomerId: true,
  Name: true,
  ContactName: true,
  Phone: true,
  PaymentTerms: true,
  Active: true,
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerPurchaseOrderSchema = z.object({
  POKey: z.number().int(),
  PONumber: z.string(),
  PODate: z.iso.date(),
  Status: z.string(),
  /** Sum of line quantity × unit price, 2 decimals. */
  Amount: z.string().regex(/^\d+\.\d{2}$/),
});
export type CustomerPurchaseOrder = z.infer<typeof customerPurchaseOrderSchema>;
