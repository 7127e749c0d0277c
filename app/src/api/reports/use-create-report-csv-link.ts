import { reportRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { reportKeys } from "./keys";
import type { ReportName, ReportQuery } from "./types";

/**
 * A single-use link to every filtered row of a report as CSV (`POST /reports/{report}.csv/link`,
 * with the bearer token): the same filters and sort as the screen; `page` and `pageSize` are
 * not sent (the export has every row). The browser then downloads the link itself, so the file
 * streams to disk and never sits in the page's memory. Nothing is cached.
 */
export function useCreateReportCsvLink() {
  const api = useApi();
  return useSWRMutation(
    reportKeys.write("csv-link"),
    async (_key, { arg: { report, query } }: { arg: { report: ReportName; query: ReportQuery } }) => {
      const { page: _page, pageSize: _pageSize, ...filters } = query;
      return api.call(reportRoutes[report].csvLink, { query: filters });
    },
  );
}
