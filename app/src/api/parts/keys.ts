import type { PartFilters } from "./types";

/** SWR keys of the part calls. */
export const partKeys = {
  list: (filters: PartFilters) => ["parts", "list", filters] as const,
  detail: (partNumber: string, revision: string) => ["parts", "detail", partNumber, revision] as const,
  /** Every customer's current revisions matching `q` (the part picker of a WO for stock). */
  current: (q: string) => ["parts", "current", q] as const,
  /** A write's own key (useSWRMutation): no read uses it, so SWR refetches nothing by itself. */
  write: (name: string) => ["parts", "write", name] as const,
};

export const PARTS = "parts";
