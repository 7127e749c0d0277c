import { useCallback, useState } from "react";
import { useApi } from "../api-context";
import { workOrderPath } from "./keys";
import type { WorkOrder, WorkOrderUpdate } from "./types";
import { useStoreWorkOrder } from "./use-store-work-order";

/**
 * Updates a WO (`PUT` with `Version`; `Operations` replace them all). Failures are thrown as
 * `ApiError` (400 with `fields`, 409 with `current`) for the form to show.
 */
export function useSaveWorkOrder() {
  const api = useApi();
  const store = useStoreWorkOrder();
  const [isSaving, setIsSaving] = useState(false);

  const updateWorkOrder = useCallback(
    async (woNumber: string, input: WorkOrderUpdate) => {
      setIsSaving(true);
      try {
        return await store(await api.put<WorkOrder>(workOrderPath(woNumber), input));
      } finally {
        setIsSaving(false);
      }
    },
    [api, store],
  );

  return { updateWorkOrder, isSaving };
}
