import type { ApiClient, ApiDownload } from "../client";
import { reportPath } from "./paths";
import type { ReportName, ReportQuery } from "./types";

/**
 * Every filtered row of the report as CSV (`GET /reports/{report}.csv`, the bearer token and all):
 * the same filters and sort as the screen; `page` and `pageSize` are not sent (the server would
 * ignore them). The file is named by the server, `{report}-{AsOf}.csv`, or so when it names none.
 */
export async function downloadReportCsv(api: ApiClient, report: ReportName, query: ReportQuery): Promise<ApiDownload & { filename: string }> {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const file = await api.download(reportPath(report, filters, "csv"));
  return { ...file, filename: file.filename ?? `${report}.csv` };
}
