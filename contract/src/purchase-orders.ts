import { z } from "zod/mini";
import { customerId, partNumber, revision } from "./keys.js";
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
  queryNumber,
  queryText,
  recordStamps,
  requiredText,
  version,
  wholeNumber,
} from "./fields.js";
import { listPage, listQuery } from "./list.js";
import { purchaseOrderStatusChanges, purchaseOrderStatuses, workOrderStatuses } from "./statuses.js";

/** Request and response shapes of /api/purchase-orders and their lines (docs/api.md, "Orders"). */

/** `poKey` in the path (digits; anything else names no PO: 404). */
export const purchaseOrderParams = z.object({ poKey: pathKey });
export const purchaseOrderLineParams = z.extend(purchaseOrderParams, { lineNumber: pathKey });

const lineFields = {
  PartNumber: partNumber,
  Revision: revision,
  Quantity: wholeNumber(1, "Enter a whole quantity of 1 or more."),
  /** null (or left out on create): the part's price break for the quantity. */
  UnitPrice: z.nullable(money(4)),
  DueDate: calendarDate("Due date"),
};

/** A new line: `UnitPrice` left out or null takes the part's price for the quantity. */
export const lineInput = z.object({ ...lineFields, UnitPrice: z.optional(lineFields.UnitPrice) });
export type LineInput = z.infer<typeof lineInput>;

/** POST /purchase-orders/{poKey}/lines: the line plus the PO's Version. */
export const addLineBody = z.extend(lineInput, { Version: version });
/** PUT …/lines/{n}: fields left out keep their values; `UnitPrice: null` re-prices from the breaks. */
export const updateLineBody = z.extend(z.partial(z.object(lineFields)), { Version: version });
export type LineChanges = z.infer<typeof updateLineBody>;
/** DELETE …/lines/{n}?version= */
export const deleteLineQuery = z.object({
  version: queryNumber(
    z
      .number({ error: "Send the line's Version as ?version=." })
      .check(
        z.int({ error: "Send the line's Version as ?version=." }),
        z.positive({ error: "Send the line's Version as ?version=." }),
      ),
  ),
});

export const poNumber = requiredText(40, "PO number");

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
export const createPurchaseOrderBody = z.extend(z.partial(purchaseOrderHeader), {
  CustomerId: customerId,
  PONumber: poNumber,
  Lines: z._default(
    z
      .array(lineInput, { error: "Lines must be a list of lines." })
      .check(z.maxLength(200, { error: "At most 200 lines." })),
    [],
  ),
});
export type CreatePurchaseOrderInput = z.infer<typeof createPurchaseOrderBody>;

/** PUT /purchase-orders/{poKey}: header fields left out keep their values. The customer is fixed. */
export const updatePurchaseOrderBody = z.extend(z.partial(purchaseOrderHeader), {
  Version: version,
  CustomerId: z.optional(customerId),
});
export type PurchaseOrderChanges = z.infer<typeof updatePurchaseOrderBody>;
export type PurchaseOrderHeader = z.infer<typeof purchaseOrderHeader>;

export const purchaseOrderStatusBody = z.object({
  Status: z.enum(purchaseOrderStatusChanges, { error: "Use Closed, Cancelled or Reopen." }),
  Version: version,
});

export const purchaseOrderSortFields = ["PODate", "PONumber", "CustomerId", "Status"] as const;
export type PurchaseOrderSortField = (typeof purchaseOrderSortFields)[number];
export const purchaseOrderListQuery = z.extend(listQuery(purchaseOrderSortFields, "-PODate"), {
  status: z.optional(z.enum(purchaseOrderStatuses, { error: `Use one of ${purchaseOrderStatuses.join(", ")}.` })),
  customerId: queryText(12, { upperCase: true }),
  from: dateFilter,
  to: dateFilter,
  late: lateFilter,
});
export type PurchaseOrderListQuery = z.infer<typeof purchaseOrderListQuery>;

// Answers.
const text = z.nullable(z.string());

export const lineWorkOrderSchema = z.object({
  WONumber: digits,
  Status: z.enum(workOrderStatuses),
  Quantity: z.int(),
  DueDate: dateText,
});

export const purchaseOrderLineSchema = z.object({
  LineNumber: z.int(),
  PartNumber: z.string(),
  Revision: z.string(),
  Description: z.string(),
  UnitOfMeasure: z.string(),
  Quantity: z.int(),
  UnitPrice: decimalText(4),
  DueDate: dateText,
  Amount: decimalText(2),
  ShippedQuantity: z.int(),
  OpenQuantity: z.int(),
  IsLate: z.boolean(),
  WorkOrders: z.array(lineWorkOrderSchema),
  Version: z.int(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const packingSlipSummarySchema = z.object({
  PSlipNumber: z.int(),
  ShipDate: dateText,
  Carrier: text,
  TrackingNumber: text,
  Boxes: z.nullable(z.int()),
  Weight: z.nullable(decimalText(2)),
  Amount: decimalText(2),
  LineCount: z.int(),
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
  POKey: z.int(),
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

export const purchaseOrderSummarySchema = z.extend(
  z.pick(purchaseOrderSchema, {
    POKey: true,
    CustomerId: true,
    CustomerName: true,
    PONumber: true,
    PODate: true,
    Status: true,
    Amount: true,
    IsLate: true,
  }),
  { NextDueDate: z.nullable(dateText) },
);
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;
export const purchaseOrderListSchema = listPage(purchaseOrderSummarySchema);
