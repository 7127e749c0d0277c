import { useCallback } from "react";
import { useApi } from "../api-context";
import { purchaseOrderPath } from "./keys";
import type { PurchaseOrder, PurchaseOrderStatusAction } from "./types";
import { useStorePurchaseOrder } from "./use-store-purchase-order";

/** Close, cancel or reopen a PO (`POST …/status` with the PO's `Version`); a move not allowed throws a 409. */
export function usePurchaseOrderStatus() {
  const api = useApi();
  const store = useStorePurchaseOrder();
  const setStatus = useCallback(
    async (purchaseOrder: Pick<PurchaseOrder, "POKey" | "Version">, action: PurchaseOrderStatusAction) =>
      store(
        await api.post<PurchaseOrder>(`${purchaseOrderPath(purchaseOrder.POKey)}/status`, {
          Status: action,
          Version: purchaseOrder.Version,
        }),
      ),
    [api, store],
  );
  return { setStatus };
}
