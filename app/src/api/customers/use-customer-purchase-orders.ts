import { customerRoutes } from "@shopdesk/contract";
import { useCall } from "../use-call";
import { customerKeys } from "./keys";

/** The customer's most recent POs, newest first. */
export function useCustomerPurchaseOrders(customerId: string | undefined, limit = 10) {
  const { data, error, isLoading } = useCall(
    customerId ? customerKeys.purchaseOrders(customerId, limit) : null,
    customerRoutes.purchaseOrders,
    { params: { customerId: customerId ?? "" }, query: { limit } },
  );
  return { purchaseOrders: data, error, isLoading };
}
