import { FormField, Input } from "@shopdesk/design-system";
import { textBoxProps, useField, useFieldElement, useFieldError } from "../../shared/forms/form";
import { ListEditor, RemoveRowButton } from "../../shared/forms/list-editor";
import type { BreakRow } from "./part-schema";

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
      <RemoveRowButton label={`Remove break ${index + 1}`} onClick={onRemove} />
    </li>
  );
}

const columnHeadings = (
  <div
    className="grid grid-cols-[1fr_1fr_auto] gap-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
    aria-hidden="true"
  >
    <span>From quantity</span>
    <span>Unit price</span>
    <span className="w-10" />
  </div>
);

// The first break usually starts at 1; later ones are the user's to choose.
const newBreak = (rows: BreakRow[]): BreakRow => ({ MinQuantity: rows.length === 0 ? "1" : "", UnitPrice: "" });

/** Quantity breaks: add and remove rows, smallest quantity first; each row's messages beside it. */
export function PriceBreakEditor() {
  return (
    <ListEditor<BreakRow>
      path="Breaks"
      label="Price breaks"
      emptyText="No price breaks yet. Add the first one."
      addLabel="Add break"
      newRow={newBreak}
      header={columnHeadings}
      isCompact
      renderRow={(index, onRemove) => <BreakRowFields index={index} onRemove={onRemove} />}
    />
  );
}
