import { useCallback, useEffect } from "react";
import type { WorkOrder } from "../../api/work-orders/types";
import { useUpdateWorkOrder } from "../../api/work-orders/use-update-work-order";
import { defaultFormatValue, FormSection } from "@shopdesk/design-system";
import { TextField } from "../../shared/forms/fields";
import { RecordForm } from "../../shared/forms/record-form";
import { useRecordForm } from "../../shared/forms/use-record-form";
import { useUnsavedChangesGuard } from "../../shared/forms/use-unsaved-changes-guard";
import { OperationsEditor } from "./operations-editor";
import {
  describeOperations,
  readWorkOrder,
  toWorkOrderFormValues,
  toWorkOrderInput,
  workOrderFieldLabels,
  workOrderFields,
  workOrderRules,
  type WorkOrderFormValues,
} from "./work-order-schema";

type Values = WorkOrderFormValues;

export type WorkOrderFormProps = {
  workOrder: WorkOrder;
  /** Told whether the form holds unsaved edits (the status actions wait for them). */
  onDirtyChange?: (isDirty: boolean) => void;
};

/** The WO's edit form: quantities and due date, the operations editor and notes, saved under its `Version`. */
export function WorkOrderForm({ workOrder, onDirtyChange }: WorkOrderFormProps) {
  const { trigger: updateWorkOrder } = useUpdateWorkOrder();
  const save = useCallback(
    (values: Parameters<typeof toWorkOrderInput>[0], version: number) =>
      updateWorkOrder({ woNumber: workOrder.WONumber, changes: { ...toWorkOrderInput(values), Version: version } }),
    [workOrder.WONumber, updateWorkOrder],
  );
  const record = useRecordForm({
    record: workOrder,
    rules: workOrderRules,
    toValues: toWorkOrderFormValues,
    save,
    readCurrent: readWorkOrder,
    fields: workOrderFields,
    savedMessage: (saved) => `WO ${saved.WONumber} saved`,
  });
  const guard = useUnsavedChangesGuard(record.isDirty);
  useEffect(() => onDirtyChange?.(record.isDirty), [record.isDirty, onDirtyChange]);

  return (
    <RecordForm
      record={record}
      label="Work order details"
      fieldLabels={workOrderFieldLabels}
      formatValue={(field, value) => (field === "Operations" ? describeOperations(value) : defaultFormatValue(value))}
      guardDialog={guard.dialog}
    >
      <FormSection title="Quantities and due date">
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <TextField<Values> name="Quantity" label="Quantity" required inputMode="numeric" autoComplete="off" />
          <TextField<Values> name="DueDate" label="Due date" required type="date" />
          <TextField<Values> name="QuantityComplete" label="Complete" inputMode="numeric" autoComplete="off" />
          <TextField<Values> name="QuantityScrapped" label="Scrapped" inputMode="numeric" autoComplete="off" />
        </div>
      </FormSection>
      <FormSection
        title="Operations"
        description="The routing, in sequence order: in house at a work centre, or outside at a supplier."
      >
        <OperationsEditor />
      </FormSection>
    </RecordForm>
  );
}
