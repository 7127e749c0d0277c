import { useCallback, useState } from "react";
import { useSWRConfig } from "swr";
import { useApi } from "../api-context";
import { historyKeys } from "../history/keys";
import { isDomainKey } from "../list";
import { SUPPLIERS, supplierKeys } from "./keys";
import type { Supplier, SupplierInput, SupplierUpdate } from "./types";

/**
 * Creates or updates (with `Version`; a new name renames) a supplier, then caches the record
 * under its (new) name and refetches the lists and its history. Failures throw `ApiError`.
 */
export function useSaveSupplier() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [isSaving, setIsSaving] = useState(false);

  const run = useCallback(
    async (request: () => Promise<Supplier>) => {
      setIsSaving(true);
      try {
        const supplier = await request();
        await mutate(supplierKeys.detail(supplier.SupplierName), supplier, { revalidate: false });
        void mutate((key) => isDomainKey(key, SUPPLIERS, "list"));
        void mutate(historyKeys.list("supplier", supplier.SupplierName));
        return supplier;
      } finally {
        setIsSaving(false);
      }
    },
    [mutate],
  );

  const createSupplier = useCallback((input: SupplierInput) => run(() => api.post<Supplier>("/suppliers", input)), [api, run]);
  const updateSupplier = useCallback(
    (supplierName: string, input: SupplierUpdate) =>
      run(() => api.put<Supplier>(`/suppliers/${encodeURIComponent(supplierName)}`, input)),
    [api, run],
  );

  return { createSupplier, updateSupplier, isSaving };
}
