import { useState, type ReactNode } from "react";
import { FormField } from "@shopdesk/design-system";
import { useCustomer } from "../../api/customers/use-customer";
import { CustomerPicker, type CustomerChoice } from "./customer-picker";
import { useField, useFieldElement, useFieldError, type FieldValues, type Path } from "../../shared/forms/form";

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
export function CustomerField<V extends FieldValues>({
  name,
  label,
  hint,
  required,
  className,
  known,
}: CustomerFieldProps<V>) {
  const field = useField<string>(name);
  const element = useFieldElement(name);
  const error = useFieldError(name);
  const customerId = String(field.value ?? "");
  const [picked, setPicked] = useState<CustomerChoice | null>(null);
  const nameOf = (choice: CustomerChoice | null | undefined) =>
    choice?.CustomerId === customerId ? choice.Name : undefined;
  const knownName = nameOf(picked) ?? nameOf(known);
  // A code set from outside (a link's ?customerId=, "apply their changes"): look its name up.
  const { customer } = useCustomer(customerId && knownName === undefined ? customerId : undefined);
  const customerName = knownName ?? nameOf(customer) ?? "";
  return (
    <FormField label={label} hint={hint} error={error} required={required} className={className}>
      <CustomerPicker
        ref={element}
        name={field.name}
        value={customerId ? { CustomerId: customerId, Name: customerName } : null}
        onChange={(chosen) => {
          setPicked(chosen);
          field.onChange(chosen?.CustomerId ?? "");
        }}
        onBlur={field.onBlur}
      />
    </FormField>
  );
}
