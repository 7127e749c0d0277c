import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { supplierKeys } from "./keys";
import type { Supplier, SupplierError } from "./types";

export function fetchSupplier(api: ApiClient, supplierName: string): Promise<Supplier> {
  return api.get<Supplier>(`/suppliers/${encodeURIComponent(supplierName)}`);
}

/** One supplier by name; nothing is fetched until there is a name. */
export function useSupplier(supplierName: string | undefined) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<Supplier, SupplierError>(
    supplierName ? supplierKeys.detail(supplierName) : null,
    ([, , name]: ReturnType<typeof supplierKeys.detail>) => fetchSupplier(api, name),
  );
  return { supplier: data, error, isLoading, reload: mutate };
}
