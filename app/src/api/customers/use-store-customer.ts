import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { historyKeys } from "../history/keys";
import { isDomainKey } from "../list";
import { CUSTOMERS, customerKeys } from "./keys";
import type { Customer } from "./types";

/** After a write that answers a customer: the record goes into the cache; the lists and its history are fetched again. */
export function useStoreCustomer() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (customer: Customer) => {
      await mutate(customerKeys.detail(customer.CustomerId), customer, { revalidate: false });
      void mutate((key) => isDomainKey(key, CUSTOMERS, "list"));
      void mutate(historyKeys.list("customer", customer.CustomerId));
      return customer;
    },
    [mutate],
  );
}
