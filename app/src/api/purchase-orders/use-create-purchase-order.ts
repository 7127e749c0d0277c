import { purchaseOrderRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { purchaseOrderKeys } from "./keys";
import type { NewPurchaseOrderInput } from "./types";
import { useStorePurchaseOrder } from "./use-store-purchase-order";

/** `POST /purchase-orders`, lines optional. Failures throw `ApiError` (400 with `fields`, 409 for a duplicate PO number). */
export function useCreatePurchaseOrder() {
  const api = useApi();
  const store = useStorePurchaseOrder();
  return useSWRMutation(purchaseOrderKeys.write("create"), async (_key, { arg }: { arg: NewPurchaseOrderInput }) =>
    store(await api.call(purchaseOrderRoutes.create, { body: arg })),
  );
}
