import { useCallback } from "react";
import { useApi } from "../api-context";
import { purchaseOrderPath } from "./keys";
import type { LineInput, PurchaseOrder } from "./types";
import { useStorePurchaseOrder } from "./use-store-purchase-order";

const linePath = (poKey: number, lineNumber: number) => `${purchaseOrderPath(poKey)}/lines/${lineNumber}`;

/**
 * Adds a line (with the PO's `Version`), changes one or removes one (with the line's
 * `Version`). Each answers the whole PO, which replaces the cached one.
 */
export function usePurchaseOrderLines() {
  const api = useApi();
  const store = useStorePurchaseOrder();

  const addLine = useCallback(
    async (purchaseOrder: Pick<PurchaseOrder, "POKey" | "Version">, input: LineInput) =>
      store(await api.post<PurchaseOrder>(`${purchaseOrderPath(purchaseOrder.POKey)}/lines`, { ...input, Version: purchaseOrder.Version })),
    [api, store],
  );
  const updateLine = useCallback(
    async (poKey: number, lineNumber: number, input: LineInput & { Version: number }) =>
      store(await api.put<PurchaseOrder>(linePath(poKey, lineNumber), input)),
    [api, store],
  );
  const deleteLine = useCallback(
    async (poKey: number, line: { LineNumber: number; Version: number }) =>
      store(await api.delete<PurchaseOrder>(`${linePath(poKey, line.LineNumber)}?version=${line.Version}`)),
    [api, store],
  );

  return { addLine, updateLine, deleteLine };
}
