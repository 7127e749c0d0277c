import { useCallback, useState } from "react";
import { useApi } from "../api-context";
import { purchaseOrderPath } from "./keys";
import type { NewPurchaseOrderInput, PurchaseOrder, PurchaseOrderUpdate } from "./types";
import { useStorePurchaseOrder } from "./use-store-purchase-order";

/**
 * Creates a PO (`POST`, lines optional) or updates its header (`PUT` with `Version`). Failures
 * throw `ApiError` (400 with `fields`, 409 for a duplicate PO number or with `current`).
 */
export function useSavePurchaseOrder() {
  const api = useApi();
  const store = useStorePurchaseOrder();
  const [isSaving, setIsSaving] = useState(false);

  const run = useCallback(
    async (request: () => Promise<PurchaseOrder>) => {
      setIsSaving(true);
      try {
        return await store(await request());
      } finally {
        setIsSaving(false);
      }
    },
    [store],
  );

  const createPurchaseOrder = useCallback(
    (input: NewPurchaseOrderInput) => run(() => api.post<PurchaseOrder>("/purchase-orders", input)),
    [api, run],
  );
  const updatePurchaseOrder = useCallback(
    (poKey: number, input: PurchaseOrderUpdate) => run(() => api.put<PurchaseOrder>(purchaseOrderPath(poKey), input)),
    [api, run],
  );

  return { createPurchaseOrder, updatePurchaseOrder, isSaving };
}
