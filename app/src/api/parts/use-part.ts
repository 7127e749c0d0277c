import { partRoutes } from "@shopdesk/contract";
import { useCall } from "../use-call";
import { partKeys } from "./keys";

/** One part revision with its pricing; nothing is fetched until both keys are known. */
export function usePart(partNumber: string | undefined, revision: string | undefined) {
  const { data, error, isLoading, mutate } = useCall(
    partNumber && revision ? partKeys.detail(partNumber, revision) : null,
    partRoutes.get,
    { params: { partNumber: partNumber ?? "", revision: revision ?? "" } },
  );
  return { part: data, error, isLoading, reload: mutate };
}
