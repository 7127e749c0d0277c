import type { ReportName, ReportQuery } from "./types";

/** SWR keys of the report calls; `["reports", kind, …inputs]`. */
export const reportKeys = {
  page: (report: ReportName, query: ReportQuery) => ["reports", "page", report, query] as const,
  /** A write's own key (useSWRMutation): no read uses it, so SWR refetches nothing by itself. */
  write: (name: string) => ["reports", "write", name] as const,
};

export const REPORTS = "reports";
