import { z } from "zod";
import { activeFilter, dateText, decimalText, optionalDate, plainText, queryText } from "./fields.js";
import { pageSizeQuery, listQuery } from "./list.js";
import { partFilters, partSchema } from "./parts.js";
import { type ReportName, unfinishedWorkOrderStatuses } from "./statuses.js";
import { workOrderSummarySchema } from "./work-orders.js";

/** Request and response shapes of /api/reports (docs/api.md, "Dashboard and reports"). */

/** The most rows a report page takes: a print takes 500 rows in one call. */
export const MAX_REPORT_PAGE_SIZE = 500;

/** sort and page as the lists take them; pageSize up to 500 so a print can take 500 rows in one call. */
function reportQuery<F extends string>(sortFields: readonly [F, ...F[]], defaultSort: F) {
  return listQuery(sortFields, defaultSort)
    .pick({ sort: true, page: true })
    .extend({ pageSize: pageSizeQuery(MAX_REPORT_PAGE_SIZE) });
}

const customerFilter = partFilters.customerId;

const dateFilter = optionalDate.transform((value) => value ?? undefined);

const month = plainText("Enter a month as YYYY-MM.")
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || /^\d{4}-(0[1-9]|1[0-2])$/.test(value), { error: "Enter a month as YYYY-MM." });

/** `to` before `from` is a 400 on `to` (only when both are given: a defaulted side never fails). */
function rangeInOrder<T extends Record<string, unknown>>(fromKey: keyof T & string, toKey: keyof T & string) {
  return (value: T, context: z.RefinementCtx) => {
    const from = value[fromKey];
    const to = value[toKey];
    if (typeof from === "string" && typeof to === "string" && to < from) {
      context.addIssue({ code: "custom", path: [toKey], message: `Must not be before ${fromKey} (${from}).` });
    }
  };
}

export const partReportSortFields = ["PartNumber", "Description", "CustomerId"] as const;
export const partReportQuery = reportQuery(partReportSortFields, "PartNumber").extend({
  q: queryText(100, { message: "Search for at most 100 characters." }),
  ...partFilters,
  active: activeFilter,
});
export type PartReportQuery = z.infer<typeof partReportQuery>;

export const openOrderSortFields = ["DueDate", "PONumber", "CustomerId", "OpenAmount"] as const;
export const openOrdersQuery = reportQuery(openOrderSortFields, "DueDate")
  .extend({
    customerId: customerFilter,
    dueFrom: dateFilter,
    dueTo: dateFilter,
    late: z
      .enum(["true", "false", ""], { error: "Use late=true, or leave it out." })
      .optional()
      .transform((value) => value === "true"),
  })
  .superRefine(rangeInOrder("dueFrom", "dueTo"));
export type OpenOrdersQuery = z.infer<typeof openOrdersQuery>;

// No CustomerId sort: the customer is two joins away (WO → PO line → PO), and sorting 90k
// late WOs by it took 1.5 s at 1M WOs. Filter by customerId instead.
export const lateWorkOrderSortFields = ["DueDate", "WONumber", "PartNumber"] as const;
export const lateWorkOrdersQuery = reportQuery(lateWorkOrderSortFields, "DueDate")
  .extend({
    customerId: customerFilter,
    status: z
      .enum(["", ...unfinishedWorkOrderStatuses], { error: `Use one of ${unfinishedWorkOrderStatuses.join(", ")}.` })
      .optional()
      .transform((value) => value || undefined),
    dueFrom: dateFilter,
    dueTo: dateFilter,
  })
  .superRefine(rangeInOrder("dueFrom", "dueTo"));
export type LateWorkOrdersQuery = z.infer<typeof lateWorkOrdersQuery>;

export const shipmentSortFields = ["ShipDate", "CustomerId", "PONumber"] as const;
export const shipmentsQuery = reportQuery(shipmentSortFields, "ShipDate")
  .extend({ from: dateFilter, to: dateFilter, customerId: customerFilter })
  .superRefine(rangeInOrder("from", "to"));
export type ShipmentsQuery = z.infer<typeof shipmentsQuery>;

/** The longest sales range, in months (the chart has a bar per month). */
export const MAX_SALES_MONTHS = 120;
export const salesSortFields = ["CustomerId", "Month", "Amount"] as const;
export const salesQuery = reportQuery(salesSortFields, "CustomerId")
  .extend({ from: month, to: month, customerId: customerFilter })
  .superRefine(rangeInOrder("from", "to"));
export type SalesQuery = z.infer<typeof salesQuery>;

const amount = decimalText(2, { signed: true });
const unitPrice = decimalText(4);
const date = dateText;
const monthText = z.string().regex(/^\d{4}-\d{2}$/);

/** The answer of every report: a page of rows, with Totals over all filtered rows. */
export function reportPageSchema<R extends z.ZodType, T extends z.ZodType>(row: R, totals: T) {
  return z.object({
    Items: z.array(row),
    Total: z.number().int(),
    TotalIsExact: z.literal(true),
    Page: z.number().int(),
    PageSize: z.number().int(),
    Totals: totals,
    AsOf: date,
  });
}

export const partReportRowSchema = partSchema.pick({
  PartNumber: true,
  Revision: true,
  Description: true,
  CustomerId: true,
  CustomerName: true,
  Material: true,
  DrawingNumber: true,
  UnitOfMeasure: true,
  Active: true,
  IsSuperseded: true,
});
export const partReportTotalsSchema = z.object({ Active: z.number().int(), Superseded: z.number().int() });
export const partReportSchema = reportPageSchema(partReportRowSchema, partReportTotalsSchema);
export type PartReportRow = z.infer<typeof partReportRowSchema>;
export type PartReportTotals = z.infer<typeof partReportTotalsSchema>;

export const openOrderRowSchema = z.object({
  POKey: z.number().int(),
  PONumber: z.string(),
  PODate: date,
  POStatus: z.enum(["Open", "Partially Shipped"]),
  CustomerId: z.string(),
  CustomerName: z.string(),
  LineNumber: z.number().int(),
  PartNumber: z.string(),
  Revision: z.string(),
  Description: z.string(),
  DueDate: date,
  Quantity: z.number().int(),
  ShippedQuantity: z.number().int(),
  OpenQuantity: z.number().int(),
  UnitPrice: unitPrice,
  OpenAmount: amount,
  IsLate: z.boolean(),
});
export const openOrderTotalsSchema = z.object({ OpenQuantity: z.number().int(), OpenAmount: amount, LateAmount: amount });
export const openOrdersSchema = reportPageSchema(openOrderRowSchema, openOrderTotalsSchema);
export type OpenOrderRow = z.infer<typeof openOrderRowSchema>;
export type OpenOrderTotals = z.infer<typeof openOrderTotalsSchema>;

export const lateWorkOrderRowSchema = workOrderSummarySchema.extend({
  CustomerName: z.string().nullable(),
  QuantityComplete: z.number().int(),
  DaysLate: z.number().int().min(0),
});
export const lateWorkOrderTotalsSchema = z.object({ Quantity: z.number().int(), QuantityComplete: z.number().int() });
export const lateWorkOrdersSchema = reportPageSchema(lateWorkOrderRowSchema, lateWorkOrderTotalsSchema);
export type LateWorkOrderRow = z.infer<typeof lateWorkOrderRowSchema>;
export type LateWorkOrderTotals = z.infer<typeof lateWorkOrderTotalsSchema>;

export const shipmentRowSchema = z.object({
  ShipDate: date,
  POKey: z.number().int(),
  PONumber: z.string(),
  PSlipNumber: z.number().int(),
  CustomerId: z.string(),
  CustomerName: z.string(),
  Carrier: z.string().nullable(),
  TrackingNumber: z.string().nullable(),
  LineCount: z.number().int(),
  Quantity: z.number().int(),
  Amount: amount,
});
export const shipmentTotalsSchema = z.object({ Lines: z.number().int(), Quantity: z.number().int(), Amount: amount });
export const shipmentsSchema = reportPageSchema(shipmentRowSchema, shipmentTotalsSchema).extend({ From: date, To: date });
export type ShipmentRow = z.infer<typeof shipmentRowSchema>;
export type ShipmentTotals = z.infer<typeof shipmentTotalsSchema>;

export const salesRowSchema = z.object({
  CustomerId: z.string(),
  CustomerName: z.string(),
  Month: monthText,
  SlipCount: z.number().int(),
  Quantity: z.number().int(),
  Amount: amount,
});
export const salesTotalsSchema = z.object({
  Customers: z.number().int(),
  SlipCount: z.number().int(),
  Quantity: z.number().int(),
  Amount: amount,
});
export const salesSchema = reportPageSchema(salesRowSchema, salesTotalsSchema).extend({
  From: monthText,
  To: monthText,
  Months: z.array(z.object({ Month: monthText, Amount: amount })),
});
export type SalesRow = z.infer<typeof salesRowSchema>;
export type SalesTotals = z.infer<typeof salesTotalsSchema>;

/** The CSV columns of each report: its row fields, in the documented order. */
export const reportColumns = {
  parts: partReportRowSchema.keyof().options,
  "open-orders": openOrderRowSchema.keyof().options,
  "late-work-orders": lateWorkOrderRowSchema.keyof().options,
  shipments: shipmentRowSchema.keyof().options,
  "sales-by-customer": salesRowSchema.keyof().options,
} satisfies Record<ReportName, readonly string[]>;
