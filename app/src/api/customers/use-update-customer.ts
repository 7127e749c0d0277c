import { customerRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { customerKeys } from "./keys";
import type { CustomerUpdate } from "./types";
import { useStoreCustomer } from "./use-store-customer";

/** `PUT /customers/{id}` with `Version`. Failures throw `ApiError` (400 with `fields`, 409 with `current`). */
export function useUpdateCustomer() {
  const api = useApi();
  const store = useStoreCustomer();
  return useSWRMutation(
    customerKeys.write("update"),
    async (_key, { arg: { customerId, changes } }: { arg: { customerId: string; changes: CustomerUpdate } }) =>
      store(await api.call(customerRoutes.update, { params: { customerId }, body: changes })),
  );
}
