import type { PurchaseOrderFilters } from "./types";

/** SWR keys of the PO calls; `["purchase-orders", kind, …inputs]`. */
export const purchaseOrderKeys = {
  list: (filters: PurchaseOrderFilters) => ["purchase-orders", "list", filters] as const,
  detail: (poKey: string) => ["purchase-orders", "detail", poKey] as const,
};

export const PURCHASE_ORDERS = "purchase-orders";

/** `/purchase-orders/{poKey}`. */
export function purchaseOrderPath(poKey: string | number): string {
  return `/purchase-orders/${encodeURIComponent(String(poKey))}`;
}
