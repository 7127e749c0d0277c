import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { useApi } from "../api-context";
import { CUSTOMERS } from "../customers/keys";
import { historyKeys } from "../history/keys";
import { isDomainKey } from "../list";
import { PURCHASE_ORDERS, purchaseOrderKeys, purchaseOrderPath } from "../purchase-orders/keys";
import { packingSlipKeys } from "./keys";
import type { PackingSlip, PackingSlipInput } from "./types";

/**
 * "Ship": a new packing slip. Shipped quantities and the PO's status change with it, so the PO,
 * the lists and the history are fetched again. Shipping more than is open throws a 409 whose
 * `fields["Lines.0.Quantity"]` says how many are still open.
 */
export function useCreatePackingSlip() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const createPackingSlip = useCallback(
    async (poKey: number, input: PackingSlipInput) => {
      const slip = await api.post<PackingSlip>(`${purchaseOrderPath(poKey)}/packing-slips`, input);
      const key = String(poKey);
      await mutate(packingSlipKeys.detail(key, String(slip.PSlipNumber)), slip, { revalidate: false });
      await mutate(purchaseOrderKeys.detail(key));
      void mutate((cacheKey) => isDomainKey(cacheKey, PURCHASE_ORDERS, "list") || isDomainKey(cacheKey, CUSTOMERS, "purchase-orders"));
      void mutate(historyKeys.list("purchase_order", key));
      return slip;
    },
    [api, mutate],
  );
  return { createPackingSlip };
}
