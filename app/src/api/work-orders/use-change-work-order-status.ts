import { useCallback, useState } from "react";
import { useApi } from "../api-context";
import { workOrderPath } from "./keys";
import type { WorkOrder, WorkOrderStatusChange } from "./types";
import { useStoreWorkOrder } from "./use-store-work-order";

/**
 * Moves a WO to another status (`POST …/status` with `Version`). A move the server does not
 * allow, or a stale `Version`, is thrown as a 409 `ApiError`.
 */
export function useChangeWorkOrderStatus() {
  const api = useApi();
  const store = useStoreWorkOrder();
  const [isChanging, setIsChanging] = useState(false);

  const changeStatus = useCallback(
    async (woNumber: string, change: WorkOrderStatusChange) => {
      setIsChanging(true);
      try {
        return await store(await api.post<WorkOrder>(`${workOrderPath(woNumber)}/status`, change));
      } finally {
        setIsChanging(false);
      }
    },
    [api, store],
  );

  return { changeStatus, isChanging };
}
