import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { FormDialog } from "@shopdesk/design-system";
import { useCreatePurchaseOrder } from "../../api/purchase-orders/use-create-purchase-order";
import { CustomerField } from "../customers";
import { TextField } from "../../shared/forms/fields";
import { FormProvider, useWatch } from "../../shared/forms/form";
import { FormErrors } from "../../shared/forms/form-errors";
import { useRulesForm } from "../../shared/forms/form-rules";
import { FormSection } from "../../shared/forms/form-section";
import { submitCreate } from "../../shared/forms/submit-create";
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

export type NewPurchaseOrderDialogProps = { isOpen: boolean; onOpenChange: (open: boolean) => void };

/**
 * "New PO": the customer (looked up as you type), the customer's PO number and date, ship-to
 * and terms (filled from the customer, editable) and the lines. On success it goes to the PO.
 */
export function NewPurchaseOrderDialog({ isOpen, onOpenChange }: NewPurchaseOrderDialogProps) {
  const navigate = useNavigate();
  const { trigger: createPurchaseOrder } = useCreatePurchaseOrder();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const form = useRulesForm(newPurchaseOrderRules, {
    defaultValues: emptyNewPurchaseOrder(),
    mode: "onSubmit",
  });
  const customerId = useWatch("CustomerId", form);

  const handleSubmit = form.handleSubmit(async (values) => {
    const result = await submitCreate(() => createPurchaseOrder(toNewPurchaseOrderInput(values)), {
      setError: form.setError,
      fieldNames: Object.keys(form.getValues()),
      savedMessage: (po) => `PO ${po.PONumber} created`,
    });
    setUnplaced(result.unplaced);
    if (!result.record) return;
    form.reset(emptyNewPurchaseOrder());
    await navigate(`/po/${result.record.POKey}`);
  });

  return (
    <FormDialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          form.reset(emptyNewPurchaseOrder());
          setUnplaced([]);
        }
        onOpenChange(open);
      }}
      title="New PO"
      formLabel="New PO"
      description="The customer’s purchase order. Ship-to and terms come from the customer; change them if this PO differs."
      width="3xl"
      spacing="relaxed"
      submitLabel="Create PO"
      isSubmitting={form.formState.isSubmitting}
      isDirty={form.formState.isDirty}
      onSubmit={handleSubmit}
      formMessage={<FormErrors messages={unplaced} />}
    >
      <FormProvider form={form}>
        <CustomerDefaults />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_10rem]">
          <CustomerField<Values> name="CustomerId" label="Customer" required />
          <TextField<Values>
            name="PONumber"
            label="PO number"
            required
            autoComplete="off"
            hint="The customer’s number"
          />
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
      </FormProvider>
    </FormDialog>
  );
}
