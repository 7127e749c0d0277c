import { supplierRoutes } from "@shopdesk/contract";
import { useCall } from "../use-call";
import { supplierKeys } from "./keys";

/** One supplier by name; nothing is fetched until there is a name. */
export function useSupplier(supplierName: string | undefined) {
  const { data, error, isLoading, mutate } = useCall(
    supplierName ? supplierKeys.detail(supplierName) : null,
    supplierRoutes.get,
    { params: { supplierName: supplierName ?? "" } },
  );
  return { supplier: data, error, isLoading, reload: mutate };
}
