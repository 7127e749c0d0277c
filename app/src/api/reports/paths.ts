import { toQueryString } from "../list";
import type { ReportName, ReportQuery } from "./types";

/** `/reports/{report}?…`, with the query's empty values left out. */
export function reportPath(report: ReportName, query: ReportQuery): string {
  return `/reports/${report}${toQueryString(query)}`;
}

/** `/reports/{report}.csv/link?…`: a single-use link to the report's CSV (docs/api.md, "Downloads"). */
export function reportCsvLinkPath(report: ReportName, query: ReportQuery): string {
  return `/reports/${report}.csv/link${toQueryString(query)}`;
}
