import { purchaseOrderRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { purchaseOrderKeys } from "./keys";
import type { PurchaseOrderUpdate } from "./types";
import { useStorePurchaseOrder } from "./use-store-purchase-order";

/** `PUT /purchase-orders/{poKey}`: the header, with `Version`. Failures throw `ApiError` (400, 409 with `current` or for a duplicate number). */
export function useUpdatePurchaseOrder() {
  const api = useApi();
  const store = useStorePurchaseOrder();
  return useSWRMutation(
    purchaseOrderKeys.write("update"),
    async (_key, { arg: { poKey, changes } }: { arg: { poKey: number; changes: PurchaseOrderUpdate } }) =>
      store(await api.call(purchaseOrderRoutes.update, { params: { poKey: String(poKey) }, body: changes })),
  );
}
