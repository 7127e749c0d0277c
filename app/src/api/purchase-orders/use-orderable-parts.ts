import { customerRoutes } from "@shopdesk/contract";
import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { customerKeys } from "../customers/keys";
import type { PartSummary } from "../parts/types";
import type { PurchaseOrderError } from "./types";

export const ORDERABLE_PARTS_SHOWN = 20;

const orderablePartsKey = (customerId: string, q: string) =>
  [...customerKeys.parts(customerId, ORDERABLE_PARTS_SHOWN), "orderable", q] as const;

/**
 * The customer's parts matching `q` that can go on a PO line: inactive and superseded revisions
 * are left out here (the customer's parts list takes no `active` filter).
 */
export async function fetchOrderableParts(api: ApiClient, customerId: string, q: string): Promise<PartSummary[]> {
  const page = await api.call(customerRoutes.parts, {
    params: { customerId },
    query: { q, pageSize: ORDERABLE_PARTS_SHOWN },
  });
  return page.Items.filter((part) => part.Active && !part.IsSuperseded);
}

/** Parts a PO line of the customer can take, for the line's part picker; nothing is fetched without a customer. */
export function useOrderableParts(customerId: string | undefined, q: string) {
  const api = useApi();
  // Under the customer's "parts" key, so a saved part refreshes the picker too.
  const { data, error, isLoading, isValidating } = useSWR<PartSummary[], PurchaseOrderError>(
    customerId ? orderablePartsKey(customerId, q) : null,
    ([, , id, , , search]: ReturnType<typeof orderablePartsKey>) => fetchOrderableParts(api, id, search),
  );
  return { parts: data, error, isLoading, isValidating };
}
