import type { PurchaseOrderFilters } from "./types";

/** SWR keys of the PO calls; `["purchase-orders", kind, …inputs]`. */
export const purchaseOrderKeys = {
  list: (filters: PurchaseOrderFilters) => ["purchase-orders", "list", filters] as const,
  detail: (poKey: string) => ["purchase-orders", "detail", poKey] as const,
  /** A write's own key (useSWRMutation): no read uses it, so SWR refetches nothing by itself. */
  write: (name: string) => ["purchase-orders", "write", name] as const,
};

export const PURCHASE_ORDERS = "purchase-orders";
