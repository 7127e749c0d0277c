import type { ReactNode } from "react";
import { FormField } from "@shopdesk/design-system";
import { useField, useFieldElement, useFieldError, useFormContext, useWatchAll } from "../../shared/forms/form";
import { PartPicker, type PartScope } from "./part-picker";

export type PartFieldProps = PartScope & {
  /** Where the part sits in the form: "" for a form of one, "Lines.2." inside a PO. */
  prefix?: string;
  label?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
};

/**
 * A part revision picked from a list that searches as the user types. The form holds it as
 * `PartNumber`, `Revision` and `Description` (shown, not sent) under `prefix`.
 */
export function PartField({
  prefix = "",
  label = "Part",
  hint,
  required,
  disabled,
  className,
  customerId,
  isAnyCustomer,
}: PartFieldProps) {
  // The part's fields live at different paths in different forms, so the form is untyped here.
  const { setValue } = useFormContext();
  const field = useField<string>(`${prefix}PartNumber`);
  const element = useFieldElement(`${prefix}PartNumber`);
  const [revision, description] = useWatchAll([`${prefix}Revision`, `${prefix}Description`]) as [string, string];
  const partNumber = field.value;
  const error = useFieldError(`${prefix}PartNumber`);
  return (
    <FormField label={label} hint={hint} required={required} error={error} className={className}>
      <PartPicker
        customerId={customerId}
        isAnyCustomer={isAnyCustomer}
        disabled={disabled}
        ref={element}
        name={field.name}
        onBlur={field.onBlur}
        value={partNumber ? { PartNumber: partNumber, Revision: revision, Description: description } : null}
        onChange={(part) => {
          // The revision and description first: the part number's change checks the line.
          setValue(`${prefix}Revision`, part?.Revision ?? "");
          setValue(`${prefix}Description`, part?.Description ?? "");
          field.onChange(part?.PartNumber ?? "");
        }}
      />
    </FormField>
  );
}
