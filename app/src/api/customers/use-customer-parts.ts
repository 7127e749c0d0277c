import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import type { ListPage } from "../list";
import type { PartSummary } from "../parts/types";
import { customerKeys } from "./keys";
import type { CustomerError } from "./types";

export const CUSTOMER_PARTS_SHOWN = 20;

export function fetchCustomerParts(
  api: ApiClient,
  customerId: string,
  pageSize: number,
): Promise<ListPage<PartSummary>> {
  return api.get<ListPage<PartSummary>>(`/customers/${encodeURIComponent(customerId)}/parts?pageSize=${pageSize}`);
}

/** The first parts of the customer, current revisions first, with how many there are in all. */
export function useCustomerParts(customerId: string | undefined, pageSize = CUSTOMER_PARTS_SHOWN) {
  const api = useApi();
  const { data, error, isLoading } = useSWR<ListPage<PartSummary>, CustomerError>(
    customerId ? customerKeys.parts(customerId, pageSize) : null,
    ([, , id, size]: ReturnType<typeof customerKeys.parts>) => fetchCustomerParts(api, id, size),
  );
  return { parts: data?.Items, total: data?.Total ?? 0, error, isLoading };
}
