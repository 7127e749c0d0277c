import type { ReactNode } from "react";
import { Card, FormActions, FormSection, type ConflictPanelProps } from "@shopdesk/design-system";
import { TextareaField } from "./fields";
import { ChangedFieldsProvider, FormProvider, type FieldValues } from "./form";
import { RecordChanges } from "./record-changes";
import { FormErrors } from "./form-errors";
import type { useRecordForm } from "./use-record-form";

type RecordFormState<V extends FieldValues> = ReturnType<typeof useRecordForm<{ Version: number }, V, unknown>>;

export type RecordFormProps<V extends FieldValues, K extends string = Extract<keyof V, string>> = {
  record: Pick<
    RecordFormState<V>,
    | "form"
    | "onSubmit"
    | "conflict"
    | "incoming"
    | "reviewIncoming"
    | "changedFields"
    | "formErrors"
    | "isDirty"
    | "isSaving"
    | "applyTheirChanges"
    | "keepMine"
    | "discardChanges"
  >;
  /** The form's accessible name, e.g. "Customer details". */
  label: string;
  /** Field labels for the conflict panel after a 409. */
  fieldLabels: Record<K, string>;
  formatValue?: ConflictPanelProps<K>["formatValue"];
  notesRows?: number;
  /** The record's own sections, shown above Notes. */
  children: ReactNode;
  /** The unsaved-changes guard's dialog. */
  guardDialog: ReactNode;
};

/**
 * The frame every master-data edit form shares: someone else's changes (the bar while editing,
 * the conflict panel on Review or after a 409), the record's
 * sections, Notes, messages that belong to no field, and the save bar.
 */
export function RecordForm<V extends FieldValues>({
  record,
  label,
  fieldLabels,
  formatValue,
  notesRows = 3,
  children,
  guardDialog,
}: RecordFormProps<V>) {
  return (
    <FormProvider form={record.form}>
      <form noValidate onSubmit={record.onSubmit} aria-label={label} className="grid grid-cols-1 gap-4">
        <RecordChanges record={record} labels={fieldLabels} formatValue={formatValue} />
        <ChangedFieldsProvider value={record.changedFields}>
          <Card className="gap-5 pb-0">
            {children}
            <FormSection title="Notes">
              <TextareaField<V> name={"Notes" as never} label="Notes" rows={notesRows} className="[&>label]:sr-only" />
            </FormSection>
            <div className="px-5">
              <FormErrors messages={record.formErrors} />
            </div>
            <FormActions isDirty={record.isDirty} isSaving={record.isSaving} onDiscard={record.discardChanges} />
          </Card>
        </ChangedFieldsProvider>
      </form>
      {guardDialog}
    </FormProvider>
  );
}
