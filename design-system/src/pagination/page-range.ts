export type PageItem = number | "ellipsis";

/** Number of pages for `total` rows (at least 1, so an empty list still has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/**
 * The page buttons to show: first, last, the current page and one either side, with an
 * ellipsis for each gap of more than one page. Never more than 7 items.
 */
export function pageRange(page: number, count: number): PageItem[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, page), count);
  // Keep 7 items: near an end, show five pages on that side instead of three.
  const start = current <= 4 ? 2 : current >= count - 3 ? count - 4 : current - 1;
  const end = current <= 4 ? 5 : current >= count - 3 ? count - 1 : current + 1;
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [
    1,
    ...(start > 2 ? ["ellipsis" as const] : []),
    ...middle,
    ...(end < count - 1 ? ["ellipsis" as const] : []),
    count,
  ];
}

const number = new Intl.NumberFormat("en-US");

/**
 * "Showing 21–40 of 345", or "No results" for an empty list. When the total is a lower bound
 * (the server stopped counting), "Showing 1,001–1,025 of 1,000+".
 */
export function rangeText(page: number, pageSize: number, total: number, isTotalExact = true): string {
  if (total <= 0) return "No results";
  const current = isTotalExact ? Math.min(Math.max(1, page), pageCount(total, pageSize)) : Math.max(1, page);
  const first = (current - 1) * pageSize + 1;
  const last = isTotalExact ? Math.min(current * pageSize, total) : current * pageSize;
  return `Showing ${number.format(first)}–${number.format(last)} of ${number.format(total)}${isTotalExact ? "" : "+"}`;
}
