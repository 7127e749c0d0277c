import type { WorkOrderFilters } from "./types";

/** SWR keys of the WO calls; `["work-orders", kind, …inputs]`. */
export const workOrderKeys = {
  list: (filters: WorkOrderFilters) => ["work-orders", "list", filters] as const,
  detail: (woNumber: string) => ["work-orders", "detail", woNumber] as const,
  batch: (woNumbers: readonly string[]) => ["work-orders", "batch", woNumbers.join(",")] as const,
  /** A write's own key (useSWRMutation): no read uses it, so SWR refetches nothing by itself. */
  write: (name: string) => ["work-orders", "write", name] as const,
};

export const WORK_ORDERS = "work-orders";
