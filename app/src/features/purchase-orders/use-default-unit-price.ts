import { usePart } from "../../api/parts/use-part";
import { priceForQuantity } from "../parts";
import { parseQuantity } from "./money";

/**
 * The part's price for the quantity typed (the break with the largest `MinQuantity` ≤ it), as
 * a PO line's default unit price. `isMissing` when the part is known but no break covers it.
 */
export function useDefaultUnitPrice(partNumber: string, revision: string, quantityText: string) {
  const { part, error, isLoading } = usePart(partNumber || undefined, revision || undefined);
  const quantity = parseQuantity(quantityText);
  const priceBreak = part && quantity !== null ? priceForQuantity(part.Pricing.Breaks, quantity) : undefined;
  return {
    priceBreak,
    quantity,
    isLoading,
    error,
    isMissing: Boolean(part) && quantity !== null && !priceBreak,
  };
}
