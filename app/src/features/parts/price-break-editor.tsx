import { Plus, Trash2 } from "lucide-react";
import { Button, FormField, Input } from "@shopdesk/design-system";
import {
  textBoxProps,
  useField,
  useFieldArray,
  useFieldElement,
  useFieldError,
  useFormContext,
} from "../../shared/forms/form";
import type { BreakRow, PartFormValues } from "./part-schema";

function BreakRowFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const quantity = useField<string>(`Breaks.${index}.MinQuantity`);
  const quantityElement = useFieldElement(quantity.name);
  const price = useField<string>(`Breaks.${index}.UnitPrice`);
  const priceElement = useFieldElement(price.name);
  const quantityError = useFieldError(quantity.name);
  const priceError = useFieldError(price.name);
  return (
    <li className="grid grid-cols-[1fr_1fr_auto] items-start gap-3" data-slot="price-break-row">
      <FormField label={`Break ${index + 1} minimum quantity`} error={quantityError} className="[&>label]:sr-only">
        <Input inputMode="numeric" className="tabular-nums" {...textBoxProps(quantity)} ref={quantityElement} />
      </FormField>
      <FormField label={`Break ${index + 1} unit price`} error={priceError} className="[&>label]:sr-only">
        <div className="relative">
          <span
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
            aria-hidden="true"
          >
            $
          </span>
          <Input
            inputMode="decimal"
            className="pl-7 tabular-nums"
            placeholder="0.0000"
            {...textBoxProps(price)}
            ref={priceElement}
          />
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
  const { getValues } = useFormContext<PartFormValues>();
  const { fields, append, remove } = useFieldArray<BreakRow>("Breaks");
  const breaksError = useFieldError("Breaks");

  function handleAdd() {
    // The first break usually starts at 1; later ones are the user's to choose.
    append({ MinQuantity: getValues().Breaks.length === 0 ? "1" : "", UnitPrice: "" });
  }

  return (
    <div className="grid grid-cols-1 gap-2">
      <div
        className="grid grid-cols-[1fr_1fr_auto] gap-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
        aria-hidden="true"
      >
        <span>From quantity</span>
        <span>Unit price</span>
        <span className="w-10" />
      </div>
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
          No price breaks yet. Add the first one.
        </p>
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
