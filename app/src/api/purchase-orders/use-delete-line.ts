import { purchaseOrderRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { purchaseOrderKeys } from "./keys";
import { useStorePurchaseOrder } from "./use-store-purchase-order";

/** `DELETE …/lines/{lineNumber}?version=`; answers the whole PO, which replaces the cached one. */
export function useDeleteLine() {
  const api = useApi();
  const store = useStorePurchaseOrder();
  return useSWRMutation(
    purchaseOrderKeys.write("delete-line"),
    async (_key, { arg: { poKey, line } }: { arg: { poKey: number; line: { LineNumber: number; Version: number } } }) =>
      store(
        await api.call(purchaseOrderRoutes.removeLine, {
          params: { poKey: String(poKey), lineNumber: String(line.LineNumber) },
          query: { version: line.Version },
        }),
      ),
  );
}
