import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { customerKeys } from "./keys";
import type { CustomerError, CustomerPurchaseOrder } from "./types";

export function fetchCustomerPurchaseOrders(
  api: ApiClient,
  customerId: string,
  limit: number,
): Promise<CustomerPurchaseOrder[]> {
  return api.get<CustomerPurchaseOrder[]>(
    `/customers/${encodeURIComponent(customerId)}/purchase-orders?limit=${limit}`,
  );
}

/** The customer's most recent POs, newest first. */
export function useCustomerPurchaseOrders(customerId: string | undefined, limit = 10) {
  const api = useApi();
  const { data, error, isLoading } = useSWR<CustomerPurchaseOrder[], CustomerError>(
    customerId ? customerKeys.purchaseOrders(customerId, limit) : null,
    ([, , id, count]: ReturnType<typeof customerKeys.purchaseOrders>) => fetchCustomerPurchaseOrders(api, id, count),
  );
  return { purchaseOrders: data, error, isLoading };
}
