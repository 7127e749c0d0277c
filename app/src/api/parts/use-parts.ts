import { partRoutes } from "@shopdesk/contract";
import { useCall } from "../use-call";
import { partKeys } from "./keys";
import type { PartFilters } from "./types";

/** One page of the part search; the previous page stays up while the next loads. */
export function useParts(filters: PartFilters) {
  const { data, error, isLoading, isValidating } = useCall(
    partKeys.list(filters),
    partRoutes.list,
    { query: filters },
    { keepPreviousData: true },
  );
  return { parts: data, error, isLoading, isValidating };
}
