import { z } from "zod/mini";
import {
  calendarDate,
  dateFilter,
  dateText,
  decimal,
  decimalText,
  digits,
  lateFilter,
  notes,
  optionalDate,
  optionalText,
  pathKey,
  plainText,
  queryText,
  recordStamps,
  requiredText,
  timestampText,
  version,
  wholeNumber,
} from "./fields.js";
import { currentDrawingSchema } from "./attachments.js";
import { listPage, listQuery } from "./list.js";
import { partNumber, revision, supplierName } from "./keys.js";
import { operationStatuses, workOrderStatuses } from "./statuses.js";

/** Request and response shapes of /api/work-orders (docs/api.md, "Orders"). */

/** `woNumber` in the path (digits; anything else names no WO: 404). */
export const workOrderParams = z.object({ woNumber: pathKey });

const quantity = wholeNumber(1, "Enter a whole quantity of 1 or more.");

/** POST /work-orders: a WO for stock (no PO). */
export const createStockWorkOrderBody = z.object({
  PartNumber: partNumber,
  Revision: revision,
  Quantity: quantity,
  DueDate: calendarDate("Due date"),
  Notes: notes,
});
export type StockWorkOrderInput = z.infer<typeof createStockWorkOrderBody>;

/**
 * POST /purchase-orders/{poKey}/lines/{n}/work-orders: left out, quantity and due date come
 * from the line. No body at all is `{}`; a JSON `null` is refused (by the server's JSON reading).
 */
export const createLineWorkOrderBody = z.pipe(
  z.nullish(
    z.partial(
      z.object(
        { Quantity: quantity, DueDate: calendarDate("Due date"), Notes: notes },
        { error: "Send an object: {} takes everything from the line." },
      ),
    ),
  ),
  z.transform((value: { Quantity?: number; DueDate?: string; Notes?: string } | null | undefined) => value ?? {}),
);
export type LineWorkOrderInput = z.infer<typeof createLineWorkOrderBody>;

export const operationInput = z
  .object({
    Sequence: wholeNumber(1, "Enter a whole sequence number of 1 or more, e.g. 10."),
    Description: requiredText(200, "Description"),
    WorkCentre: optionalText(40),
    SupplierName: z.pipe(
      z.nullish(supplierName),
      z.transform((value: string | null | undefined) => value ?? null),
    ),
    PlannedHours: z._default(decimal(8, 2), "0"),
    Status: z._default(z.enum(operationStatuses, { error: "Use Pending, In Progress or Done." }), "Pending"),
    /** Outside processing: when the supplier should have it back (the "outside processing overdue" alert). */
    ExpectedBack: optionalDate,
  })
  .check(
    z.superRefine((operation, context) => {
      if (operation.ExpectedBack !== null && operation.SupplierName === null) {
        context.addIssue({
          code: "custom",
          path: ["ExpectedBack"],
          message: "An expected-back date is for outside processing: name a supplier.",
        });
      }
      if ((operation.WorkCentre === null) === (operation.SupplierName === null)) {
        context.addIssue({
          code: "custom",
          path: ["WorkCentre"],
          message: "Give a work centre for work in house or a supplier for outside processing, not both.",
        });
      }
    }),
  );
export type OperationInput = z.infer<typeof operationInput>;

/** A WO's routing has at most 100 operations. */
export const maxOperations = z.maxLength(100, { error: "At most 100 operations." });

/**
 * No sequence twice in a routing: the message sits on the later row. A sequence that is not a
 * whole number is passed over (its own rule says why). `when` as zod's: a form checks the list
 * also while a row has problems of its own, so every problem shows at once.
 */
export function uniqueSequences(params?: { when?: (payload: { value: unknown }) => boolean }) {
  return z.superRefine((list: readonly { Sequence: unknown }[], context) => {
    const seen = new Set<number>();
    list.forEach(({ Sequence: sequence }, index) => {
      if (typeof sequence !== "number" || !Number.isInteger(sequence)) return;
      if (seen.has(sequence)) {
        context.addIssue({
          code: "custom",
          path: [index, "Sequence"],
          message: `Sequence ${sequence} is already used.`,
        });
      }
      seen.add(sequence);
    });
  }, params);
}

const operations = z
  .array(operationInput, { error: "Operations must be a list." })
  .check(maxOperations, uniqueSequences());

/** A WO's fields as the WO screen edits them, every one. */
export const workOrderInput = z.object({
  Quantity: quantity,
  DueDate: calendarDate("Due date"),
  QuantityComplete: wholeNumber(0, "Enter a whole number, 0 or more."),
  QuantityScrapped: wholeNumber(0, "Enter a whole number, 0 or more."),
  Notes: notes,
  Operations: operations,
});

/** PUT /work-orders/{woNumber}: fields left out keep their values; `Operations`, when sent, replace all. */
export const updateWorkOrderBody = z.extend(z.partial(workOrderInput), { Version: version });
export type WorkOrderChanges = z.infer<typeof updateWorkOrderBody>;

export const workOrderStatusBody = z.object({
  Status: z.enum(workOrderStatuses, { error: `Use one of ${workOrderStatuses.join(", ")}.` }),
  Version: version,
});

/** GET /work-orders/batch?wo=…: 1–500 numbers, in the order wanted. */
export const batchQuery = z.object({
  wo: z
    .pipe(
      z.union([plainText(), z.array(plainText())], { error: "Name the WOs: ?wo=100001&wo=100002." }),
      z.transform((value: string | string[]) =>
        (Array.isArray(value) ? value : [value]).map((text) => text.trim()).filter(Boolean),
      ),
    )
    .check(
      z.refine((list) => list.length >= 1 && list.length <= 500, { error: "Name 1 to 500 WOs: ?wo=100001&wo=100002." }),
    ),
});

export const workOrderSortFields = ["DueDate", "WONumber", "Status", "PartNumber"] as const;
export type WorkOrderSortField = (typeof workOrderSortFields)[number];
export const workOrderListQuery = z.extend(listQuery(workOrderSortFields, "DueDate"), {
  status: z.optional(z.enum(workOrderStatuses, { error: `Use one of ${workOrderStatuses.join(", ")}.` })),
  customerId: queryText(12, { upperCase: true }),
  dueFrom: dateFilter,
  dueTo: dateFilter,
  late: lateFilter,
});
export type WorkOrderListQuery = z.infer<typeof workOrderListQuery>;

// Answers.
const text = z.nullable(z.string());

export const workOrderSummarySchema = z.object({
  WONumber: digits,
  PartNumber: z.string(),
  Revision: z.string(),
  Description: z.string(),
  CustomerId: text,
  POKey: z.nullable(z.int()),
  PONumber: text,
  LineNumber: z.nullable(z.int()),
  Quantity: z.int(),
  DueDate: dateText,
  Status: z.enum(workOrderStatuses),
  IsLate: z.boolean(),
});
export type WorkOrderSummary = z.infer<typeof workOrderSummarySchema>;
export const workOrderListSchema = listPage(workOrderSummarySchema);

export const operationSchema = z.object({
  Sequence: z.int(),
  Description: z.string(),
  WorkCentre: text,
  SupplierName: text,
  IsSupplierApprovalExpired: z.boolean(),
  PlannedHours: decimalText(2),
  Status: z.enum(operationStatuses),
  DoneAt: z.nullable(timestampText),
  /** Outside processing: when the supplier should have it back; null for work in house or no date given. */
  ExpectedBack: z.nullable(dateText),
});
export type Operation = z.infer<typeof operationSchema>;

export const workOrderSchema = z.extend(workOrderSummarySchema, {
  CustomerName: text,
  Material: text,
  DrawingNumber: text,
  /** The part revision's current drawing (attachments), for the traveler; null when none is marked. */
  CurrentDrawing: currentDrawingSchema,
  UnitOfMeasure: z.string(),
  QuantityComplete: z.int(),
  QuantityScrapped: z.int(),
  Notes: z.string(),
  Operations: z.array(operationSchema),
  ...recordStamps,
});
export type WorkOrder = z.output<typeof workOrderSchema>;
/** GET /work-orders/batch: the WOs asked for, in that order (each once), and the numbers not found. */
export const workOrderBatchSchema = z.object({ Items: z.array(workOrderSchema), Missing: z.array(z.string()) });
