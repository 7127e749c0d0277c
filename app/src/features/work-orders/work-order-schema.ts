import type { z } from "zod/mini";
import type { WorkOrder, WorkOrderInput } from "../../api/work-orders/types";
import { formRules } from "../../shared/forms/form-rules";
import { textOf, type FormValues } from "../../shared/forms/form-values";
import type { operationPlaces, workOrderSchema } from "./work-order-form-rules";

/** Where an operation is done: at one of our work centres, or outside at a supplier. */
export type OperationPlace = (typeof operationPlaces)[number];

export type WorkOrderFormValues = FormValues<z.input<typeof workOrderSchema>>;
export type WorkOrderFormOutput = z.output<typeof workOrderSchema>;
export type OperationRow = WorkOrderFormValues["Operations"][number];

export const workOrderRules = formRules(() => import("./work-order-form-rules").then((rules) => rules.workOrderSchema));

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
    ExpectedBack: "",
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
      ExpectedBack: textOf(operation.ExpectedBack),
    })),
  };
}

/** The API body from the checked form: the place not chosen is sent empty, an expected-back date only outside. */
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
      ExpectedBack: row.Where === "outside" ? row.ExpectedBack : null,
    })),
  };
}

/** Reads a 409's `current` as a WO. */
export function readWorkOrder(current: unknown): WorkOrder | undefined {
  const record = current as Partial<WorkOrder> | undefined;
  return record &&
    typeof record.WONumber === "string" &&
    typeof record.Version === "number" &&
    Array.isArray(record.Operations)
    ? (record as WorkOrder)
    : undefined;
}

/**
 * The routing in one line, as the history writes it:
 * "10 Saw · SAW · 0.50 h · Done; 20 Anodize · A/B Plating · 0.00 h · Pending · back 2026-12-01".
 */
export function describeOperations(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0) return "(none)";
  return (value as OperationRow[])
    .map((row) => {
      const isOutside = row.Where === "outside";
      const place = (isOutside ? row.SupplierName : row.WorkCentre) || "?";
      const hours = row.PlannedHours ? ` · ${row.PlannedHours} h` : "";
      const back = isOutside && row.ExpectedBack ? ` · back ${row.ExpectedBack}` : "";
      return `${row.Sequence} ${row.Description} · ${place}${hours} · ${row.Status}${back}`;
    })
    .join("; ");
}
