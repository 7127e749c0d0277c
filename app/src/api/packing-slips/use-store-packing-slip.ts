import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { CUSTOMERS } from "../customers/keys";
import { historyKeys } from "../history/keys";
import { isDomainKey } from "../list";
import { PURCHASE_ORDERS, purchaseOrderKeys } from "../purchase-orders/keys";
import { packingSlipKeys } from "./keys";
import type { PackingSlip } from "./types";

/**
 * After a write that answers a packing slip of PO `poKey`: the slip goes into its cache entry
 * (the prints read it); the PO (its lines' shipped quantities, its status, its slips) and its
 * history are fetched again, and after a shipment also the PO lists and the customer's POs.
 */
export function useStorePackingSlip() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (poKey: number, slip: PackingSlip, { shipped }: { shipped: boolean }) => {
      const key = String(poKey);
      await mutate(packingSlipKeys.detail(key, String(slip.PSlipNumber)), slip, { revalidate: false });
      await mutate(purchaseOrderKeys.detail(key));
      if (shipped)
        void mutate(
          (cacheKey) =>
            isDomainKey(cacheKey, PURCHASE_ORDERS, "list") || isDomainKey(cacheKey, CUSTOMERS, "purchase-orders"),
        );
      void mutate(historyKeys.list("purchase_order", key));
      return slip;
    },
    [mutate],
  );
}
