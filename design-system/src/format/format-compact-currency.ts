const compact = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** A chart axis' money label: `$0`, `$950`, `$12.5K`, `$1.2M`. Not for amounts people read exactly. */
export function formatCompactCurrency(value: number): string {
  return Number.isFinite(value) ? compact.format(value) : "";
}
