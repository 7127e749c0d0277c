import type { Route, RouteAnswer, RouteInput } from "@shopdesk/contract";
import useSWR, { type SWRConfiguration } from "swr";
import { useApi } from "./api-context";
import type { ApiError } from "./client";

/**
 * A read through SWR: `route` called with `input`, cached under `key` (the domain's keys.ts;
 * `null` fetches nothing yet). The answer is typed by the route, a failure is an `ApiError`.
 */
export function useCall<R extends Route>(
  key: readonly unknown[] | null,
  route: R,
  input: RouteInput<R>,
  config?: SWRConfiguration<RouteAnswer<R>, ApiError>,
) {
  const api = useApi();
  return useSWR<RouteAnswer<R>, ApiError>(key, () => api.call(route, input as never), config);
}
