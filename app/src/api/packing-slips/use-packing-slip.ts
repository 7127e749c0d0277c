import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { purchaseOrderPath } from "../purchase-orders/paths";
import { packingSlipKeys } from "./keys";
import type { PurchaseOrderError } from "../purchase-orders/types";
import type { PackingSlip } from "./types";

export function fetchPackingSlip(api: ApiClient, poKey: string, pslipNumber: string): Promise<PackingSlip> {
  return api.get<PackingSlip>(`${purchaseOrderPath(poKey)}/packing-slips/${encodeURIComponent(pslipNumber)}`);
}

/** One packing slip with everything its three print modes need; nothing is fetched until both keys are known. */
export function usePackingSlip(poKey: string | undefined, pslipNumber: string | undefined) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<PackingSlip, PurchaseOrderError>(
    poKey && pslipNumber ? packingSlipKeys.detail(poKey, pslipNumber) : null,
    ([, , key, number]: ReturnType<typeof packingSlipKeys.detail>) => fetchPackingSlip(api, key, number),
  );
  return { packingSlip: data, error, isLoading, reload: mutate };
}
