import { useCallback } from "react";
import type { Location } from "react-router-dom";
import type { Part } from "../../api/parts/types";
import { useUpdatePart } from "../../api/parts/use-update-part";
import { defaultFormatValue, FormSection } from "@shopdesk/design-system";
import { CustomerField } from "../customers";
import { CheckboxField, TextField } from "../../shared/forms/fields";
import { RecordForm } from "../../shared/forms/record-form";
import { useRecordForm } from "../../shared/forms/use-record-form";
import { useUnsavedChangesGuard } from "../../shared/forms/use-unsaved-changes-guard";
import { PriceBreakEditor } from "./price-break-editor";
import { PricePreview } from "./price-preview";
import {
  describeBreaks,
  partFieldLabels,
  partFields,
  partRules,
  readPart,
  toPartFormValues,
  toPartInput,
  type PartFormValues,
} from "./part-schema";

type Values = PartFormValues;
const upperCase = (value: string) => value.toUpperCase();

/** Typing in the search filters keeps the chosen part; choosing another one leaves it. */
function isSamePart(current: Location, next: Location): boolean {
  const key = (location: Location) => {
    const params = new URLSearchParams(location.search);
    return `${location.pathname}|${params.get("partNumber")}|${params.get("revision")}`;
  };
  return key(current) === key(next);
}

/** The part revision's edit form: the part, then its pricing with the break editor and preview. */
export function PartForm({ part }: { part: Part }) {
  const { trigger: updatePart } = useUpdatePart();
  const save = useCallback(
    (values: Parameters<typeof toPartInput>[0], version: number) =>
      updatePart({ part, changes: { ...toPartInput(values), Version: version } }),
    [part, updatePart],
  );
  const record = useRecordForm({
    record: part,
    rules: partRules,
    toValues: toPartFormValues,
    save,
    readCurrent: readPart,
    fields: partFields,
    savedMessage: (saved) => `Part ${saved.PartNumber} rev ${saved.Revision} saved`,
  });
  const guard = useUnsavedChangesGuard(record.isDirty, { isSameRecord: isSamePart });

  return (
    <RecordForm
      record={record}
      label="Part details"
      fieldLabels={partFieldLabels}
      formatValue={(field, value) => (field === "Breaks" ? describeBreaks(value) : defaultFormatValue(value))}
      guardDialog={guard.dialog}
    >
      <FormSection title="Part">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-6">
          <TextField<Values>
            className="sm:col-span-6"
            name="Description"
            label="Description"
            required
            autoComplete="off"
          />
          <CustomerField<Values>
            className="sm:col-span-6"
            name="CustomerId"
            label="Customer"
            required
            hint="Type a code or name, then pick from the list."
            known={{ CustomerId: part.CustomerId, Name: part.CustomerName }}
          />
          <TextField<Values> className="sm:col-span-3" name="DrawingNumber" label="Drawing number" autoComplete="off" />
          <TextField<Values>
            className="sm:col-span-3"
            name="UnitOfMeasure"
            label="Unit of measure"
            required
            transform={upperCase}
            autoComplete="off"
          />
          <TextField<Values> className="sm:col-span-6" name="Material" label="Material" autoComplete="off" />
        </div>
        <CheckboxField<Values>
          name="Active"
          label="Active"
          hint="Inactive parts stay on old orders but are not offered for new ones."
        />
      </FormSection>
      <FormSection title="Pricing" description="Quantity breaks, the one-time lot charge and the quote they come from.">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField<Values> name="LotCharge" label="Lot charge" inputMode="decimal" hint="Once per order, in $" />
          <TextField<Values> name="EffectiveDate" label="Effective date" type="date" />
          <TextField<Values> name="QuoteReference" label="Quote reference" autoComplete="off" />
        </div>
        <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-[3fr_2fr]">
          <PriceBreakEditor />
          <PricePreview />
        </div>
      </FormSection>
    </RecordForm>
  );
}
