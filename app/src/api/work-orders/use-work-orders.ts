import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { toQueryString } from "../list";
import { workOrderKeys } from "./keys";
import type { WorkOrderError, WorkOrderFilters, WorkOrderList } from "./types";

export function fetchWorkOrders(
  api: ApiClient,
  { q, status, customerId, dueFrom, dueTo, isLateOnly, sort, page, pageSize }: WorkOrderFilters,
): Promise<WorkOrderList> {
  const late = isLateOnly ? "true" : undefined;
  return api.get<WorkOrderList>(
    `/work-orders${toQueryString({ q, status, customerId, dueFrom, dueTo, late, sort, page, pageSize })}`,
  );
}

/** One page of WOs matching the filters; the previous page stays up while the next loads. */
export function useWorkOrders(filters: WorkOrderFilters) {
  const api = useApi();
  const { data, error, isLoading, isValidating, mutate } = useSWR<WorkOrderList, WorkOrderError>(
    workOrderKeys.list(filters),
    ([, , input]: ReturnType<typeof workOrderKeys.list>) => fetchWorkOrders(api, input),
    { keepPreviousData: true },
  );
  return { workOrders: data, error, isLoading, isValidating, reload: mutate };
}
