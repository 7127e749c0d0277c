import { packingSlipRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { ApiError } from "../client";
import { packingSlipKeys } from "./keys";
import type { PackingSlip, PackingSlipUpdate } from "./types";
import { useStorePackingSlip } from "./use-store-packing-slip";

/**
 * Changes a packing slip's header (`PUT` with its `Version`; the lines never change). A stale
 * `Version` throws a 409 `ApiError` whose `current` is the slip as it is now.
 */
export function useUpdatePackingSlip() {
  const api = useApi();
  const store = useStorePackingSlip();
  return useSWRMutation(
    packingSlipKeys.write("update"),
    async (
      _key,
      {
        arg: { poKey, pslipNumber, changes },
      }: { arg: { poKey: number; pslipNumber: number; changes: PackingSlipUpdate } },
    ) => {
      try {
        return await store(
          poKey,
          await api.call(packingSlipRoutes.update, {
            params: { poKey: String(poKey), pslipNumber: String(pslipNumber) },
            body: changes,
          }),
          { shipped: false },
        );
      } catch (error) {
        // Someone else changed it: their slip becomes the cached one, so the form, once the user
        // has decided, starts from it rather than from the stale copy.
        const current = error instanceof ApiError && error.status === 409 ? readPackingSlip(error.current) : undefined;
        if (current) await store(poKey, current, { shipped: false });
        throw error;
      }
    },
  );
}

/** A 409's `current` as a packing slip, or undefined when it is not one. */
export function readPackingSlip(current: unknown): PackingSlip | undefined {
  const record = current as Partial<PackingSlip> | undefined;
  return record && typeof record.PSlipNumber === "number" && typeof record.Version === "number"
    ? (record as PackingSlip)
    : undefined;
}
