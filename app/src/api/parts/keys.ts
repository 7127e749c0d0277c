import type { PartFilters } from "./types";

/** SWR keys of the part calls. */
export const partKeys = {
  list: (filters: PartFilters) => ["parts", "list", filters] as const,
  detail: (partNumber: string, revision: string) => ["parts", "detail", partNumber, revision] as const,
};

export const PARTS = "parts";
