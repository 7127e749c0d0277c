import { sumDecimals } from "@shopdesk/design-system";
import { multiplyDecimal } from "../parts";

const decimal = /^(\d+)(?:\.(\d*))?$/;

/**
 * A non-negative decimal string rounded to `places`, half away from zero (as SQL `round()` on
 * `numeric`), always with `places` decimals: `"12.345"` → `"12.35"`. Null when it is not one.
 */
export function roundDecimal(value: string, places: number): string | null {
  const match = decimal.exec(value.trim());
  if (!match) return null;
  const fraction = match[2] ?? "";
  const kept = fraction.slice(0, places).padEnd(places, "0");
  let scaled = BigInt(match[1] + kept);
  if (fraction.length > places && Number(fraction[places]) >= 5) scaled += 1n;
  const digits = scaled.toString().padStart(places + 1, "0");
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** A whole quantity of 1 or more typed as text, or null. */
export function parseQuantity(text: string | number): number | null {
  const trimmed = String(text).trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return Number.isSafeInteger(quantity) && quantity >= 1 ? quantity : null;
}

/** A line's `Amount`: quantity × unit price rounded to the cent, exactly; null until both are numbers. */
export function lineAmount(quantity: string | number, unitPrice: string): string | null {
  const count = parseQuantity(quantity);
  if (count === null) return null;
  const product = multiplyDecimal(unitPrice, count);
  return product === null ? null : roundDecimal(product, 2);
}

/** The PO's `Amount`: the sum of the lines' amounts that are known ("0.00" for none). */
export function totalAmount(amounts: readonly (string | null)[]): string {
  const known = amounts.filter((amount): amount is string => amount !== null);
  return roundDecimal(sumDecimals(["0.00", ...known]) ?? "0", 2) ?? "0.00";
}
