import { useFieldArray, useFormContext } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { Button, FormField, Input } from "@shopdesk/design-system";
import { useFieldError } from "../../shared/forms/fields";
import type { PartFormValues } from "./part-schema";

function BreakRowFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { register } = useFormContext<PartFormValues>();
  const quantityError = useFieldError<PartFormValues>(`Breaks.${index}.MinQuantity`);
  const priceError = useFieldError<PartFormValues>(`Breaks.${index}.UnitPrice`);
  return (
    <li className="grid grid-cols-[1fr_1fr_auto] items-start gap-3" data-slot="price-break-row">
      <FormField label={`Break ${index + 1} minimum quantity`} error={quantityError} className="[&>label]:sr-only">
        <Input inputMode="numeric" className="tabular-nums" {...register(`Breaks.${index}.MinQuantity`)} />
      </FormField>
      <FormField label={`Break ${index + 1} unit price`} error={priceError} className="[&>label]:sr-only">
        <div className="relative">
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden="true">
            $
          </span>
          <Input inputMode="decimal" className="pl-7 tabular-nums" placeholder="0.0000" {...register(`Breaks.${index}.UnitPrice`)} />
        </div>
      </FormField>
      <Button type="button" variant="ghost" size="icon" aria-label={`Remove break ${index + 1}`} onClick={onRemove}>
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </li>
  );
}

/** Quantity breaks: add and remove rows, smallest quantity first; each row's messages beside it. */
export function PriceBreakEditor() {
  const { control, getValues } = useFormContext<PartFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "Breaks" });
  const breaksError = useFieldError<PartFormValues>("Breaks");

  function handleAdd() {
    // The first break usually starts at 1; later ones are the user's to choose.
    append({ MinQuantity: getValues("Breaks").length === 0 ? "1" : "", UnitPrice: "" });
  }

  return (
    <div className="grid grid-cols-1 gap-2">
      <div className="grid grid-cols-[1fr_1fr_auto] gap-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase" aria-hidden="true">
        <span>From quantity</span>
        <span>Unit price</span>
        <span className="w-10" />
      </div>
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">No price breaks yet. Add the first one.</p>
      ) : (
        <ol className="grid grid-cols-1 gap-2" aria-label="Price breaks">
          {fields.map((field, index) => (
            <BreakRowFields key={field.id} index={index} onRemove={() => remove(index)} />
          ))}
        </ol>
      )}
      {breaksError && <p className="text-xs text-destructive">{breaksError}</p>}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={handleAdd}>
          <Plus className="size-4" aria-hidden="true" />
          Add break
        </Button>
      </div>
    </div>
  );
}
