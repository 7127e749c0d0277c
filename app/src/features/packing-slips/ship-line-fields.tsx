import { Controller, useFormContext } from "react-hook-form";
import { Checkbox, FormField, NativeSelect } from "@shopdesk/design-system";
import type { PurchaseOrderLine } from "../../api/purchase-orders/types";
import { TextField, useFieldError } from "../../shared/forms/fields";
import type { ShipFormValues } from "./ship-schema";

export type ShipLineFieldsProps = { index: number; line: PurchaseOrderLine };

/** One open line in "Ship": ship it or not, how many (at most what is open) and, optionally, from which WO. */
export function ShipLineFields({ index, line }: ShipLineFieldsProps) {
  const { control, watch } = useFormContext<ShipFormValues>();
  const isIncluded = watch(`Lines.${index}.IsIncluded`);
  const openQuantity = watch(`Lines.${index}.OpenQuantity`);
  const woError = useFieldError<ShipFormValues>(`Lines.${index}.WONumber`);
  const workOrders = line.WorkOrders.filter((workOrder) => workOrder.Status !== "Cancelled");

  return (
    <fieldset className="grid grid-cols-1 gap-3 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_9rem_12rem]" data-slot="ship-line">
      <legend className="sr-only">
        Line {line.LineNumber}: {line.PartNumber} rev {line.Revision}
      </legend>
      <div className="grid content-start gap-1">
        <Controller
          control={control}
          name={`Lines.${index}.IsIncluded`}
          render={({ field }) => (
            <Checkbox
              label={
                <>
                  <span className="font-medium">
                    Line {line.LineNumber}: {line.PartNumber} rev {line.Revision}
                  </span>
                  <span className="sr-only">, ship it</span>
                </>
              }
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <p className="pl-6 text-xs text-muted-foreground">
          {line.Description} · ordered {line.Quantity.toLocaleString("en-US")}, shipped {line.ShippedQuantity.toLocaleString("en-US")},{" "}
          <span className="font-medium text-foreground">{openQuantity.toLocaleString("en-US")} open</span>
        </p>
      </div>
      <TextField<ShipFormValues>
        name={`Lines.${index}.Quantity`}
        label={
          <>
            Quantity<span className="sr-only"> of line {line.LineNumber} to ship</span>
          </>
        }
        inputMode="numeric"
        autoComplete="off"
        disabled={!isIncluded}
      />
      {workOrders.length > 0 ? (
        <Controller
          control={control}
          name={`Lines.${index}.WONumber`}
          render={({ field }) => (
            <FormField
              label={
                <>
                  WO<span className="sr-only"> of line {line.LineNumber}</span>
                </>
              }
              error={woError}
              className="min-w-0"
            >
              <NativeSelect
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                disabled={!isIncluded}
              >
                <option value="">No WO</option>
                {workOrders.map((workOrder) => (
                  <option key={workOrder.WONumber} value={workOrder.WONumber}>
                    {workOrder.WONumber} · {workOrder.Status}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
        />
      ) : (
        <p className="self-end pb-2.5 text-xs text-muted-foreground">No WO for this line</p>
      )}
    </fieldset>
  );
}
