import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { historyKeys } from "../history/keys";
import { isDomainKey } from "../list";
import { PURCHASE_ORDERS, purchaseOrderKeys } from "../purchase-orders/keys";
import { WORK_ORDERS, workOrderKeys } from "./keys";
import type { WorkOrder } from "./types";

/**
 * After a WO was saved: the answer goes into its cache entry; the WO lists and print batches,
 * its history and its PO (which lists the line's WOs) are fetched again.
 */
export function useStoreWorkOrder() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (workOrder: WorkOrder) => {
      await mutate(workOrderKeys.detail(workOrder.WONumber), workOrder, { revalidate: false });
      void mutate((key) => isDomainKey(key, WORK_ORDERS, "list") || isDomainKey(key, WORK_ORDERS, "batch"));
      void mutate(historyKeys.list("work_order", workOrder.WONumber));
      if (workOrder.POKey !== null) {
        const poKey = purchaseOrderKeys.detail(String(workOrder.POKey));
        void mutate((key) => isDomainKey(key, PURCHASE_ORDERS, "detail") && Array.isArray(key) && key[2] === poKey[2]);
      }
      return workOrder;
    },
    [mutate],
  );
}
