import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { customerKeys } from "../customers/keys";
import { toQueryString, type ListPage } from "../list";
import type { PartSummary } from "../parts/types";
import type { PurchaseOrderError } from "./types";

export const ORDERABLE_PARTS_SHOWN = 20;

const orderablePartsKey = (customerId: string, q: string) =>
  [...customerKeys.parts(customerId, ORDERABLE_PARTS_SHOWN), "orderable", q] as const;

/** The customer's active parts matching `q`; superseded revisions cannot go on a PO line, so they are left out. */
export async function fetchOrderableParts(api: ApiClient, customerId: string, q: string): Promise<PartSummary[]> {
  const page = await api.get<ListPage<PartSummary>>(
    `/customers/${encodeURIComponent(customerId)}/parts${toQueryString({ q, active: "true", pageSize: ORDERABLE_PARTS_SHOWN })}`,
  );
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
