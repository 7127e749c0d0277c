import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { toQueryString } from "../list";
import { customerKeys } from "./keys";
import type { CustomerError, CustomerFilters, CustomerList } from "./types";

export function fetchCustomers(
  api: ApiClient,
  { q, active, sort, page, pageSize }: CustomerFilters,
): Promise<CustomerList> {
  return api.get<CustomerList>(`/customers${toQueryString({ q, active, sort, page, pageSize })}`);
}

/** One page of customers matching the filters; the previous page stays up while the next loads. */
export function useCustomers(filters: CustomerFilters) {
  const api = useApi();
  const { data, error, isLoading, isValidating, mutate } = useSWR<CustomerList, CustomerError>(
    customerKeys.list(filters),
    ([, , input]: ReturnType<typeof customerKeys.list>) => fetchCustomers(api, input),
    { keepPreviousData: true },
  );
  return { customers: data, error, isLoading, isValidating, reload: mutate };
}
