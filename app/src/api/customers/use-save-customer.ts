import { useCallback, useState } from "react";
import { useSWRConfig } from "swr";
import { useApi } from "../api-context";
import { historyKeys } from "../history/keys";
import { isDomainKey } from "../list";
import { CUSTOMERS, customerKeys } from "./keys";
import type { Customer, CustomerUpdate, NewCustomerInput } from "./types";

/**
 * Creates (`POST`) or updates (`PUT` with `Version`) a customer. On success the record goes
 * into the cache, and the lists and its history are fetched again; failures are thrown as
 * `ApiError` (400 with `fields`, 409 with `current`) for the form to show.
 */
export function useSaveCustomer() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [isSaving, setIsSaving] = useState(false);

  const store = useCallback(
    async (customer: Customer) => {
      await mutate(customerKeys.detail(customer.CustomerId), customer, { revalidate: false });
      void mutate((key) => isDomainKey(key, CUSTOMERS, "list"));
      void mutate(historyKeys.list("customer", customer.CustomerId));
      return customer;
    },
    [mutate],
  );

  const run = useCallback(async (request: () => Promise<Customer>) => {
    setIsSaving(true);
    try {
      return await store(await request());
    } finally {
      setIsSaving(false);
    }
  }, [store]);

  const createCustomer = useCallback(
    (input: NewCustomerInput) => run(() => api.post<Customer>("/customers", input)),
    [api, run],
  );
  const updateCustomer = useCallback(
    (customerId: string, input: CustomerUpdate) =>
      run(() => api.put<Customer>(`/customers/${encodeURIComponent(customerId)}`, input)),
    [api, run],
  );

  return { createCustomer, updateCustomer, isSaving };
}
