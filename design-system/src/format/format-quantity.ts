// One formatter for the whole app: `toLocaleString` builds a new one on every call, which for
// a PO of 50 lines was a visible part of drawing the screen (docs/performance.md, "Lighthouse").
const quantity = new Intl.NumberFormat("en-US");

/** A count or quantity as the screens write it: `1,250`. */
export function formatQuantity(value: number): string {
  return quantity.format(value);
}
