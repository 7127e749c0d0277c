import { purchaseOrderRoutes } from "@shopdesk/contract";
import { useCall } from "../use-call";
import { purchaseOrderKeys } from "./keys";
import type { PurchaseOrderFilters } from "./types";

/** One page of POs matching the filters; the previous page stays up while the next loads. */
export function usePurchaseOrders(filters: PurchaseOrderFilters) {
  const { data, error, isLoading, isValidating, mutate } = useCall(
    purchaseOrderKeys.list(filters),
    purchaseOrderRoutes.list,
    { query: filters },
    { keepPreviousData: true },
  );
  return { purchaseOrders: data, error, isLoading, isValidating, reload: mutate };
}
