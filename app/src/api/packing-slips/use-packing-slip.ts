import { packingSlipRoutes } from "@shopdesk/contract";
import { useCall } from "../use-call";
import { packingSlipKeys } from "./keys";

/** One packing slip with everything its three print modes need; nothing is fetched until both keys are known. */
export function usePackingSlip(poKey: string | undefined, pslipNumber: string | undefined) {
  const { data, error, isLoading, mutate } = useCall(
    poKey && pslipNumber ? packingSlipKeys.detail(poKey, pslipNumber) : null,
    packingSlipRoutes.get,
    { params: { poKey: poKey ?? "", pslipNumber: pslipNumber ?? "" } },
  );
  return { packingSlip: data, error, isLoading, reload: mutate };
}
