import { useId, useState } from "react";
import { formatCurrency, Input, sumDecimals, formatQuantity } from "@shopdesk/design-system";
import { useWatch } from "../../shared/forms/form";
import { multiplyDecimal, parseBreakRows, priceForQuantity } from "./pricing";
import type { PartFormValues } from "./part-schema";

/** "Price for quantity Q": the break that applies, the extended price and the order total, live. */
export function PricePreview() {
  const [quantityText, setQuantityText] = useState("100");
  const quantityId = useId();
  const rows = useWatch<PartFormValues, "Breaks">("Breaks");
  const lotCharge = useWatch<PartFormValues, "LotCharge">("LotCharge");
  const quantity = Number(quantityText);
  const isQuantity = Number.isInteger(quantity) && quantity > 0;
  const priceBreak = isQuantity ? priceForQuantity(parseBreakRows(rows), quantity) : undefined;
  const extended = priceBreak ? multiplyDecimal(priceBreak.UnitPrice, quantity) : null;
  const isLotCharge = /^\d+(\.\d+)?$/.test(lotCharge.trim()) && Number(lotCharge) > 0;
  const total = extended && isLotCharge ? sumDecimals([extended, lotCharge.trim()]) : extended;

  function result() {
    if (!isQuantity) return <p className="text-muted-foreground">Enter a whole quantity of 1 or more.</p>;
    if (!priceBreak) return <p className="text-muted-foreground">No break covers {formatQuantity(quantity)} pieces.</p>;
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 tabular-nums">
        <dt className="text-muted-foreground">Unit price</dt>
        <dd className="text-right font-semibold" data-testid="preview-unit-price">
          {formatCurrency(priceBreak.UnitPrice, { fractionDigits: 4 })}
          <span className="ml-1 font-normal text-muted-foreground">
            (from {formatQuantity(priceBreak.MinQuantity)})
          </span>
        </dd>
        <dt className="text-muted-foreground">Extended</dt>
        <dd className="text-right">{formatCurrency(extended)}</dd>
        {isLotCharge && (
          <>
            <dt className="text-muted-foreground">Lot charge</dt>
            <dd className="text-right">{formatCurrency(lotCharge)}</dd>
          </>
        )}
        <dt className="font-medium">Order total</dt>
        <dd className="text-right font-semibold">{formatCurrency(total)}</dd>
      </dl>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-3 rounded-md border bg-muted/40 p-4 text-sm" data-slot="price-preview">
      <div className="flex items-center gap-3">
        <label htmlFor={quantityId} className="font-medium whitespace-nowrap">
          Price for quantity
        </label>
        <Input
          id={quantityId}
          className="h-9 w-28 tabular-nums"
          inputMode="numeric"
          value={quantityText}
          onChange={(event) => setQuantityText(event.target.value.trim())}
        />
      </div>
      <div aria-live="polite">{result()}</div>
    </div>
  );
}
