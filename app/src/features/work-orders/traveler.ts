import type { TravelerWorkOrder } from "@shopdesk/design-system";
import type { WorkOrder } from "../../api/work-orders/types";

/** What the traveler prints, from the WO as the API answers it. */
export function toTravelerWorkOrder(workOrder: WorkOrder): TravelerWorkOrder {
  return {
    WONumber: workOrder.WONumber,
    PartNumber: workOrder.PartNumber,
    Revision: workOrder.Revision,
    Description: workOrder.Description,
    Quantity: workOrder.Quantity,
    DueDate: workOrder.DueDate,
    CustomerId: workOrder.CustomerId,
    CustomerName: workOrder.CustomerName,
    PONumber: workOrder.PONumber,
    Material: workOrder.Material,
    CurrentDrawing: workOrder.CurrentDrawing && {
      FileName: workOrder.CurrentDrawing.FileName,
      Revision: workOrder.CurrentDrawing.Revision,
      IsSuperseded: workOrder.CurrentDrawing.IsSuperseded,
    },
    Notes: workOrder.Notes || null,
    Operations: workOrder.Operations.map((operation) => ({
      Sequence: operation.Sequence,
      Description: operation.Description,
      WorkCentre: operation.WorkCentre,
      SupplierName: operation.SupplierName,
      // Outside processing is planned at 0 hours; a blank prints cleaner than "0.00".
      PlannedHours: Number(operation.PlannedHours) > 0 ? operation.PlannedHours : null,
    })),
  };
}

/** WO numbers are digits; anything else cannot exist and is not asked for. */
export function splitWorkOrderNumbers(numbers: readonly string[]): { valid: string[]; invalid: string[] } {
  const valid = numbers.filter((number) => /^\d{1,18}$/.test(number));
  return { valid, invalid: numbers.filter((number) => !valid.includes(number)) };
}
