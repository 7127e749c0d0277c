import { useCreatePurchaseOrder } from "../../api/purchase-orders/use-create-purchase-order";
import { CustomerField } from "../customers";
import { TextField } from "../../shared/forms/fields";
import { useWatch } from "../../shared/forms/form";
import { CreateDialog, type NewDialogProps } from "../../shared/forms/create-dialog";
import { useRulesForm } from "../../shared/forms/form-rules";
import { FormSection } from "@shopdesk/design-system";
import { CustomerDefaults } from "./customer-defaults";
import { NewPOLines } from "./new-purchase-order-lines";
import {
  emptyNewPurchaseOrder,
  newPurchaseOrderRules,
  toNewPurchaseOrderInput,
  type NewPOFormValues,
} from "./new-purchase-order-schema";
import { ShipToFields } from "./ship-to-fields";

type Values = NewPOFormValues;

/**
 * "New PO": the customer (looked up as you type), the customer's PO number and date, ship-to
 * and terms (filled from the customer, editable) and the lines. On success it goes to the PO.
 */
export function NewPurchaseOrderDialog(dialog: NewDialogProps) {
  const { trigger: createPurchaseOrder } = useCreatePurchaseOrder();
  const form = useRulesForm(newPurchaseOrderRules, {
    defaultValues: emptyNewPurchaseOrder(),
    mode: "onSubmit",
  });
  const customerId = useWatch("CustomerId", form);

  return (
    <CreateDialog
      {...dialog}
      title="New PO"
      formLabel="New PO"
      description="The customer’s purchase order. Ship-to and terms come from the customer; change them if this PO differs."
      width="3xl"
      spacing="relaxed"
      submitLabel="Create PO"
      form={form}
      resetValues={emptyNewPurchaseOrder}
      create={(values) => createPurchaseOrder(toNewPurchaseOrderInput(values))}
      savedMessage={(po) => `PO ${po.PONumber} created`}
      recordPath={(po) => `/po/${po.POKey}`}
    >
      <CustomerDefaults />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_10rem]">
        <CustomerField<Values> name="CustomerId" label="Customer" required />
        <TextField<Values> name="PONumber" label="PO number" required autoComplete="off" hint="The customer’s number" />
        <TextField<Values> name="PODate" label="PO date" type="date" required />
      </div>
      <FormSection title="Ship to and terms">
        <ShipToFields<Values> />
        <TextField<Values>
          name="Terms"
          label="Terms"
          required
          hint="e.g. Net 30"
          autoComplete="off"
          className="sm:max-w-60"
        />
      </FormSection>
      <FormSection title="Lines">
        <NewPOLines customerId={customerId || undefined} />
      </FormSection>
    </CreateDialog>
  );
}
