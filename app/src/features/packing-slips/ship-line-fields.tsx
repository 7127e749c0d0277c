import { Checkbox, FormField, NativeSelect, formatQuantity } from "@shopdesk/design-system";
import type { PurchaseOrderLine } from "../../api/purchase-orders/types";
import { TextField } from "../../shared/forms/fields";
import { useField, useFieldElement, useFieldError, useWatch } from "../../shared/forms/form";
import type { ShipFormValues } from "./ship-schema";

export type ShipLineFieldsProps = { index: number; line: PurchaseOrderLine };

/** One open line in "Ship": ship it or not, how many (at most what is open) and, optionally, from which WO. */
export function ShipLineFields({ index, line }: ShipLineFieldsProps) {
  const included = useField<boolean>(`Lines.${index}.IsIncluded`);
  const includedElement = useFieldElement(`Lines.${index}.IsIncluded`);
  const isIncluded = included.value;
  const openQuantity = useWatch<ShipFormValues, `Lines.${number}.OpenQuantity`>(`Lines.${index}.OpenQuantity`);
  const workOrder = useField<string>(`Lines.${index}.WONumber`);
  const workOrderElement = useFieldElement(`Lines.${index}.WONumber`);
  const woError = useFieldError(`Lines.${index}.WONumber`);
  const workOrders = line.WorkOrders.filter((workOrder) => workOrder.Status !== "Cancelled");

  return (
    <fieldset
      className="grid grid-cols-1 gap-3 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_9rem_12rem]"
      data-slot="ship-line"
    >
      <legend className="sr-only">
        Line {line.LineNumber}: {line.PartNumber} rev {line.Revision}
      </legend>
      <div className="grid content-start gap-1">
        <Checkbox
          label={
            <>
              <span className="font-medium">
                Line {line.LineNumber}: {line.PartNumber} rev {line.Revision}
              </span>
              <span className="sr-only">, ship it</span>
            </>
          }
          name={included.name}
          ref={includedElement}
          checked={included.value}
          onCheckedChange={included.onChange}
          onBlur={included.onBlur}
        />
        <p className="pl-6 text-xs text-muted-foreground">
          {line.Description} · ordered {formatQuantity(line.Quantity)}, shipped {formatQuantity(line.ShippedQuantity)},{" "}
          <span className="font-medium text-foreground">{formatQuantity(openQuantity)} open</span>
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
            name={workOrder.name}
            ref={workOrderElement}
            value={workOrder.value}
            onChange={(event) => workOrder.onChange(event.target.value)}
            onBlur={workOrder.onBlur}
            disabled={!isIncluded}
          >
            <option value="">No WO</option>
            {workOrders.map((candidate) => (
              <option key={candidate.WONumber} value={candidate.WONumber}>
                {candidate.WONumber} · {candidate.Status}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : (
        <p className="self-end pb-2.5 text-xs text-muted-foreground">No WO for this line</p>
      )}
    </fieldset>
  );
}
