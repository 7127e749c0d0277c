import useSWR from "swr";
import { useApi } from "../api-context";
import type { ApiClient } from "../client";
import { reportKeys } from "./keys";
import { reportPath } from "./paths";
import type { ReportAnswer, ReportError, ReportName, ReportQuery } from "./types";

export function fetchReport<R extends ReportName>(
  api: ApiClient,
  report: R,
  query: ReportQuery,
): Promise<ReportAnswer<R>> {
  return api.get<ReportAnswer<R>>(reportPath(report, query));
}

/**
 * One page of a report for the query (filters by their API names, `sort`, `page`, `pageSize`);
 * the previous page stays up while the next loads. Nothing is fetched until there is a report.
 */
export function useReport<R extends ReportName>(report: R | undefined, query: ReportQuery) {
  const api = useApi();
  const { data, error, isLoading, isValidating, mutate } = useSWR<ReportAnswer<R>, ReportError>(
    report ? reportKeys.page(report, query) : null,
    ([, , name, input]: ReturnType<typeof reportKeys.page>) => fetchReport(api, name as R, input),
    { keepPreviousData: true },
  );
  return { report: data, error, isLoading, isValidating, reload: mutate };
}
