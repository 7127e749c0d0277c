import type { FieldValues, Path } from "../../shared/forms/form";
import { AddressFields } from "../../shared/forms/address-fields";
import { TextField } from "../../shared/forms/fields";

/** The PO's ship-to: a name and an address (ShipToName, ShipToAddress1 … ShipToCountry). */
export function ShipToFields<V extends FieldValues>() {
  return (
    <div className="grid grid-cols-1 gap-4">
      <TextField<V> name={"ShipToName" as Path<V>} label="Ship-to name" autoComplete="off" />
      <AddressFields<V> prefix="ShipTo" labelPrefix="Ship-to" />
    </div>
  );
}
