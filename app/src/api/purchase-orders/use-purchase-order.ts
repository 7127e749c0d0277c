import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { purchaseOrderKeys } from "./keys";
import { purchaseOrderPath } from "./paths";
import type { PurchaseOrder, PurchaseOrderError } from "./types";

export function fetchPurchaseOrder(api: ApiClient, poKey: string): Promise<PurchaseOrder> {
  return api.get<PurchaseOrder>(purchaseOrderPath(poKey));
}

/** One PO with its lines, their WOs and its packing slips; nothing is fetched until there is a key. */
export function usePurchaseOrder(poKey: string | undefined) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<PurchaseOrder, PurchaseOrderError>(
    poKey ? purchaseOrderKeys.detail(poKey) : null,
    ([, , key]: ReturnType<typeof purchaseOrderKeys.detail>) => fetchPurchaseOrder(api, key),
  );
  return { purchaseOrder: data, error, isLoading, reload: mutate };
}
