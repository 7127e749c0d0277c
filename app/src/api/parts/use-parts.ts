import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { toQueryString } from "../list";
import { partKeys } from "./keys";
import type { PartError, PartFilters, PartList } from "./types";

export function fetchParts(api: ApiClient, filters: PartFilters): Promise<PartList> {
  const { q, partNumber, revision, description, customerId, active, sort, page, pageSize } = filters;
  return api.get<PartList>(
    `/parts${toQueryString({ q, partNumber, revision, description, customerId, active, sort, page, pageSize })}`,
  );
}

/** One page of the part search; the previous page stays up while the next loads. */
export function useParts(filters: PartFilters) {
  const api = useApi();
  const { data, error, isLoading, isValidating } = useSWR<PartList, PartError>(
    partKeys.list(filters),
    ([, , input]: ReturnType<typeof partKeys.list>) => fetchParts(api, input),
    { keepPreviousData: true },
  );
  return { parts: data, error, isLoading, isValidating };
}
