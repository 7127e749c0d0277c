import { workOrderRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import type { MakeWorkOrderInput } from "../purchase-orders/types";
import { workOrderKeys } from "./keys";
import { useStoreWorkOrder } from "./use-store-work-order";

/**
 * "Make WO" for a PO line (`POST …/lines/{lineNumber}/work-orders`): the server copies the
 * line's part, revision, open quantity and due date unless given.
 */
export function useMakeWorkOrder() {
  const api = useApi();
  const store = useStoreWorkOrder();
  return useSWRMutation(
    workOrderKeys.write("make"),
    async (
      _key,
      {
        arg: { poKey, lineNumber, input = {} },
      }: { arg: { poKey: number; lineNumber: number; input?: MakeWorkOrderInput } },
    ) =>
      store(
        await api.call(workOrderRoutes.createForLine, {
          params: { poKey: String(poKey), lineNumber: String(lineNumber) },
          body: input,
        }),
      ),
  );
}
