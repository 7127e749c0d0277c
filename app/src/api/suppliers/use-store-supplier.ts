import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { historyKeys } from "../history/keys";
import { isDomainKey } from "../list";
import { SUPPLIERS, supplierKeys } from "./keys";
import type { Supplier } from "./types";

/**
 * After a write that answers a supplier: the record is cached under its (new) name; the lists
 * and its history are fetched again.
 */
export function useStoreSupplier() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (supplier: Supplier) => {
      await mutate(supplierKeys.detail(supplier.SupplierName), supplier, { revalidate: false });
      void mutate((key) => isDomainKey(key, SUPPLIERS, "list"));
      void mutate(historyKeys.list("supplier", supplier.SupplierName));
      return supplier;
    },
    [mutate],
  );
}
