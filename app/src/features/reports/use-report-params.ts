import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import type { ReportName } from "../../api/reports/types";
import {
  parseReportName,
  parseReportParams,
  reportParamSpecs,
  writeReportParams,
  type ReportParams,
} from "./report-params";

/** A change to a report's state: filters (and `sort`) by name, or the page alone. */
export type ReportPatch = Record<string, string> | { page: number };
export type SetReportParams = (patch: ReportPatch, options?: { replace?: boolean }) => void;

/**
 * The report `?report=` names, and its filters, sort and page, kept in the URL. Changing a filter
 * or the sort goes back to page 1; typing replaces the history entry instead of adding one per key.
 */
export function useReportParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const report: ReportName = parseReportName(searchParams);
  const spec = reportParamSpecs[report];
  const params = useMemo(() => parseReportParams(searchParams, spec), [searchParams, spec]);

  const setParams = useCallback<SetReportParams>(
    (patch, { replace = false } = {}) => {
      setSearchParams(
        (current) => {
          const previous = parseReportParams(current, spec);
          const page = "page" in patch && typeof patch.page === "number" ? patch.page : 1;
          const next = { ...previous, ...patch, page } as ReportParams;
          return writeReportParams(current, next, spec);
        },
        { replace },
      );
    },
    [setSearchParams, spec],
  );

  return { report, params, spec, searchParams, setParams };
}
