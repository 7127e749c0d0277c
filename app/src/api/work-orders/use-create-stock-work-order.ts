import { workOrderRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { workOrderKeys } from "./keys";
import type { StockWorkOrderInput } from "./types";
import { useStoreWorkOrder } from "./use-store-work-order";

/** "New stock WO" (`POST /work-orders`): a WO with no PO. Failures throw `ApiError` (400 with the fields' messages). */
export function useCreateStockWorkOrder() {
  const api = useApi();
  const store = useStoreWorkOrder();
  return useSWRMutation(workOrderKeys.write("create-stock"), async (_key, { arg }: { arg: StockWorkOrderInput }) =>
    store(await api.call(workOrderRoutes.createForStock, { body: arg })),
  );
}
