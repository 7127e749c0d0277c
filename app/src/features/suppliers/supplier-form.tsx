import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { approvalStatuses, type Supplier } from "../../api/suppliers/types";
import { useUpdateSupplier } from "../../api/suppliers/use-update-supplier";
import { AddressFields } from "../../shared/forms/address-fields";
import { CheckboxField, SelectField, TextField } from "../../shared/forms/fields";
import { FormSection } from "@shopdesk/design-system";
import { RecordForm } from "../../shared/forms/record-form";
import { useRecordForm } from "../../shared/forms/use-record-form";
import { useUnsavedChangesGuard } from "../../shared/forms/use-unsaved-changes-guard";
import {
  readSupplier,
  supplierFieldLabels,
  supplierFields,
  supplierRules,
  toSupplierFormValues,
  type SupplierFormOutput,
  type SupplierFormValues,
} from "./supplier-schema";
import { supplierLink } from "./supplier-link";

type Values = SupplierFormValues;
const approvalOptions = approvalStatuses.map((status) => ({ value: status, label: status }));

/** The supplier's edit form; a new name renames it, and the address bar follows. */
export function SupplierForm({ supplier }: { supplier: Supplier }) {
  const navigate = useNavigate();
  const { trigger: updateSupplier } = useUpdateSupplier();
  const save = useCallback(
    (values: SupplierFormOutput, version: number) =>
      updateSupplier({ supplierName: supplier.SupplierName, changes: { ...values, Version: version } }),
    [supplier.SupplierName, updateSupplier],
  );
  const record = useRecordForm({
    record: supplier,
    rules: supplierRules,
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
    <RecordForm record={record} label="Supplier details" fieldLabels={supplierFieldLabels} guardDialog={guard.dialog}>
      <FormSection title="Details">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField<Values>
            className="sm:col-span-2"
            name="SupplierName"
            label="Name"
            required
            hint="Renaming keeps the supplier’s history and operations."
            autoComplete="off"
          />
          <TextField<Values>
            className="sm:col-span-2"
            name="Services"
            label="Services"
            hint="Separate with commas, e.g. Anodize, Plating"
            autoComplete="off"
          />
          <TextField<Values> name="ContactName" label="Contact" autoComplete="off" />
          <TextField<Values> name="Phone" label="Phone" type="tel" autoComplete="off" />
          <TextField<Values> className="sm:col-span-2" name="Email" label="Email" type="email" autoComplete="off" />
        </div>
        <CheckboxField<Values>
          name="Active"
          label="Active"
          hint="Inactive suppliers are not offered for new operations."
        />
      </FormSection>
      <FormSection
        title="Approval"
        description="An approval whose certificate has expired is flagged wherever the supplier is picked."
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField<Values> name="ApprovalStatus" label="Approval status" required options={approvalOptions} />
          <TextField<Values> name="CertificateExpires" label="Certificate expires" type="date" />
        </div>
      </FormSection>
      <FormSection title="Address">
        <AddressFields<Values> prefix="" />
      </FormSection>
    </RecordForm>
  );
}
