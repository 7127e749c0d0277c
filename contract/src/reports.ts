import { z } from "zod/mini";
import { activeFilter, dateText, decimalText, optionalDate, plainText, queryText } from "./fields.js";
import { pageSizeQuery, listQuery } from "./list.js";
import { partFilters, partSchema } from "./parts.js";
import { type ReportName, unfinishedWorkOrderStatuses } from "./statuses.js";
import { workOrderSummarySchema } from "./work-orders.js";
import type { ContentAnswer } from "./route.js";

/** Request and response shapes of /api/reports (docs/api.md, "Dashboard and reports"). */

/** The most rows a report page takes: a print takes 500 rows in one call. */
export const MAX_REPORT_PAGE_SIZE = 500;

/** sort and page as the lists take them; pageSize up to 500 so a print can take 500 rows in one call. */
function reportQuery<F extends string>(sortFields: readonly [F, ...F[]], defaultSort: F) {
  return z.extend(z.pick(listQuery(sortFields, defaultSort), { sort: true, page: true }), {
    pageSize: pageSizeQuery(MAX_REPORT_PAGE_SIZE),
  });
}

const customerFilter = partFilters.customerId;

const dateFilter = z.pipe(
  optionalDate,
  z.transform((value: string | null) => value ?? undefined),
);

const month = z.pipe(
  z.pipe(
    z.optional(plainText("Enter a month as YYYY-MM.").check(z.trim())),
    z.transform((value: string | undefined) => value || undefined),
  ),
  z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Enter a month as YYYY-MM." }))),
);

/** `to` before `from` is a 400 on `to` (only when both are given: a defaulted side never fails). */
function rangeInOrder<T extends Record<string, unknown>>(fromKey: keyof T & string, toKey: keyof T & string) {
  return (value: T, context: z.core.$RefinementCtx<T>) => {
    const from = value[fromKey];
    const to = value[toKey];
    if (typeof from === "string" && typeof to === "string" && to < from) {
      context.addIssue({ code: "custom", path: [toKey], message: `Must not be before ${fromKey} (${from}).` });
    }
  };
}

export const partReportSortFields = ["PartNumber", "Description", "CustomerId"] as const;
export const partReportQuery = z.extend(reportQuery(partReportSortFields, "PartNumber"), {
  q: queryText(100, { message: "Search for at most 100 characters." }),
  ...partFilters,
  active: activeFilter,
});
export type PartReportQuery = z.infer<typeof partReportQuery>;

export const openOrderSortFields = ["DueDate", "PONumber", "CustomerId", "OpenAmount"] as const;
export const openOrdersQuery = z
  .extend(reportQuery(openOrderSortFields, "DueDate"), {
    customerId: customerFilter,
    dueFrom: dateFilter,
    dueTo: dateFilter,
    late: z.pipe(
      z.optional(z.enum(["true", "false", ""], { error: "Use late=true, or leave it out." })),
      z.transform((value: "" | "true" | "false" | undefined) => value === "true"),
    ),
  })
  .check(z.superRefine(rangeInOrder("dueFrom", "dueTo")));
export type OpenOrdersQuery = z.infer<typeof openOrdersQuery>;

// No CustomerId sort: the customer is two joins away (WO → PO line → PO), and sorting 90k
// late WOs by it took 1.5 s at 1M WOs. Filter by customerId instead.
export const lateWorkOrderSortFields = ["DueDate", "WONumber", "PartNumber"] as const;
export const lateWorkOrdersQuery = z
  .extend(reportQuery(lateWorkOrderSortFields, "DueDate"), {
    customerId: customerFilter,
    status: z.pipe(
      z.optional(
        z.enum(["", ...unfinishedWorkOrderStatuses], {
          error: `Use one of ${unfinishedWorkOrderStatuses.join(", ")}.`,
        }),
      ),
      z.transform((value: "" | (typeof unfinishedWorkOrderStatuses)[number] | undefined) => value || undefined),
    ),
    dueFrom: dateFilter,
    dueTo: dateFilter,
  })
  .check(z.superRefine(rangeInOrder("dueFrom", "dueTo")));
export type LateWorkOrdersQuery = z.infer<typeof lateWorkOrdersQuery>;

export const shipmentSortFields = ["ShipDate", "CustomerId", "PONumber"] as const;
export const shipmentsQuery = z
  .extend(reportQuery(shipmentSortFields, "ShipDate"), { from: dateFilter, to: dateFilter, customerId: customerFilter })
  .check(z.superRefine(rangeInOrder("from", "to")));
export type ShipmentsQuery = z.infer<typeof shipmentsQuery>;

/** The longest sales range, in months (the chart has a bar per month). */
export const MAX_SALES_MONTHS = 120;
export const salesSortFields = ["CustomerId", "Month", "Amount"] as const;
export const salesQuery = z
  .extend(reportQuery(salesSortFields, "CustomerId"), { from: month, to: month, customerId: customerFilter })
  .check(z.superRefine(rangeInOrder("from", "to")));
export type SalesQuery = z.infer<typeof salesQuery>;

const amount = decimalText(2, { signed: true });
const unitPrice = decimalText(4);
const date = dateText;
const monthText = z.string().check(z.regex(/^\d{4}-\d{2}$/));

/** The answer of every report: a page of rows, with Totals over all filtered rows. */
export function reportPageSchema<R extends z.ZodMiniType, T extends z.ZodMiniType>(row: R, totals: T) {
  return z.object({
    Items: z.array(row),
    Total: z.int(),
    TotalIsExact: z.literal(true),
    Page: z.int(),
    PageSize: z.int(),
    Totals: totals,
    AsOf: date,
  });
}

export const partReportRowSchema = z.pick(partSchema, {
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
export const partReportTotalsSchema = z.object({ Active: z.int(), Superseded: z.int() });
export const partReportSchema = reportPageSchema(partReportRowSchema, partReportTotalsSchema);
export type PartReportRow = z.infer<typeof partReportRowSchema>;
export type PartReportTotals = z.infer<typeof partReportTotalsSchema>;

export const openOrderRowSchema = z.object({
  POKey: z.int(),
  PONumber: z.string(),
  PODate: date,
  POStatus: z.enum(["Open", "Partially Shipped"]),
  CustomerId: z.string(),
  CustomerName: z.string(),
  LineNumber: z.int(),
  PartNumber: z.string(),
  Revision: z.string(),
  Description: z.string(),
  DueDate: date,
  Quantity: z.int(),
  ShippedQuantity: z.int(),
  OpenQuantity: z.int(),
  UnitPrice: unitPrice,
  OpenAmount: amount,
  IsLate: z.boolean(),
});
export const openOrderTotalsSchema = z.object({ OpenQuantity: z.int(), OpenAmount: amount, LateAmount: amount });
export const openOrdersSchema = reportPageSchema(openOrderRowSchema, openOrderTotalsSchema);
export type OpenOrderRow = z.infer<typeof openOrderRowSchema>;
export type OpenOrderTotals = z.infer<typeof openOrderTotalsSchema>;

export const lateWorkOrderRowSchema = z.extend(workOrderSummarySchema, {
  CustomerName: z.nullable(z.string()),
  QuantityComplete: z.int(),
  DaysLate: z.int().check(z.gte(0)),
});
export const lateWorkOrderTotalsSchema = z.object({ Quantity: z.int(), QuantityComplete: z.int() });
export const lateWorkOrdersSchema = reportPageSchema(lateWorkOrderRowSchema, lateWorkOrderTotalsSchema);
export type LateWorkOrderRow = z.infer<typeof lateWorkOrderRowSchema>;
export type LateWorkOrderTotals = z.infer<typeof lateWorkOrderTotalsSchema>;

export const shipmentRowSchema = z.object({
  ShipDate: date,
  POKey: z.int(),
  PONumber: z.string(),
  PSlipNumber: z.int(),
  CustomerId: z.string(),
  CustomerName: z.string(),
  Carrier: z.nullable(z.string()),
  TrackingNumber: z.nullable(z.string()),
  LineCount: z.int(),
  Quantity: z.int(),
  Amount: amount,
});
export const shipmentTotalsSchema = z.object({ Lines: z.int(), Quantity: z.int(), Amount: amount });
export const shipmentsSchema = z.extend(reportPageSchema(shipmentRowSchema, shipmentTotalsSchema), {
  From: date,
  To: date,
});
export type ShipmentRow = z.infer<typeof shipmentRowSchema>;
export type ShipmentTotals = z.infer<typeof shipmentTotalsSchema>;

export const salesRowSchema = z.object({
  CustomerId: z.string(),
  CustomerName: z.string(),
  Month: monthText,
  SlipCount: z.int(),
  Quantity: z.int(),
  Amount: amount,
});
export const salesTotalsSchema = z.object({
  Customers: z.int(),
  SlipCount: z.int(),
  Quantity: z.int(),
  Amount: amount,
});
export const salesSchema = z.extend(reportPageSchema(salesRowSchema, salesTotalsSchema), {
  From: monthText,
  To: monthText,
  Months: z.array(z.object({ Month: monthText, Amount: amount })),
});
export type SalesRow = z.infer<typeof salesRowSchema>;
export type SalesTotals = z.infer<typeof salesTotalsSchema>;

/** The CSV columns of each report: its row fields, in the documented order. */
export const reportColumns = {
  parts: z.keyof(partReportRowSchema).options,
  "open-orders": z.keyof(openOrderRowSchema).options,
  "late-work-orders": z.keyof(lateWorkOrderRowSchema).options,
  shipments: z.keyof(shipmentRowSchema).options,
  "sales-by-customer": z.keyof(salesRowSchema).options,
} satisfies Record<ReportName, readonly string[]>;

/** Each report's query, by name. */
export const reportQueries = {
  parts: partReportQuery,
  "open-orders": openOrdersQuery,
  "late-work-orders": lateWorkOrdersQuery,
  shipments: shipmentsQuery,
  "sales-by-customer": salesQuery,
} satisfies Record<ReportName, unknown>;

/** Each report's page, by name. */
export const reportSchemas = {
  parts: partReportSchema,
  "open-orders": openOrdersSchema,
  "late-work-orders": lateWorkOrdersSchema,
  shipments: shipmentsSchema,
  "sales-by-customer": salesSchema,
} satisfies Record<ReportName, unknown>;

/** A report's CSV: every filtered row, streamed (the bearer route's answer, and a download link's). */
export const reportCsvAnswer = {
  description: "Every filtered row.",
  content: {
    "text/csv": {
      // Pure: left unused by a screen, a bundler drops it (a method call it would otherwise keep).
      schema: /* @__PURE__ */ z
        .string()
        .check(z.describe("RFC 4180 CSV, UTF-8 with a byte-order mark, a header row of the row fields.")),
    },
  },
} satisfies ContentAnswer;
