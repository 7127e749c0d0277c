import { useState, type ReactNode } from "react";
import { FormDialog } from "@shopdesk/design-system";
import { FormProvider, type FieldValues, type Form } from "./form";
import { FormErrors } from "./form-errors";
import { submitCreate } from "./submit-create";

export type CreateDialogProps<V extends FieldValues, O, R> = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The submit button, e.g. "Create customer". */
  submitLabel: string;
  /** The dialog's form (`useRulesForm`); it is reset when the dialog closes. */
  form: Form<V, O>;
  /** The create call, with the checked values. */
  create: (values: O) => Promise<R>;
  /** The toast once created, e.g. "Customer ACME created". */
  savedMessage: (record: R) => string;
  /** Where to go once created (the new record's screen). */
  onCreated: (record: R) => unknown;
  width?: "narrow" | "wide";
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
  title,
  description,
  submitLabel,
  form,
  create,
  savedMessage,
  onCreated,
  width = "wide",
  children,
}: CreateDialogProps<V, O, R>) {
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const clear = () => {
    form.reset();
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
    await onCreated(result.record);
  });

  return (
    <FormDialog
      open={isOpen}
      onOpenChange={handleOpenChange}
      title={title}
      description={description}
      width={width === "wide" ? "xl" : "md"}
      submitLabel={submitLabel}
      isSubmitting={form.formState.isSubmitting}
      isDirty={form.formState.isDirty}
      onSubmit={handleSubmit}
      formMessage={<FormErrors messages={unplaced} />}
    >
      <FormProvider form={form}>{children}</FormProvider>
    </FormDialog>
  );
}
