import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { workOrderKeys } from "./keys";
import { workOrderPath } from "./paths";
import type { WorkOrder, WorkOrderError } from "./types";

export function fetchWorkOrder(api: ApiClient, woNumber: string): Promise<WorkOrder> {
  return api.get<WorkOrder>(workOrderPath(woNumber));
}

/** One WO; nothing is fetched until there is a number. A 404 comes back as `error.status`. */
export function useWorkOrder(woNumber: string | undefined) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<WorkOrder, WorkOrderError>(
    woNumber ? workOrderKeys.detail(woNumber) : null,
    ([, , number]: ReturnType<typeof workOrderKeys.detail>) => fetchWorkOrder(api, number),
  );
  return { workOrder: data, error, isLoading, reload: mutate };
}
