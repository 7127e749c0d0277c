import { purchaseOrderRoutes } from "@shopdesk/contract";
import { useCall } from "../use-call";
import { purchaseOrderKeys } from "./keys";

/** One PO with its lines, their WOs and its packing slips; nothing is fetched until there is a key. */
export function usePurchaseOrder(poKey: string | undefined) {
  const { data, error, isLoading, mutate } = useCall(
    poKey ? purchaseOrderKeys.detail(poKey) : null,
    purchaseOrderRoutes.get,
    { params: { poKey: poKey ?? "" } },
  );
  return { purchaseOrder: data, error, isLoading, reload: mutate };
}
