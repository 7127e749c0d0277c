import type { WorkOrderFilters } from "./types";

/** SWR keys of the WO calls; `["work-orders", kind, …inputs]`. */
export const workOrderKeys = {
  list: (filters: WorkOrderFilters) => ["work-orders", "list", filters] as const,
  detail: (woNumber: string) => ["work-orders", "detail", woNumber] as const,
  batch: (woNumbers: readonly string[]) => ["work-orders", "batch", woNumbers.join(",")] as const,
};

export const WORK_ORDERS = "work-orders";

/** `/work-orders/{woNumber}`. */
export function workOrderPath(woNumber: string): string {
  return `/work-orders/${encodeURIComponent(woNumber)}`;
}
