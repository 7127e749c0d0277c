import { workOrderRoutes } from "@shopdesk/contract";
import { useCall } from "../use-call";
import { workOrderKeys } from "./keys";
import type { WorkOrderFilters } from "./types";

/** One page of WOs matching the filters; the previous page stays up while the next loads. */
export function useWorkOrders(filters: WorkOrderFilters) {
  const { data, error, isLoading, isValidating, mutate } = useCall(
    workOrderKeys.list(filters),
    workOrderRoutes.list,
    { query: filters },
    { keepPreviousData: true },
  );
  return { workOrders: data, error, isLoading, isValidating, reload: mutate };
}
