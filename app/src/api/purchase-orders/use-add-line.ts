import { purchaseOrderRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { purchaseOrderKeys } from "./keys";
import type { LineInput, PurchaseOrder } from "./types";
import { useStorePurchaseOrder } from "./use-store-purchase-order";

/** `POST …/lines` with the PO's `Version`; answers the whole PO, which replaces the cached one. */
export function useAddLine() {
  const api = useApi();
  const store = useStorePurchaseOrder();
  return useSWRMutation(
    purchaseOrderKeys.write("add-line"),
    async (
      _key,
      {
        arg: { purchaseOrder, line },
      }: { arg: { purchaseOrder: Pick<PurchaseOrder, "POKey" | "Version">; line: LineInput } },
    ) =>
      store(
        await api.call(purchaseOrderRoutes.addLine, {
          params: { poKey: String(purchaseOrder.POKey) },
          body: { ...line, Version: purchaseOrder.Version },
        }),
      ),
  );
}
