import { customerRoutes } from "@shopdesk/contract";
import { useCall } from "../use-call";
import { customerKeys } from "./keys";
import type { CustomerFilters } from "./types";

/** One page of customers matching the filters; the previous page stays up while the next loads. */
export function useCustomers(filters: CustomerFilters) {
  const { data, error, isLoading, isValidating, mutate } = useCall(
    customerKeys.list(filters),
    customerRoutes.list,
    { query: filters },
    { keepPreviousData: true },
  );
  return { customers: data, error, isLoading, isValidating, reload: mutate };
}
