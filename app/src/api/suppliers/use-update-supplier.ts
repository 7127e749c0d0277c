import { supplierRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { supplierKeys } from "./keys";
import type { SupplierUpdate } from "./types";
import { useStoreSupplier } from "./use-store-supplier";

/** `PUT /suppliers/{name}` with `Version`; a new name renames. Failures throw `ApiError` (400, 409 with `current`). */
export function useUpdateSupplier() {
  const api = useApi();
  const store = useStoreSupplier();
  return useSWRMutation(
    supplierKeys.write("update"),
    async (_key, { arg: { supplierName, changes } }: { arg: { supplierName: string; changes: SupplierUpdate } }) =>
      store(await api.call(supplierRoutes.update, { params: { supplierName }, body: changes })),
  );
}
