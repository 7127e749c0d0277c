import { customerRoutes } from "@shopdesk/contract";
import { useCall } from "../use-call";
import { customerKeys } from "./keys";

/** One customer; nothing is fetched until there is an id. A 404 comes back as `error.status`. */
export function useCustomer(customerId: string | undefined) {
  const { data, error, isLoading, mutate } = useCall(
    customerId ? customerKeys.detail(customerId) : null,
    customerRoutes.get,
    { params: { customerId: customerId ?? "" } },
  );
  return { customer: data, error, isLoading, reload: mutate };
}
