import type { ReportName, ReportQuery } from "./types";

/** SWR keys of the dashboard and report calls; `["reports", kind, …inputs]`. */
export const reportKeys = {
  dashboard: () => ["reports", "dashboard"] as const,
  page: (report: ReportName, query: ReportQuery) => ["reports", "page", report, query] as const,
};

export const REPORTS = "reports";
