import { purchaseOrderRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { purchaseOrderKeys } from "./keys";
import type { LineInput } from "./types";
import { useStorePurchaseOrder } from "./use-store-purchase-order";

/** `PUT …/lines/{lineNumber}` with the line's `Version`; answers the whole PO, which replaces the cached one. */
export function useUpdateLine() {
  const api = useApi();
  const store = useStorePurchaseOrder();
  return useSWRMutation(
    purchaseOrderKeys.write("update-line"),
    async (
      _key,
      {
        arg: { poKey, lineNumber, line },
      }: { arg: { poKey: number; lineNumber: number; line: LineInput & { Version: number } } },
    ) =>
      store(
        await api.call(purchaseOrderRoutes.updateLine, {
          params: { poKey: String(poKey), lineNumber: String(lineNumber) },
          body: line,
        }),
      ),
  );
}
