import { z } from "zod/mini";
import {
  activeFilter,
  dateText,
  decimalText,
  longText,
  optionalEmail,
  optionalText,
  pathKey,
  recordStamps,
  requiredText,
  version,
} from "./fields.js";
import { customerId } from "./keys.js";
import { limitQuery, listPage, listQuery } from "./list.js";
import { purchaseOrderStatuses } from "./statuses.js";

/** Request and response shapes of /api/customers (docs/api.md). */

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
  Notes: longText,
  Active: z.boolean({ error: "Must be true or false." }),
};

/** A new customer's fields, with the defaults. */
export const customerInput = z.object({
  ...customerFields,
  ShippingSameAsBilling: z._default(customerFields.ShippingSameAsBilling, true),
  PaymentTerms: z._default(customerFields.PaymentTerms, "Net 30"),
  Active: z._default(customerFields.Active, true),
});
export type CustomerInput = z.infer<typeof customerInput>;

/** POST /customers */
export const createCustomerBody = z.extend(customerInput, { CustomerId: customerId });
/** PUT /customers/{id}: fields left out keep their values; Version is the one read. */
// Built from the fields without defaults: zod's partial() would still fill defaults in.
export const updateCustomerBody = z.extend(z.partial(z.object(customerFields)), { Version: version });
export type CustomerChanges = z.infer<typeof updateCustomerBody>;

/** A customer id in the path: matched upper-cased; one that cannot exist is a 404, not a 400. */
export const customerParams = z.object({ customerId: pathKey.check(z.trim(), z.toUpperCase()) });

export const customerSortFields = ["CustomerId", "Name", "ContactName", "PaymentTerms", "Active"] as const;
export type CustomerSortField = (typeof customerSortFields)[number];
export const customerListQuery = z.extend(listQuery(customerSortFields, "Name"), { active: activeFilter });

export const customerPurchaseOrdersQuery = z.object({
  limit: limitQuery(50, 10),
});

const text = z.nullable(z.string());
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
  ...recordStamps,
});
/** A customer as the server holds it (timestamps as Dates); `z.input` is the JSON on the wire. */
export type Customer = z.output<typeof customerSchema>;

export const customerSummarySchema = z.pick(customerSchema, {
  CustomerId: true,
  Name: true,
  ContactName: true,
  Phone: true,
  PaymentTerms: true,
  Active: true,
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export const customerListSchema = listPage(customerSummarySchema);

export const customerPurchaseOrderSchema = z.object({
  POKey: z.int(),
  PONumber: z.string(),
  PODate: dateText,
  Status: z.enum(purchaseOrderStatuses),
  /** Sum of line quantity × unit price, 2 decimals. */
  Amount: decimalText(2),
});
export type CustomerPurchaseOrder = z.infer<typeof customerPurchaseOrderSchema>;
export const customerPurchaseOrderListSchema = z.array(customerPurchaseOrderSchema);
