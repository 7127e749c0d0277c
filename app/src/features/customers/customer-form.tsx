import { useCallback } from "react";
import type { Customer } from "../../api/customers/types";
import { useUpdateCustomer } from "../../api/customers/use-update-customer";
import { AddressFields } from "../../shared/forms/address-fields";
import { CheckboxField, TextField } from "../../shared/forms/fields";
import { FormSection } from "@shopdesk/design-system";
import { useWatch } from "../../shared/forms/form";
import { RecordForm } from "../../shared/forms/record-form";
import { useRecordForm } from "../../shared/forms/use-record-form";
import { useUnsavedChangesGuard } from "../../shared/forms/use-unsaved-changes-guard";
import {
  customerFieldLabels,
  customerFields,
  customerRules,
  readCustomer,
  toCustomerFormValues,
  toCustomerInput,
  type CustomerFormOutput,
  type CustomerFormValues,
} from "./customer-schema";

type Values = CustomerFormValues;

/** The customer's edit form: details, addresses, notes; Active unticked deactivates it. */
export function CustomerForm({ customer }: { customer: Customer }) {
  const { trigger: updateCustomer } = useUpdateCustomer();
  const save = useCallback(
    (values: CustomerFormOutput, version: number) =>
      updateCustomer({ customerId: customer.CustomerId, changes: { ...toCustomerInput(values), Version: version } }),
    [customer.CustomerId, updateCustomer],
  );
  const record = useRecordForm({
    record: customer,
    rules: customerRules,
    toValues: toCustomerFormValues,
    save,
    readCurrent: readCustomer,
    fields: customerFields,
    savedMessage: (saved) => `Customer ${saved.CustomerId} saved`,
  });
  const { form } = record;
  const guard = useUnsavedChangesGuard(record.isDirty);
  const isShippingSame = useWatch("ShippingSameAsBilling", form);

  return (
    <RecordForm
      record={record}
      label="Customer details"
      fieldLabels={customerFieldLabels}
      notesRows={4}
      guardDialog={guard.dialog}
    >
      <FormSection title="Details">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField<Values> className="sm:col-span-2" name="Name" label="Name" required autoComplete="off" />
          <TextField<Values> name="ContactName" label="Contact" autoComplete="off" />
          <TextField<Values> name="Phone" label="Phone" type="tel" autoComplete="off" />
          <TextField<Values> name="Email" label="Email" type="email" autoComplete="off" />
          <TextField<Values> name="PaymentTerms" label="Payment terms" hint="e.g. Net 30" />
        </div>
        <CheckboxField<Values>
          name="Active"
          label="Active"
          hint="Inactive customers keep their parts and POs but are hidden from the list and pickers."
        />
      </FormSection>
      <FormSection title="Billing address">
        <AddressFields<Values> prefix="Billing" labelPrefix="Billing" />
      </FormSection>
      <FormSection title="Shipping address">
        <CheckboxField<Values> name="ShippingSameAsBilling" label="Same as billing address" />
        {!isShippingSame && <AddressFields<Values> prefix="Shipping" labelPrefix="Shipping" />}
      </FormSection>
    </RecordForm>
  );
}
