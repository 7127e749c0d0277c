import { packingSlipRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { packingSlipKeys } from "./keys";
import type { PackingSlipInput } from "./types";
import { useStorePackingSlip } from "./use-store-packing-slip";

/**
 * "Ship": a new packing slip (`POST …/packing-slips`). Shipping more than is open throws a 409
 * whose `fields["Lines.0.Quantity"]` says how many are still open.
 */
export function useCreatePackingSlip() {
  const api = useApi();
  const store = useStorePackingSlip();
  return useSWRMutation(
    packingSlipKeys.write("create"),
    async (_key, { arg: { poKey, slip } }: { arg: { poKey: number; slip: PackingSlipInput } }) =>
      store(poKey, await api.call(packingSlipRoutes.create, { params: { poKey: String(poKey) }, body: slip }), {
        shipped: true,
      }),
  );
}
