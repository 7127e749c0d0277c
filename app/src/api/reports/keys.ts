import type { ReportName, ReportQuery } from "./types";

/** SWR keys of the report calls; `["reports", kind, …inputs]`. */
export const reportKeys = {
  page: (report: ReportName, query: ReportQuery) => ["reports", "page", report, query] as const,
};

export const REPORTS = "reports";
