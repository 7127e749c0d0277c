import type { ReactNode } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { FormField } from "@shopdesk/design-system";
import { useFieldError } from "../../shared/forms/fields";
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
export function PartField({ prefix = "", label = "Part", hint, required, disabled, className, customerId, isAnyCustomer }: PartFieldProps) {
  // The part's fields live at different paths in different forms, so the form is untyped here.
  const { control, setValue } = useFormContext();
  const [partNumber, revision, description] = useWatch({
    control,
    name: [`${prefix}PartNumber`, `${prefix}Revision`, `${prefix}Description`],
  }) as [string, string, string];
  const error = useFieldError(`${prefix}PartNumber`);
  return (
    <Controller
      control={control}
      name={`${prefix}PartNumber`}
      render={({ field }) => (
        <FormField label={label} hint={hint} required={required} error={error} className={className}>
          <PartPicker
            customerId={customerId}
            isAnyCustomer={isAnyCustomer}
            disabled={disabled}
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            value={partNumber ? { PartNumber: partNumber, Revision: revision, Description: description } : null}
            onChange={(part) => {
              field.onChange(part?.PartNumber ?? "");
              setValue(`${prefix}Revision`, part?.Revision ?? "");
              setValue(`${prefix}Description`, part?.Description ?? "");
            }}
          />
        </FormField>
      )}
    />
  );
}
