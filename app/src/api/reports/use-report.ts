import { reportRoutes } from "@shopdesk/contract";
import { useCall } from "../use-call";
import { reportKeys } from "./keys";
import type { ReportAnswer, ReportName, ReportQuery } from "./types";

/**
 * One page of a report for the query (filters by their API names, `sort`, `page`, `pageSize`);
 * the previous page stays up while the next loads. Nothing is fetched until there is a report.
 */
export function useReport<R extends ReportName>(report: R | undefined, query: ReportQuery<R>) {
  // The report's query and answer are its entry's (types.ts); TypeScript cannot follow a generic `R` into the table.
  const route = reportRoutes[report ?? "parts"].page as (typeof reportRoutes)[ReportName]["page"];
  const { data, error, isLoading, isValidating, mutate } = useCall(
    report ? reportKeys.page(report, query) : null,
    route,
    { query: query as ReportQuery },
    { keepPreviousData: true },
  );
  return { report: data as ReportAnswer<R> | undefined, error, isLoading, isValidating, reload: mutate };
}
