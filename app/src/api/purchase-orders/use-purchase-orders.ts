import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { toQueryString } from "../list";
import { purchaseOrderKeys } from "./keys";
import type { PurchaseOrderError, PurchaseOrderFilters, PurchaseOrderList } from "./types";

export function fetchPurchaseOrders(api: ApiClient, filters: PurchaseOrderFilters): Promise<PurchaseOrderList> {
  const { q, status, customerId, from, to, late, sort, page, pageSize } = filters;
  return api.get<PurchaseOrderList>(
    `/purchase-orders${toQueryString({ q, status, customerId, from, to, late: late || undefined, sort, page, pageSize })}`,
  );
}

/** One page of POs matching the filters; the previous page stays up while the next loads. */
export function usePurchaseOrders(filters: PurchaseOrderFilters) {
  const api = useApi();
  const { data, error, isLoading, isValidating, mutate } = useSWR<PurchaseOrderList, PurchaseOrderError>(
    purchaseOrderKeys.list(filters),
    ([, , input]: ReturnType<typeof purchaseOrderKeys.list>) => fetchPurchaseOrders(api, input),
    { keepPreviousData: true },
  );
  return { purchaseOrders: data, error, isLoading, isValidating, reload: mutate };
}
