import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { FormDialog, type FormDialogProps } from "@shopdesk/design-system";
import { FormProvider, type FieldValues, type Form } from "./form";
import { FormErrors } from "./form-errors";
import { submitCreate } from "./submit-create";

/** What opens and closes a "New …" dialog: every one takes these. */
export type NewDialogProps = { isOpen: boolean; onOpenChange: (open: boolean) => void };

/** The dialog's own texts and layout, as FormDialog takes them (`width` is `xl` unless said). */
type Frame = Pick<FormDialogProps, "formLabel" | "width" | "spacing"> & {
  title: ReactNode;
  description: ReactNode;
  /** The submit button, e.g. "Create customer". */
  submitLabel: string;
};

export type CreateDialogProps<V extends FieldValues, O, R> = NewDialogProps &
  Frame & {
    /** The dialog's form (`useRulesForm`); it is reset when the dialog closes. */
    form: Form<V, O>;
    /** The values the form is reset to (a new PO's date is today's); the form's defaults without it. */
    resetValues?: () => V;
    /** The create call, with the checked values. */
    create: (values: O) => Promise<R>;
    /** The toast once created, e.g. "Customer ACME created". */
    savedMessage: (record: R) => string;
    /** The new record's address, where the dialog leads once it is created. */
    recordPath?: (record: R) => string;
    /** What to do once created, where there is no page to go to (a new part is shown under the part search). */
    onCreated?: (record: R) => unknown;
    /** The fields. */
    children: ReactNode;
  };

/**
 * The frame of every "New …" dialog: title and what comes next, the fields, the server's
 * messages on them (or above the buttons when no field shows them), Cancel and Create. With
 * something typed, closing it asks first (FormDialog's `isDirty`).
 */
export function CreateDialog<V extends FieldValues, O, R>({
  isOpen,
  onOpenChange,
  form,
  create,
  savedMessage,
  recordPath,
  onCreated,
  resetValues,
  children,
  ...frame
}: CreateDialogProps<V, O, R>) {
  const navigate = useNavigate();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const clear = () => {
    form.reset(resetValues?.());
    setUnplaced([]);
  };
  const handleOpenChange = (open: boolean) => {
    if (!open) clear();
    onOpenChange(open);
  };
  const handleSubmit = form.handleSubmit(async (values) => {
    const result = await submitCreate(() => create(values), {
      setError: form.setError,
      fieldNames: Object.keys(form.getValues()),
      savedMessage,
    });
    setUnplaced(result.unplaced);
    if (result.record === undefined) return;
    clear();
    if (recordPath) await navigate(recordPath(result.record));
    else await onCreated?.(result.record);
  });

  return (
    <FormDialog
      width="xl"
      {...frame}
      open={isOpen}
      onOpenChange={handleOpenChange}
      isSubmitting={form.formState.isSubmitting}
      isDirty={form.formState.isDirty}
      onSubmit={handleSubmit}
      formMessage={<FormErrors messages={unplaced} />}
    >
      <FormProvider form={form}>{children}</FormProvider>
    </FormDialog>
  );
}
