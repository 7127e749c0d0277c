import { workOrderRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { workOrderKeys } from "./keys";
import type { WorkOrderUpdate } from "./types";
import { useStoreWorkOrder } from "./use-store-work-order";

/** `PUT /work-orders/{woNumber}` with `Version`; `Operations` replace them all. Failures throw `ApiError` (400, 409 with `current`). */
export function useUpdateWorkOrder() {
  const api = useApi();
  const store = useStoreWorkOrder();
  return useSWRMutation(
    workOrderKeys.write("update"),
    async (_key, { arg: { woNumber, changes } }: { arg: { woNumber: string; changes: WorkOrderUpdate } }) =>
      store(await api.call(workOrderRoutes.update, { params: { woNumber }, body: changes })),
  );
}
