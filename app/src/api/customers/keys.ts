import type { CustomerFilters } from "./types";

/** SWR keys of the customer calls; `["customers", kind, …inputs]`. */
export const customerKeys = {
  list: (filters: CustomerFilters) => ["customers", "list", filters] as const,
  detail: (customerId: string) => ["customers", "detail", customerId] as const,
  parts: (customerId: string, pageSize: number) => ["customers", "parts", customerId, pageSize] as const,
  purchaseOrders: (customerId: string, limit: number) => ["customers", "purchase-orders", customerId, limit] as const,
  /** A write's own key (useSWRMutation): no read uses it, so SWR refetches nothing by itself. */
  write: (name: string) => ["customers", "write", name] as const,
};

export const CUSTOMERS = "customers";
