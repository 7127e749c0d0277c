import { purchaseOrderRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { purchaseOrderKeys } from "./keys";
import type { PurchaseOrder, PurchaseOrderStatusAction } from "./types";
import { useStorePurchaseOrder } from "./use-store-purchase-order";

/** Close, cancel or reopen a PO (`POST …/status` with the PO's `Version`); a move not allowed throws a 409. */
export function useChangePurchaseOrderStatus() {
  const api = useApi();
  const store = useStorePurchaseOrder();
  return useSWRMutation(
    purchaseOrderKeys.write("status"),
    async (
      _key,
      {
        arg: { purchaseOrder, action },
      }: { arg: { purchaseOrder: Pick<PurchaseOrder, "POKey" | "Version">; action: PurchaseOrderStatusAction } },
    ) =>
      store(
        await api.call(purchaseOrderRoutes.setStatus, {
          params: { poKey: String(purchaseOrder.POKey) },
          body: { Status: action, Version: purchaseOrder.Version },
        }),
      ),
  );
}
