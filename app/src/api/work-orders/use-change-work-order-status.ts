import { workOrderRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { workOrderKeys } from "./keys";
import type { WorkOrderStatusChange } from "./types";
import { useStoreWorkOrder } from "./use-store-work-order";

/** Moves a WO to another status (`POST …/status` with `Version`); a move not allowed, or a stale `Version`, throws a 409. */
export function useChangeWorkOrderStatus() {
  const api = useApi();
  const store = useStoreWorkOrder();
  return useSWRMutation(
    workOrderKeys.write("status"),
    async (_key, { arg: { woNumber, change } }: { arg: { woNumber: string; change: WorkOrderStatusChange } }) =>
      store(await api.call(workOrderRoutes.setStatus, { params: { woNumber }, body: change })),
  );
}
