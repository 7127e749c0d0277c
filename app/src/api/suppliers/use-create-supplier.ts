import { supplierRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { supplierKeys } from "./keys";
import type { SupplierInput } from "./types";
import { useStoreSupplier } from "./use-store-supplier";

/** `POST /suppliers`. Failures throw `ApiError` (400 with `fields`, 409 for a taken name). */
export function useCreateSupplier() {
  const api = useApi();
  const store = useStoreSupplier();
  return useSWRMutation(supplierKeys.write("create"), async (_key, { arg }: { arg: SupplierInput }) =>
    store(await api.call(supplierRoutes.create, { body: arg })),
  );
}
