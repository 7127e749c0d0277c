import { workOrderRoutes } from "@shopdesk/contract";
import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { workOrderKeys } from "./keys";
import type { WorkOrderBatch, WorkOrderError } from "./types";

/** The most numbers `GET /work-orders/batch` takes at once. */
export const BATCH_LIMIT = 500;

/** WOs by number, in the order asked; more than 500 are fetched 500 at a time. */
export async function fetchWorkOrderBatch(api: ApiClient, woNumbers: readonly string[]): Promise<WorkOrderBatch> {
  const chunks: string[][] = [];
  for (let start = 0; start < woNumbers.length; start += BATCH_LIMIT)
    chunks.push(woNumbers.slice(start, start + BATCH_LIMIT));
  const answers = await Promise.all(chunks.map((wo) => api.call(workOrderRoutes.batch, { query: { wo } })));
  return { Items: answers.flatMap((answer) => answer.Items), Missing: answers.flatMap((answer) => answer.Missing) };
}

/** The WOs to print; nothing is fetched for an empty list. */
export function useWorkOrderBatch(woNumbers: readonly string[]) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<WorkOrderBatch, WorkOrderError>(
    woNumbers.length > 0 ? workOrderKeys.batch(woNumbers) : null,
    ([, , numbers]: ReturnType<typeof workOrderKeys.batch>) => fetchWorkOrderBatch(api, numbers.split(",")),
  );
  return { batch: data, error, isLoading, reload: mutate };
}
