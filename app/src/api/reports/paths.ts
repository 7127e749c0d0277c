import { toQueryString } from "../list";
import type { ReportName, ReportQuery } from "./types";

/** `/reports/{report}?…` (or `.csv`), with the query's empty values left out. */
export function reportPath(report: ReportName, query: ReportQuery, format: "json" | "csv" = "json"): string {
  return `/reports/${report}${format === "csv" ? ".csv" : ""}${toQueryString(query)}`;
}
