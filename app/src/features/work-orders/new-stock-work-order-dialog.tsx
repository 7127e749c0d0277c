import { useCreateStockWorkOrder } from "../../api/work-orders/use-create-stock-work-order";
import { CreateDialog, type NewDialogProps } from "../../shared/forms/create-dialog";
import { TextareaField, TextField } from "../../shared/forms/fields";
import { useWatch } from "../../shared/forms/form";
import { useRulesForm } from "../../shared/forms/form-rules";
import { PartField } from "../parts";
import {
  emptyStockWorkOrder,
  stockWorkOrderRules,
  toStockWorkOrderInput,
  type StockWorkOrderFormValues,
} from "./stock-work-order-schema";

type Values = StockWorkOrderFormValues;

/**
 * "New stock WO": a WO with no PO, for parts to keep on the shelf. Any customer's current part
 * revision, the quantity and the due date; the routing is added on the WO, where it leads.
 */
export function NewStockWorkOrderDialog(dialog: NewDialogProps) {
  const { trigger: createStockWorkOrder } = useCreateStockWorkOrder();
  const form = useRulesForm(stockWorkOrderRules, {
    defaultValues: emptyStockWorkOrder,
    mode: "onTouched",
  });
  const description = useWatch("Description", form);

  return (
    <CreateDialog
      {...dialog}
      title="New stock WO"
      description="A work order with no PO, for parts to keep in stock. Add its operations on the WO once it is made."
      submitLabel="Create WO"
      form={form}
      create={(values) => createStockWorkOrder(toStockWorkOrderInput(values))}
      savedMessage={(workOrder) => `WO ${workOrder.WONumber} made for stock`}
      recordPath={(workOrder) => `/wo/${workOrder.WONumber}`}
    >
      <PartField
        isAnyCustomer
        required
        hint={description || "Any customer’s current revision: type its number or description."}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField<Values> name="Quantity" label="Quantity" required inputMode="numeric" autoComplete="off" />
        <TextField<Values> name="DueDate" label="Due date" type="date" required />
      </div>
      <TextareaField<Values> name="Notes" label="Notes" rows={3} />
    </CreateDialog>
  );
}
