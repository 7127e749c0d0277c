import { supplierRoutes } from "@shopdesk/contract";
import { useCall } from "../use-call";
import { supplierKeys } from "./keys";
import type { SupplierFilters } from "./types";

/** One page of suppliers matching the filters; the previous page stays up while the next loads. */
export function useSuppliers(filters: SupplierFilters) {
  const { data, error, isLoading, isValidating, mutate } = useCall(
    supplierKeys.list(filters),
    supplierRoutes.list,
    { query: filters },
    { keepPreviousData: true },
  );
  return { suppliers: data, error, isLoading, isValidating, reload: mutate };
}
