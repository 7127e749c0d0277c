import { Plus, Trash2 } from "lucide-react";
import { Button, formatCurrency } from "@shopdesk/design-system";
import { useFieldArray, useWatch } from "../../shared/forms/form";
import { emptyLine } from "./line-schema";
import { LineFields } from "./line-fields";
import { lineAmount, totalAmount } from "./money";
import type { NewPOFormValues } from "./new-purchase-order-schema";

/** The lines of a new PO: add as many as needed, each with its live Amount, and the PO's total. */
export function NewPOLines({ customerId }: { customerId: string | undefined }) {
  const { fields, append, remove } = useFieldArray<NewPOFormValues["Lines"][number]>("Lines");
  const lines = useWatch<NewPOFormValues, "Lines">("Lines");
  const total = totalAmount(lines.map((line) => lineAmount(line.Quantity, line.UnitPrice)));

  return (
    <div className="grid grid-cols-1 gap-3">
      {fields.length === 0 && (
        <p className="text-sm text-muted-foreground">No lines yet. Add them now, or later on the PO’s page.</p>
      )}
      {fields.map((field, index) => (
        <fieldset
          key={field.id}
          className="relative grid grid-cols-1 gap-3 rounded-md border p-3"
          data-slot="new-po-line"
        >
          {/* Floated, the legend joins the grid instead of sitting on the border. */}
          <legend className="float-left w-full py-1 text-sm font-semibold">Line {index + 1}</legend>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="absolute top-2 right-2"
            onClick={() => remove(index)}
            aria-label={`Remove line ${index + 1}`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
          <LineFields prefix={`Lines.${index}.`} customerId={customerId} />
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() => append({ ...emptyLine }, { focusPath: `Lines.${fields.length}.PartNumber` })}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add line
        </Button>
        <p className="text-sm tabular-nums" data-slot="po-total">
          <span className="text-muted-foreground">PO amount </span>
          <span className="font-semibold">{formatCurrency(total)}</span>
        </p>
      </div>
    </div>
  );
}
