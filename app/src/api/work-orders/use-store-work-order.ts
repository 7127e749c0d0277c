import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { historyKeys } from "../history/keys";
import { isDomainKey } from "../list";
import { PURCHASE_ORDERS } from "../purchase-orders/keys";
import { WORK_ORDERS, workOrderKeys } from "./keys";
import type { WorkOrder } from "./types";

/**
 * After a write that answers a WO: it goes into its cache entry; the WO lists and print
 * batches and its history are fetched again, and so are its PO (whose line lists its WOs;
 * awaited, so the PO screen shows the WO when the write resolves) and the PO's history.
 */
export function useStoreWorkOrder() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (workOrder: WorkOrder) => {
      await mutate(workOrderKeys.detail(workOrder.WONumber), workOrder, { revalidate: false });
      void mutate((key) => isDomainKey(key, WORK_ORDERS, "list") || isDomainKey(key, WORK_ORDERS, "batch"));
      void mutate(historyKeys.list("work_order", workOrder.WONumber));
      if (workOrder.POKey !== null) {
        const poKey = String(workOrder.POKey);
        await mutate((key) => isDomainKey(key, PURCHASE_ORDERS, "detail") && Array.isArray(key) && key[2] === poKey);
        void mutate(historyKeys.list("purchase_order", poKey));
      }
      return workOrder;
    },
    [mutate],
  );
}
