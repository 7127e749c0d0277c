/**
 * The print layout's address: `/print/reports` with the screen's query (report, filters, sort)
 * but not its page, since a print starts from the first row.
 */
export function reportPrintPath(search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  next.delete("page");
  const text = next.toString();
  return `/print/reports${text ? `?${text}` : ""}`;
}
