import { customerRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { customerKeys } from "./keys";
import type { NewCustomerInput } from "./types";
import { useStoreCustomer } from "./use-store-customer";

/** `POST /customers`. Failures throw `ApiError` (400 with `fields`, 409 for a taken id) for the form to show. */
export function useCreateCustomer() {
  const api = useApi();
  const store = useStoreCustomer();
  return useSWRMutation(customerKeys.write("create"), async (_key, { arg }: { arg: NewCustomerInput }) =>
    store(await api.call(customerRoutes.create, { body: arg })),
  );
}
