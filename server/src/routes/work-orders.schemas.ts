import { z } from "zod";
import { optionalText, version } from "./fields.js";
import { listQuery } from "./list-query.js";
import { calendarDate, dateFilter, decimal, lateFilter, notes, wholeNumber } from "./order-fields.js";
import { partNumber, revision } from "./parts.schemas.js";
import { supplierName } from "./suppliers.schemas.js";

/** Request and response shapes of /api/work-orders (docs/api.md, "Orders"). Only zod here, so the app can share the rules. */

export const workOrderStatuses = ["Open", "Released", "In Progress", "Complete", "Closed", "On Hold", "Cancelled"] as const;
export type WorkOrderStatus = (typeof workOrderStatuses)[number];
export const operationStatuses = ["Pending", "In Progress", "Done"] as const;

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

/** POST /purchase-orders/{poKey}/lines/{n}/work-orders: left out, quantity and due date come from the line. */
export const createLineWorkOrderBody = z
  .object({ Quantity: quantity, DueDate: calendarDate("Due date"), Notes: notes })
  .partial()
  .default({});
export type LineWorkOrderInput = z.infer<typeof createLineWorkOrderBody>;

const operationInput = z
  .object({
    Sequence: wholeNumber(1, "Enter a whole sequence number of 1 or more, e.g. 10."),
    Description: z
      .string({ error: "Description is required." })
      .trim()
      .min(1, { error: "Description is required." })
      .max(200, { error: "At most 200 characters." }),
    WorkCentre: optionalText(40),
    SupplierName: supplierName.nullish().transform((value) => value ?? null),
    PlannedHours: decimal(8, 2).default("0"),
    Status: z.enum(operationStatuses, { error: "Use Pending, In Progress or Done." }).default("Pending"),
  })
  .superRefine((operation, context) => {
    if ((operation.WorkCentre === null) === (operation.SupplierName === null)) {
      context.addIssue({
        code: "custom",
        path: ["WorkCentre"],
        message: "Give a work centre for work in house or a supplier for outside processing, not both.",
      });
    }
  });
export type OperationInput = z.infer<typeof operationInput>;

const operations = z
  .array(operationInput, { error: "Operations must be a list." })
  .max(100, { error: "At most 100 operations." })
  .superRefine((list, context) => {
    const seen = new Set<number>();
    list.forEach((operation, index) => {
      if (seen.has(operation.Sequence)) {
        context.addIssue({ code: "custom", path: [index, "Sequence"], message: `Sequence ${operation.Sequence} is already used.` });
      }
      seen.add(operation.Sequence);
    });
  });

/** PUT /work-orders/{woNumber}: fields left out keep their values; `Operations`, when sent, replace all. */
export const updateWorkOrderBody = z
  .object({
    Quantity: quantity,
    DueDate: calendarDate("Due date"),
    QuantityComplete: wholeNumber(0, "Enter a whole number, 0 or more."),
    QuantityScrapped: wholeNumber(0, "Enter a whole number, 0 or more."),
    Notes: notes,
    Operations: operations,
  })
  .partial()
  .extend({ Version: version });
export type WorkOrderChanges = z.infer<typeof updateWorkOrderBody>;

export const workOrderStatusBody = z.object({
  Status: z.enum(workOrderStatuses, { error: `Use one of ${workOrderStatuses.join(", ")}.` }),
  Version: version,
});

/** GET /work-orders/batch?wo=…: 1–500 numbers, in the order wanted. */
export const batchQuery = z.object({
  wo: z
    .union([z.string(), z.array(z.string())], { error: "Name the WOs: ?wo=100001&wo=100002." })
    .transform((value) => (Array.isArray(value) ? value : [value]).map((text) => text.trim()).filter(Boolean))
    .refine((list) => list.length >= 1 && list.length <= 500, { error: "Name 1 to 500 WOs: ?wo=100001&wo=100002." }),
});

export const workOrderSortFields = ["DueDate", "WONumber", "Status", "PartNumber"] as const;
export type WorkOrderSortField = (typeof workOrderSortFields)[number];
export const workOrderListQuery = listQuery(workOrderSortFields, "DueDate").extend({
  status: z.enum(workOrderStatuses, { error: `Use one of ${workOrderStatuses.join(", ")}.` }).optional(),
  customerId: z.string().trim().toUpperCase().max(12).optional().transform((value) => value || undefined),
  dueFrom: dateFilter,
  dueTo: dateFilter,
  late: lateFilter,
});
export type WorkOrderListQuery = z.infer<typeof workOrderListQuery>;

// Answers.
const text = z.string().nullable();

export const workOrderSummarySchema = z.object({
  WONumber: z.string().regex(/^\d+$/),
  PartNumber: z.string(),
  Revision: z.string(),
  Description: z.string(),
  CustomerId: text,
  POKey: z.number().int().nullable(),
  PONumber: text,
  LineNumber: z.number().int().nullable(),
  Quantity: z.number().int(),
  DueDate: z.iso.date(),
  Status: z.enum(workOrderStatuses),
  IsLate: z.boolean(),
});
export type WorkOrderSummary = z.infer<typeof workOrderSummarySchema>;

export const operationSchema = z.object({
  Sequence: z.number().int(),
  Description: z.string(),
  WorkCentre: text,
  SupplierName: text,
  IsSupplierApprovalExpired: z.boolean(),
  PlannedHours: z.string().regex(/^\d+\.\d{2}$/),
  Status: z.enum(operationStatuses),
  DoneAt: z.iso.datetime().nullable(),
});
export type Operation = z.infer<typeof operationSchema>;

export const workOrderSchema = workOrderSummarySchema.extend({
  CustomerName: text,
  Material: text,
  DrawingNumber: text,
  UnitOfMeasure: z.string(),
  QuantityComplete: z.number().int(),
  QuantityScrapped: z.number().int(),
  Notes: z.string(),
  Operations: z.array(operationSchema),
  Version: z.number().int(),
  CreatedAt: z.iso.datetime(),
  UpdatedAt: z.iso.datetime(),
});
export type WorkOrder = Omit<z.infer<typeof workOrderSchema>, "CreatedAt" | "UpdatedAt"> & { CreatedAt: Date; UpdatedAt: Date };
