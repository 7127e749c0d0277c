import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { partKeys } from "./keys";
import { partPath } from "./paths";
import type { Part, PartError } from "./types";

export function fetchPart(api: ApiClient, partNumber: string, revision: string): Promise<Part> {
  return api.get<Part>(partPath(partNumber, revision));
}

/** One part revision with its pricing; nothing is fetched until both keys are known. */
export function usePart(partNumber: string | undefined, revision: string | undefined) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<Part, PartError>(
    partNumber && revision ? partKeys.detail(partNumber, revision) : null,
    ([, , number, rev]: ReturnType<typeof partKeys.detail>) => fetchPart(api, number, rev),
  );
  return { part: data, error, isLoading, reload: mutate };
}
