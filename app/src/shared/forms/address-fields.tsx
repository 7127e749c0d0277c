import type { FieldValues, Path } from "./form";
import { TextField } from "./fields";

export type AddressFieldsProps = {
  /** Field-name prefix: "Billing" gives BillingAddress1, BillingCity… ("" gives Address1…). */
  prefix: string;
  /** Prefix of the visible labels' accessible names, e.g. "Billing". */
  labelPrefix?: string;
};

/** Two address lines, city, state/region, postal code and country. */
export function AddressFields<V extends FieldValues>({ prefix, labelPrefix }: AddressFieldsProps) {
  const name = (field: string) => `${prefix}${field}` as Path<V>;
  const label = (text: string) =>
    labelPrefix ? (
      <>
        <span className="sr-only">{labelPrefix} </span>
        {text}
      </>
    ) : (
      text
    );
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-6">
      <TextField<V>
        className="sm:col-span-6"
        name={name("Address1")}
        label={label("Address line 1")}
        autoComplete="off"
      />
      <TextField<V>
        className="sm:col-span-6"
        name={name("Address2")}
        label={label("Address line 2")}
        autoComplete="off"
      />
      <TextField<V> className="sm:col-span-3" name={name("City")} label={label("City")} autoComplete="off" />
      <TextField<V>
        className="sm:col-span-3"
        name={name("Region")}
        label={label("State / region")}
        autoComplete="off"
      />
      <TextField<V>
        className="sm:col-span-3"
        name={name("PostalCode")}
        label={label("Postal code")}
        autoComplete="off"
      />
      <TextField<V> className="sm:col-span-3" name={name("Country")} label={label("Country")} autoComplete="off" />
    </div>
  );
}
