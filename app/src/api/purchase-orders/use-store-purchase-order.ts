import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { CUSTOMERS } from "../customers/keys";
import { historyKeys } from "../history/keys";
import { isDomainKey } from "../list";
import { PURCHASE_ORDERS, purchaseOrderKeys } from "./keys";
import type { PurchaseOrder } from "./types";

/**
 * After a write that answers the PO: the record goes into its cache entry, and the PO lists,
 * the customer's recent POs and the PO's history are fetched again.
 */
export function useStorePurchaseOrder() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (purchaseOrder: PurchaseOrder) => {
      await mutate(purchaseOrderKeys.detail(String(purchaseOrder.POKey)), purchaseOrder, { revalidate: false });
      void mutate((key) => isDomainKey(key, PURCHASE_ORDERS, "list") || isDomainKey(key, CUSTOMERS, "purchase-orders"));
      void mutate(historyKeys.list("purchase_order", String(purchaseOrder.POKey)));
      return purchaseOrder;
    },
    [mutate],
  );
}
