import { z } from "zod/mini";
import { decimalIssue, operationInput, operationStatuses, workOrderInput } from "@shopdesk/contract";
import type { WorkOrder, WorkOrderInput } from "../../api/work-orders/types";
import { textOf, typedOptional, typedWholeNumber, type FormValues } from "../../shared/forms/rules";

const { Quantity, DueDate, QuantityComplete, QuantityScrapped, Notes } = workOrderInput.shape;
const { Sequence, Description, WorkCentre, SupplierName } = operationInput.shape;

/** Planned hours: empty (sent as 0), or ≥ 0 with at most 2 decimals (numeric(8,2)). */
const plannedHours = z.string().check(
  z.trim(),
  z.superRefine((text, context) => {
    const message = text === "" ? null : decimalIssue(text, 8, 2);
    if (message) context.addIssue({ code: "custom", message });
  }),
);

/** Where an operation is done: at one of our work centres, or outside at a supplier. */
export const operationPlaces = ["inside", "outside"] as const;
export type OperationPlace = (typeof operationPlaces)[number];

/**
 * An operation as its row holds it: the contract's sequence and description; where it is done
 * (in house or outside) is the screen's choice, and blank hours mean none.
 */
const operationRow = z.object({
  Sequence: typedWholeNumber(Sequence),
  Description,
  Where: z.enum(operationPlaces),
  WorkCentre,
  SupplierName: typedOptional(SupplierName),
  /** Shown beside the supplier; not sent. */
  IsSupplierApprovalExpired: z.boolean(),
  PlannedHours: plannedHours,
  Status: z.enum(operationStatuses),
  /** Set by the server when the operation becomes Done; not sent. */
  DoneAt: z.nullable(z.string()),
});

/**
 * The routing as the API requires it: sequences unique (the message sits on the later row),
 * a work centre for an operation done in house, a supplier for outside processing.
 */
export const operationRows = z.array(operationRow).check(
  z.maxLength(100, "At most 100 operations."),
  z.superRefine(
    (rows, context) => {
      const seen = new Set<number>();
      rows.forEach((row, index) => {
        const issue = (field: string, message: string) => context.addIssue({ code: "custom", path: [index, field], message });
        if (row.Where === "inside" && !row.WorkCentre) issue("WorkCentre", "Enter the work centre, or choose Outside.");
        if (row.Where === "outside" && !row.SupplierName) issue("SupplierName", "Choose the supplier.");
        const sequence = row.Sequence;
        if (!Number.isInteger(sequence)) return;
        if (seen.has(sequence)) issue("Sequence", `Sequence ${sequence} is already used.`);
        seen.add(sequence);
      });
    },
    // Also when a row has problems of its own, so every problem shows at once.
    { when: (payload) => Array.isArray(payload.value) },
  ),
);

/** The WO form: the contract's fields, with the numbers typed as text and the routing as rows. */
export const workOrderSchema = z.object({
  Quantity: typedWholeNumber(Quantity),
  DueDate,
  QuantityComplete: typedWholeNumber(QuantityComplete),
  QuantityScrapped: typedWholeNumber(QuantityScrapped),
  Notes,
  Operations: operationRows,
});

export type WorkOrderFormValues = FormValues<z.input<typeof workOrderSchema>>;
export type WorkOrderFormOutput = z.output<typeof workOrderSchema>;
export type OperationRow = WorkOrderFormValues["Operations"][number];

export const workOrderFieldLabels: Record<keyof WorkOrderFormValues, string> = {
  Quantity: "Quantity",
  DueDate: "Due date",
  QuantityComplete: "Quantity complete",
  QuantityScrapped: "Quantity scrapped",
  Notes: "Notes",
  Operations: "Operations",
};

export const workOrderFields = Object.keys(workOrderFieldLabels) as (keyof WorkOrderFormValues)[];

/** A new row: the next free ten (10, 20, 30…), pending, in house. */
export function newOperationRow(rows: readonly Pick<OperationRow, "Sequence">[]): OperationRow {
  return {
    Sequence: String(nextSequence(rows)),
    Description: "",
    Where: "inside",
    WorkCentre: "",
    SupplierName: "",
    IsSupplierApprovalExpired: false,
    PlannedHours: "",
    Status: "Pending",
    DoneAt: null,
  };
}

/** The sequence to suggest for a new operation: the first multiple of ten above the highest one. */
export function nextSequence(rows: readonly Pick<OperationRow, "Sequence">[]): number {
  const highest = Math.max(0, ...rows.map((row) => Number(row.Sequence)).filter((n) => Number.isInteger(n) && n > 0));
  return (Math.floor(highest / 10) + 1) * 10;
}

export function toWorkOrderFormValues(workOrder: WorkOrder): WorkOrderFormValues {
  return {
    Quantity: String(workOrder.Quantity),
    DueDate: workOrder.DueDate,
    QuantityComplete: String(workOrder.QuantityComplete),
    QuantityScrapped: String(workOrder.QuantityScrapped),
    Notes: workOrder.Notes ?? "",
    Operations: workOrder.Operations.map((operation) => ({
      Sequence: String(operation.Sequence),
      Description: operation.Description,
      Where: operation.SupplierName ? "outside" : "inside",
      WorkCentre: textOf(operation.WorkCentre),
      SupplierName: textOf(operation.SupplierName),
      IsSupplierApprovalExpired: operation.IsSupplierApprovalExpired,
      PlannedHours: textOf(operation.PlannedHours),
      Status: operation.Status,
      DoneAt: operation.DoneAt,
    })),
  };
}

/** The API body from the checked form: the place not chosen is sent empty. */
export function toWorkOrderInput(values: WorkOrderFormOutput): WorkOrderInput {
  return {
    Quantity: Number(values.Quantity),
    DueDate: values.DueDate,
    QuantityComplete: Number(values.QuantityComplete),
    QuantityScrapped: Number(values.QuantityScrapped),
    Notes: values.Notes,
    Operations: values.Operations.map((row) => ({
      Sequence: Number(row.Sequence),
      Description: row.Description,
      WorkCentre: row.Where === "inside" ? (row.WorkCentre?.toUpperCase() ?? null) : null,
      SupplierName: row.Where === "outside" ? row.SupplierName : null,
      PlannedHours: row.PlannedHours === "" ? "0" : row.PlannedHours,
      Status: row.Status,
    })),
  };
}

/** Reads a 409's `current` as a WO. */
export function readWorkOrder(current: unknown): WorkOrder | undefined {
  const record = current as Partial<WorkOrder> | undefined;
  return record && typeof record.WONumber === "string" && typeof record.Version === "number" && Array.isArray(record.Operations)
    ? (record as WorkOrder)
    : undefined;
}

/** The routing in one line, as the history writes it: "10 Saw · SAW · 0.50 h · Done; 20 Anodize · A/B Plating · 0.00 h · Pending". */
export function describeOperations(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0) return "(none)";
  return (value as OperationRow[])
    .map((row) => {
      const place = (row.Where === "outside" ? row.SupplierName : row.WorkCentre) || "?";
      const hours = row.PlannedHours ? ` · ${row.PlannedHours} h` : "";
      return `${row.Sequence} ${row.Description} · ${place}${hours} · ${row.Status}`;
    })
    .join("; ");
}
