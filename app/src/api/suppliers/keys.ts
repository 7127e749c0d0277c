import type { SupplierFilters } from "./types";

/** SWR keys of the supplier calls; names are kept as typed (the server compares case-insensitively). */
export const supplierKeys = {
  list: (filters: SupplierFilters) => ["suppliers", "list", filters] as const,
  detail: (supplierName: string) => ["suppliers", "detail", supplierName] as const,
  /** A write's own key (useSWRMutation): no read uses it, so SWR refetches nothing by itself. */
  write: (name: string) => ["suppliers", "write", name] as const,
};

export const SUPPLIERS = "suppliers";
