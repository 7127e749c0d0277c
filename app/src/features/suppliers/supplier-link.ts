/** `/supplier/{name}` with the name URL-encoded (it may hold `/`, `&`, `.`, quotes, accents). */
export function supplierLink(supplierName: string): string {
  return `/supplier/${encodeURIComponent(supplierName)}`;
}
