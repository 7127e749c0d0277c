import { useCallback } from "react";
import { FormProvider } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { Card } from "@shopdesk/design-system";
import { approvalStatuses, type Supplier } from "../../api/suppliers/types";
import { useSaveSupplier } from "../../api/suppliers/use-save-supplier";
import { AddressFields } from "../forms/address-fields";
import { ConflictPanel } from "../forms/conflict-panel";
import { CheckboxField, SelectField, TextareaField, TextField } from "../forms/fields";
import { FormActions } from "../forms/form-actions";
import { FormErrors } from "../forms/form-errors";
import { FormSection } from "../forms/form-section";
import { useRecordForm } from "../forms/use-record-form";
import { useUnsavedChangesGuard } from "../forms/use-unsaved-changes-guard";
import {
  readSupplier,
  supplierFieldLabels,
  supplierFields,
  supplierLink,
  supplierSchema,
  toSupplierFormValues,
  toSupplierInput,
  type SupplierFormValues,
} from "./supplier-schema";

type Values = SupplierFormValues;
const approvalOptions = approvalStatuses.map((status) => ({ value: status, label: status }));

/** The supplier's edit form; a new name renames it, and the address bar follows. */
export function SupplierForm({ supplier }: { supplier: Supplier }) {
  const navigate = useNavigate();
  const { updateSupplier } = useSaveSupplier();
  const save = useCallback(
    (values: Parameters<typeof toSupplierInput>[0], version: number) =>
      updateSupplier(supplier.SupplierName, { ...toSupplierInput(values), Version: version }),
    [supplier.SupplierName, updateSupplier],
  );
  const record = useRecordForm({
    record: supplier,
    schema: supplierSchema,
    toValues: toSupplierFormValues,
    save,
    readCurrent: readSupplier,
    fields: supplierFields,
    savedMessage: (saved) => `Supplier ${saved.SupplierName} saved`,
    onSaved: (saved) => {
      if (saved.SupplierName === supplier.SupplierName) return;
      guard.allowNavigation();
      void navigate(supplierLink(saved.SupplierName), { replace: true });
    },
  });
  const guard = useUnsavedChangesGuard(record.isDirty);

  return (
    <FormProvider {...record.form}>
      <form noValidate onSubmit={record.onSubmit} aria-label="Supplier details" className="grid grid-cols-1 gap-4">
        {record.conflict && (
          <ConflictPanel
            changes={record.conflict.changes}
            labels={supplierFieldLabels}
            onApplyTheirs={record.applyTheirChanges}
            onKeepMine={record.keepMine}
          />
        )}
        <Card className="gap-5 pb-0">
          <FormSection title="Details">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField<Values> className="sm:col-span-2" name="SupplierName" label="Name" required hint="Renaming keeps the supplier’s history and operations." autoComplete="off" />
              <TextField<Values> className="sm:col-span-2" name="Services" label="Services" hint="Separate with commas, e.g. Anodize, Plating" autoComplete="off" />
              <TextField<Values> name="ContactName" label="Contact" autoComplete="off" />
              <TextField<Values> name="Phone" label="Phone" type="tel" autoComplete="off" />
              <TextField<Values> className="sm:col-span-2" name="Email" label="Email" type="email" autoComplete="off" />
            </div>
            <CheckboxField<Values> name="Active" label="Active" hint="Inactive suppliers are not offered for new operations." />
          </FormSection>
          <FormSection title="Approval" description="An approval whose certificate has expired is flagged wherever the supplier is picked.">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <SelectField<Values> name="ApprovalStatus" label="Approval status" required options={approvalOptions} />
              <TextField<Values> name="CertificateExpires" label="Certificate expires" type="date" />
            </div>
          </FormSection>
          <FormSection title="Address">
            <AddressFields<Values> prefix="" />
          </FormSection>
          <FormSection title="Notes">
            <TextareaField<Values> name="Notes" label="Notes" rows={3} className="[&>label]:sr-only" />
          </FormSection>
          <div className="px-5">
            <FormErrors messages={record.formErrors} />
          </div>
          <FormActions isDirty={record.isDirty} isSaving={record.isSaving} onDiscard={record.discardChanges} />
        </Card>
      </form>
      {guard.dialog}
    </FormProvider>
  );
}
