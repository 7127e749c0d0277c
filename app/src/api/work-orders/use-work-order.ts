import { workOrderRoutes } from "@shopdesk/contract";
import { useCall } from "../use-call";
import { workOrderKeys } from "./keys";

/** One WO; nothing is fetched until there is a number. A 404 comes back as `error.status`. */
export function useWorkOrder(woNumber: string | undefined) {
  const { data, error, isLoading, mutate } = useCall(
    woNumber ? workOrderKeys.detail(woNumber) : null,
    workOrderRoutes.get,
    { params: { woNumber: woNumber ?? "" } },
  );
  return { workOrder: data, error, isLoading, reload: mutate };
}
