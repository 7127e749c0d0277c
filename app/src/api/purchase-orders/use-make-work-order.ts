import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { useApi } from "../api-context";
import { historyKeys } from "../history/keys";
import { isDomainKey } from "../list";
import { WORK_ORDERS, workOrderKeys } from "../work-orders/keys";
import type { WorkOrder } from "../work-orders/types";
import { purchaseOrderKeys, purchaseOrderPath } from "./keys";
import type { MakeWorkOrderInput } from "./types";

/**
 * "Make WO" for a PO line: the server copies the line's part, revision, open quantity and due
 * date unless given. The PO (whose line now lists the WO) and the WO lists are fetched again.
 */
export function useMakeWorkOrder() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const makeWorkOrder = useCallback(
    async (poKey: number, lineNumber: number, input: MakeWorkOrderInput = {}) => {
      const workOrder = await api.post<WorkOrder>(`${purchaseOrderPath(poKey)}/lines/${lineNumber}/work-orders`, input);
      await mutate(workOrderKeys.detail(workOrder.WONumber), workOrder, { revalidate: false });
      await mutate(purchaseOrderKeys.detail(String(poKey)));
      void mutate(historyKeys.list("purchase_order", String(poKey)));
      void mutate((key) => isDomainKey(key, WORK_ORDERS, "list"));
      return workOrder;
    },
    [api, mutate],
  );
  return { makeWorkOrder };
}
