import { z } from "zod";
import { customerId } from "./customers.js";
import {
  calendarDate,
  dateFilter,
  dateText,
  decimalText,
  digits,
  lateFilter,
  money,
  notes,
  optionalText,
  pathKey,
  queryText,
  recordStamps,
  requiredText,
  version,
  wholeNumber,
} from "./fields.js";
import { listPage, listQuery } from "./list.js";
import { partNumber, revision } from "./parts.js";
import { purchaseOrderStatusChanges, purchaseOrderStatuses, workOrderStatuses } from "./statuses.js";

/** Request and response shapes of /api/purchase-orders and their lines (docs/api.md, "Orders"). */

/** `poKey` in the path (digits; anything else names no PO: 404). */
export const purchaseOrderParams = z.object({ poKey: pathKey });
export const purchaseOrderLineParams = purchaseOrderParams.extend({ lineNumber: pathKey });

const lineFields = {
  PartNumber: partNumber,
  Revision: revision,
  Quantity: wholeNumber(1, "Enter a whole quantity of 1 or more."),
  /** null (or left out on create): the part's price break for the quantity. */
  UnitPrice: money(4).nullable(),
  DueDate: calendarDate("Due date"),
};

/** A new line: `UnitPrice` left out or null takes the part's price for the quantity. */
export const lineInput = z.object({ ...lineFields, UnitPrice: lineFields.UnitPrice.optional() });
export type LineInput = z.infer<typeof lineInput>;

/** POST /purchase-orders/{poKey}/lines: the line plus the PO's Version. */
export const addLineBody = lineInput.extend({ Version: version });
/** PUT …/lines/{n}: fields left out keep their values; `UnitPrice: null` re-prices from the breaks. */
export const updateLineBody = z.object(lineFields).partial().extend({ Version: version });
export type LineChanges = z.infer<typeof updateLineBody>;
/** DELETE …/lines/{n}?version= */
export const deleteLineQuery = z.object({
  version: z.coerce
    .number({ error: "Send the line's Version as ?version=." })
    .int({ error: "Send the line's Version as ?version=." })
    .positive({ error: "Send the line's Version as ?version=." }),
});

const poNumber = requiredText(40, "PO number");

const headerFields = {
  PONumber: poNumber,
  PODate: calendarDate("PO date"),
  ShipToName: optionalText(200),
  ShipToAddress1: optionalText(200),
  ShipToAddress2: optionalText(200),
  ShipToCity: optionalText(100),
  ShipToRegion: optionalText(100),
  ShipToPostalCode: optionalText(20),
  ShipToCountry: optionalText(60),
  Terms: requiredText(40, "Terms"),
  Notes: notes,
};

/** A PO's header fields, all of them: what the PO's header form sends. */
export const purchaseOrderHeader = z.object(headerFields);

/**
 * POST /purchase-orders. Left out: `PODate` today, the ship-to fields from the customer,
 * `Terms` the customer's payment terms. (`.partial()` keeps a field left out apart from one
 * sent empty: empty clears it, left out takes the customer's.)
 */
export const createPurchaseOrderBody = purchaseOrderHeader
  .partial()
  .extend({
    CustomerId: customerId,
    PONumber: poNumber,
    Lines: z.array(lineInput, { error: "Lines must be a list of lines." }).max(200, { error: "At most 200 lines." }).default([]),
  });
export type CreatePurchaseOrderInput = z.infer<typeof createPurchaseOrderBody>;

/** PUT /purchase-orders/{poKey}: header fields left out keep their values. The customer is fixed. */
export const updatePurchaseOrderBody = purchaseOrderHeader
  .partial()
  .extend({ Version: version, CustomerId: customerId.optional() });
export type PurchaseOrderChanges = z.infer<typeof updatePurchaseOrderBody>;
export type PurchaseOrderHeader = z.infer<typeof purchaseOrderHeader>;

export const purchaseOrderStatusBody = z.object({
  Status: z.enum(purchaseOrderStatusChanges, { error: "Use Closed, Cancelled or Reopen." }),
  Version: version,
});

export const purchaseOrderSortFields = ["PODate", "PONumber", "CustomerId", "Status"] as const;
export type PurchaseOrderSortField = (typeof purchaseOrderSortFields)[number];
export const purchaseOrderListQuery = listQuery(purchaseOrderSortFields, "-PODate").extend({
  status: z.enum(purchaseOrderStatuses, { error: `Use one of ${purchaseOrderStatuses.join(", ")}.` }).optional(),
  customerId: queryText(12, { upperCase: true }),
  from: dateFilter,
  to: dateFilter,
  late: lateFilter,
});
export type PurchaseOrderListQuery = z.infer<typeof purchaseOrderListQuery>;

// Answers.
const text = z.string().nullable();

export const lineWorkOrderSchema = z.object({
  WONumber: digits,
  Status: z.enum(workOrderStatuses),
  Quantity: z.number().int(),
  DueDate: dateText,
});

export const purchaseOrderLineSchema = z.object({
  LineNumber: z.number().int(),
  PartNumber: z.string(),
  Revision: z.string(),
  Description: z.string(),
  UnitOfMeasure: z.string(),
  Quantity: z.number().int(),
  UnitPrice: decimalText(4),
  DueDate: dateText,
  Amount: decimalText(2),
  ShippedQuantity: z.number().int(),
  OpenQuantity: z.number().int(),
  IsLate: z.boolean(),
  WorkOrders: z.array(lineWorkOrderSchema),
  Version: z.number().int(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const packingSlipSummarySchema = z.object({
  PSlipNumber: z.number().int(),
  ShipDate: dateText,
  Carrier: text,
  TrackingNumber: text,
  Boxes: z.number().int().nullable(),
  Weight: decimalText(2).nullable(),
  Amount: decimalText(2),
  LineCount: z.number().int(),
});
export type PackingSlipSummary = z.infer<typeof packingSlipSummarySchema>;

/** The ship-to fields of a PO, and of its packing slips. */
export const shipToSchema = z.object({
  ShipToName: text,
  ShipToAddress1: text,
  ShipToAddress2: text,
  ShipToCity: text,
  ShipToRegion: text,
  ShipToPostalCode: text,
  ShipToCountry: text,
});

export const purchaseOrderSchema = z.object({
  POKey: z.number().int(),
  CustomerId: z.string(),
  CustomerName: z.string(),
  PONumber: z.string(),
  PODate: dateText,
  ...shipToSchema.shape,
  Terms: z.string(),
  Notes: z.string(),
  Status: z.enum(purchaseOrderStatuses),
  Amount: decimalText(2),
  IsLate: z.boolean(),
  Lines: z.array(purchaseOrderLineSchema),
  PackingSlips: z.array(packingSlipSummarySchema),
  ...recordStamps,
});
export type PurchaseOrder = z.output<typeof purchaseOrderSchema>;

export const purchaseOrderSummarySchema = z.object({
  POKey: z.number().int(),
  CustomerId: z.string(),
  CustomerName: z.string(),
  PONumber: z.string(),
  PODate: dateText,
  Status: z.enum(purchaseOrderStatuses),
  Amount: decimalText(2),
  NextDueDate: dateText.nullable(),
  IsLate: z.boolean(),
});
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;
export const purchaseOrderListSchema = listPage(purchaseOrderSummarySchema);
