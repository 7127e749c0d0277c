import { customerRoutes } from "@shopdesk/contract";
import { useCall } from "../use-call";
import { customerKeys } from "./keys";

export const CUSTOMER_PARTS_SHOWN = 20;

/** The first parts of the customer, current revisions first, with how many there are in all. */
export function useCustomerParts(customerId: string | undefined, pageSize = CUSTOMER_PARTS_SHOWN) {
  const { data, error, isLoading } = useCall(
    customerId ? customerKeys.parts(customerId, pageSize) : null,
    customerRoutes.parts,
    { params: { customerId: customerId ?? "" }, query: { pageSize } },
  );
  return { parts: data?.Items, total: data?.Total ?? 0, error, isLoading };
}
