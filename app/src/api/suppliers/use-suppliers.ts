import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { toQueryString } from "../list";
import { supplierKeys } from "./keys";
import type { SupplierError, SupplierFilters, SupplierList } from "./types";

export function fetchSuppliers(
  api: ApiClient,
  { q, active, approval, sort, page, pageSize }: SupplierFilters,
): Promise<SupplierList> {
  return api.get<SupplierList>(`/suppliers${toQueryString({ q, active, approval, sort, page, pageSize })}`);
}

/** One page of suppliers matching the filters; the previous page stays up while the next loads. */
export function useSuppliers(filters: SupplierFilters) {
  const api = useApi();
  const { data, error, isLoading, isValidating, mutate } = useSWR<SupplierList, SupplierError>(
    supplierKeys.list(filters),
    ([, , input]: ReturnType<typeof supplierKeys.list>) => fetchSuppliers(api, input),
    { keepPreviousData: true },
  );
  return { suppliers: data, error, isLoading, isValidating, reload: mutate };
}
