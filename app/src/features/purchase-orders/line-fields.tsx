import { useEffect } from "react";
import { Button, formatCurrency, formatQuantity } from "@shopdesk/design-system";
import { TextField } from "../../shared/forms/fields";
import { useFormContext, useWatchAll } from "../../shared/forms/form";
import { PartField } from "../parts";
import type { LineFormValues } from "./line-schema";
import { lineAmount } from "./money";
import { useDefaultUnitPrice } from "./use-default-unit-price";

export type LineFieldsProps = {
  /** Where the line sits in the form: "" for a form that is one line, "Lines.2." inside a PO. */
  prefix?: string;
  customerId: string | undefined;
  /** The part cannot change once the line has a WO or a shipment. */
  isPartLocked?: boolean;
};

type LineField = keyof LineFormValues;

/**
 * A PO line's part (one of the customer's active parts), quantity, unit price and due date.
 * The unit price follows the part's breaks for the quantity until the user types one; the
 * line's Amount is shown as it changes.
 */
export function LineFields({ prefix = "", customerId, isPartLocked = false }: LineFieldsProps) {
  // The line's fields live at different paths in different forms, so the form is untyped here.
  const { setValue, getValue } = useFormContext();
  const name = (field: LineField) => `${prefix}${field}`;
  const [partNumber, revision, description, quantity, unitPrice, isPriceTyped] = useWatchAll(
    ["PartNumber", "Revision", "Description", "Quantity", "UnitPrice", "IsPriceTyped"].map((field) =>
      name(field as LineField),
    ),
  ) as [string, string, string, string, string, boolean];
  const { priceBreak, isMissing, isLoading } = useDefaultUnitPrice(partNumber, revision, quantity);
  const breakPrice = priceBreak?.UnitPrice;
  const amount = lineAmount(quantity, unitPrice);

  // Until the user types a price, the line takes the break's (none when no break covers it).
  const unitPriceName = name("UnitPrice");
  useEffect(() => {
    if (isPriceTyped) return;
    const next = breakPrice ?? (isMissing ? "" : undefined);
    if (next === undefined || getValue(unitPriceName) === next) return;
    setValue(unitPriceName, next);
  }, [breakPrice, isMissing, isPriceTyped, unitPriceName, getValue, setValue]);

  function priceHint() {
    if (!partNumber) return undefined;
    if (isLoading) return "Looking up the part’s price…";
    if (isMissing) return "No price break covers this quantity: enter a price.";
    if (!priceBreak) return undefined;
    const from = `${formatQuantity(priceBreak.MinQuantity)}+ break`;
    if (!isPriceTyped || unitPrice === priceBreak.UnitPrice) return `From the ${from}.`;
    return (
      <>
        The {from} is {formatCurrency(priceBreak.UnitPrice, { fractionDigits: 4 })}.{" "}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-auto p-0 text-xs text-primary underline underline-offset-4"
          onClick={() => {
            setValue(name("IsPriceTyped"), false);
            setValue(name("UnitPrice"), priceBreak.UnitPrice, { shouldValidate: true });
          }}
        >
          Use it
        </Button>
      </>
    );
  }

  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-12" data-slot="line-fields">
      <PartField
        prefix={prefix}
        customerId={customerId}
        disabled={isPartLocked}
        required
        className="col-span-2 sm:col-span-5"
      />
      <TextField
        name={name("Quantity")}
        label="Quantity"
        required
        inputMode="numeric"
        autoComplete="off"
        className="sm:col-span-2"
      />
      <TextField
        name={name("UnitPrice")}
        label="Unit price"
        inputMode="decimal"
        autoComplete="off"
        className="sm:col-span-2"
        onInput={() => setValue(name("IsPriceTyped"), true)}
      />
      <TextField name={name("DueDate")} label="Due date" type="date" required className="col-span-2 sm:col-span-3" />
      <div className="col-span-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-xs sm:col-span-12">
        <p className="text-muted-foreground" aria-live="polite">
          {description && <span className="mr-1 text-foreground">{description}.</span>}
          {priceHint()}
        </p>
        <p className="text-sm tabular-nums" data-slot="line-amount">
          <span className="text-muted-foreground">Amount </span>
          <span className="font-semibold">{amount ? formatCurrency(amount) : "—"}</span>
        </p>
      </div>
    </div>
  );
}
