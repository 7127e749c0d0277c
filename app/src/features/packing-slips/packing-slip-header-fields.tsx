import { TextField } from "../../shared/forms/fields";
import type { PackingSlipHeaderFormValues } from "./packing-slip-schema";

/**
 * How a packing slip went out (ship date, carrier, tracking number, boxes, weight), as "Ship"
 * asks for it and "Edit packing slip" corrects it. Inside either form's FormProvider: both
 * forms name these fields alike.
 */
export function PackingSlipHeaderFields() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-6">
      <TextField<PackingSlipHeaderFormValues>
        className="sm:col-span-2"
        name="ShipDate"
        label="Ship date"
        type="date"
        required
      />
      <TextField<PackingSlipHeaderFormValues>
        className="sm:col-span-2"
        name="Carrier"
        label="Carrier"
        autoComplete="off"
        placeholder="e.g. UPS Ground"
      />
      <TextField<PackingSlipHeaderFormValues>
        className="sm:col-span-2"
        name="TrackingNumber"
        label="Tracking number"
        autoComplete="off"
      />
      <TextField<PackingSlipHeaderFormValues>
        className="sm:col-span-2"
        name="Boxes"
        label="Boxes"
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField<PackingSlipHeaderFormValues>
        className="sm:col-span-2"
        name="Weight"
        label="Weight (lb)"
        inputMode="decimal"
        autoComplete="off"
      />
    </div>
  );
}
