import { useState, type ReactNode } from "react";
import { Controller, useFormContext, type FieldValues, type Path } from "react-hook-form";
import { FormField } from "@shopdesk/design-system";
import { useCustomer } from "../../api/customers/use-customer";
import { CustomerPicker, type CustomerChoice } from "./customer-picker";
import { useFieldError } from "../../shared/forms/fields";

export type CustomerFieldProps<V extends FieldValues> = {
  /** The form field holding the customer code. */
  name: Path<V>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** A customer whose name the caller already has (the part's own), so it is not looked up. */
  known?: CustomerChoice;
};

/**
 * A customer chosen by code or name from a list that searches as the user types
 * (`GET /customers?q=`), shown as "ACME — Acme Corp". The form holds only the code.
 */
export function CustomerField<V extends FieldValues>({ name, label, hint, required, className, known }: CustomerFieldProps<V>) {
  const { control, watch } = useFormContext<V>();
  const error = useFieldError<V>(name);
  const customerId = String(watch(name) ?? "");
  const [picked, setPicked] = useState<CustomerChoice | null>(null);
  const nameOf = (choice: CustomerChoice | null | undefined) => (choice?.CustomerId === customerId ? choice.Name : undefined);
  const knownName = nameOf(picked) ?? nameOf(known);
  // A code set from outside (a link's ?customerId=, "apply their changes"): look its name up.
  const { customer } = useCustomer(customerId && knownName === undefined ? customerId : undefined);
  const customerName = knownName ?? nameOf(customer) ?? "";
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} hint={hint} error={error} required={required} className={className}>
          <CustomerPicker
            ref={field.ref}
            name={field.name}
            value={customerId ? { CustomerId: customerId, Name: customerName } : null}
            onChange={(chosen) => {
              setPicked(chosen);
              field.onChange(chosen?.CustomerId ?? "");
            }}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}
