import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { useApi } from "../api-context";
import { ApiError } from "../client";
import { historyKeys } from "../history/keys";
import { purchaseOrderKeys, purchaseOrderPath } from "../purchase-orders/keys";
import { packingSlipKeys } from "./keys";
import type { PackingSlip, PackingSlipUpdate } from "./types";

/**
 * Changes a packing slip's header (`PUT` with its `Version`; the lines never change). The slip
 * goes into its cache entry (the prints read it), and the PO (its slips' ship date, carrier,
 * tracking) and the PO's history (which holds the slip's rows) are fetched again. A stale
 * `Version` throws a 409 `ApiError` whose `current` is the slip as it is now.
 */
export function useSavePackingSlip() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const updatePackingSlip = useCallback(
    async (poKey: number, pslipNumber: number, update: PackingSlipUpdate) => {
      const key = String(poKey);
      const slipKey = packingSlipKeys.detail(key, String(pslipNumber));
      try {
        const slip = await api.put<PackingSlip>(`${purchaseOrderPath(poKey)}/packing-slips/${pslipNumber}`, update);
        await mutate(slipKey, slip, { revalidate: false });
        void mutate(purchaseOrderKeys.detail(key));
        void mutate(historyKeys.list("purchase_order", key));
        return slip;
      } catch (error) {
        // Someone else changed it: their slip becomes the cached one, so the form, once the user
        // has decided, starts from it rather than from the stale copy; the PO lists it anew.
        const current = error instanceof ApiError && error.status === 409 ? readPackingSlip(error.current) : undefined;
        if (current) {
          await mutate(slipKey, current, { revalidate: false });
          void mutate(purchaseOrderKeys.detail(key));
        }
        throw error;
      }
    },
    [api, mutate],
  );
  return { updatePackingSlip };
}

/** A 409's `current` as a packing slip, or undefined when it is not one. */
export function readPackingSlip(current: unknown): PackingSlip | undefined {
  const record = current as Partial<PackingSlip> | undefined;
  return record && typeof record.PSlipNumber === "number" && typeof record.Version === "number" ? (record as PackingSlip) : undefined;
}
