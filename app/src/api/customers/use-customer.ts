import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { customerKeys } from "./keys";
import type { Customer, CustomerError } from "./types";

export function fetchCustomer(api: ApiClient, customerId: string): Promise<Customer> {
  return api.get<Customer>(`/customers/${encodeURIComponent(customerId)}`);
}

/** One customer; nothing is fetched until there is an id. A 404 comes back as `error.status`. */
export function useCustomer(customerId: string | undefined) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<Customer, CustomerError>(
    customerId ? customerKeys.detail(customerId) : null,
    ([, , id]: ReturnType<typeof customerKeys.detail>) => fetchCustomer(api, id),
  );
  return { customer: data, error, isLoading, reload: mutate };
}
