/** `/purchase-orders/{poKey}`. */
export function purchaseOrderPath(poKey: string | number): string {
  return `/purchase-orders/${encodeURIComponent(String(poKey))}`;
}

/** `/purchase-orders/{poKey}/lines/{lineNumber}`. */
export function linePath(poKey: number, lineNumber: number): string {
  return `${purchaseOrderPath(poKey)}/lines/${lineNumber}`;
}
