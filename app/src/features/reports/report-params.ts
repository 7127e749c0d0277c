import { activeFilters } from "@shopdesk/contract";
import { parseListParams, writeListParams, type ListParamSpec, type ListParams } from "../../shared/lists/list-params";
import {
  reportNames,
  unfinishedWorkOrderStatuses,
  type ReportName,
  type ReportQueries,
  type ReportQuery,
  type ReportSortFields,
} from "../../api/reports/types";

/** The report `/reports` shows when the URL names none (or one that does not exist). */
export const DEFAULT_REPORT: ReportName = "open-orders";

/** Rows per screen page; a print takes up to `PRINT_ROW_LIMIT` in one call (the API's largest page). */
export const REPORT_PAGE_SIZE = 25;
export const PRINT_ROW_LIMIT = 500;

export type ReportFilters = Record<string, string>;
export type ReportParams = ListParams<ReportFilters>;

/**
 * A report's URL state: its filters under the API's own names (so a dashboard tile's `Query`
 * opens it as is), `sort` and `page`. `dates` and `months` name the filters that must be
 * `YYYY-MM-DD` or `YYYY-MM`: anything else in the URL is ignored rather than sent.
 */
export type ReportParamSpec = ListParamSpec<ReportFilters> & {
  dates?: readonly string[];
  months?: readonly string[];
};

/** A report's filters as its route names them: its query's fields but sort and paging. */
type FilterName<R extends ReportName> = Exclude<keyof ReportQueries[R], "sort" | "page" | "pageSize">;

/** A report's spec, held to its route's query: a filter or sort the route does not take fails `tsc`. */
type SpecOf<R extends ReportName> = Omit<ReportParamSpec, "defaults" | "sortFields" | "defaultSort"> & {
  defaults: { [K in FilterName<R>]?: string };
  sortFields: readonly ReportSortFields[R][];
  defaultSort: ReportSortFields[R];
};

export const reportParamSpecs: Record<ReportName, ReportParamSpec> = {
  parts: {
    defaults: { partNumber: "", revision: "", description: "", customerId: "", active: "all" },
    choices: { active: activeFilters },
    sortFields: ["PartNumber", "Description", "CustomerId"],
    defaultSort: "PartNumber",
  },
  "open-orders": {
    defaults: { customerId: "", dueFrom: "", dueTo: "", late: "" },
    choices: { late: ["", "true"] },
    sortFields: ["DueDate", "PONumber", "CustomerId", "OpenAmount"],
    defaultSort: "DueDate",
    dates: ["dueFrom", "dueTo"],
  },
  "late-work-orders": {
    defaults: { customerId: "", status: "", dueFrom: "", dueTo: "" },
    choices: { status: ["", ...unfinishedWorkOrderStatuses] },
    sortFields: ["DueDate", "WONumber", "PartNumber"],
    defaultSort: "DueDate",
    dates: ["dueFrom", "dueTo"],
  },
  shipments: {
    defaults: { from: "", to: "", customerId: "" },
    sortFields: ["ShipDate", "CustomerId", "PONumber"],
    defaultSort: "ShipDate",
    dates: ["from", "to"],
  },
  "sales-by-customer": {
    defaults: { from: "", to: "", customerId: "" },
    sortFields: ["CustomerId", "Month", "Amount"],
    defaultSort: "CustomerId",
    months: ["from", "to"],
  },
} satisfies { [R in ReportName]: SpecOf<R> };

/** The report the URL's `report=` names, or the default. */
export function parseReportName(search: URLSearchParams): ReportName {
  const name = search.get("report");
  return (reportNames as readonly string[]).includes(name ?? "") ? (name as ReportName) : DEFAULT_REPORT;
}

const datePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A report's filters, sort and page from the URL; defaults for what is missing or unusable. */
export function parseReportParams(search: URLSearchParams, spec: ReportParamSpec): ReportParams {
  const params = parseListParams(search, spec);
  for (const name of spec.dates ?? []) if (!datePattern.test(params[name] ?? "")) params[name] = "";
  for (const name of spec.months ?? []) if (!monthPattern.test(params[name] ?? "")) params[name] = "";
  return params;
}

/** Writes a report's state into the URL (other parameters, `report` among them, are kept). */
export function writeReportParams(
  search: URLSearchParams,
  params: ReportParams,
  spec: ReportParamSpec,
): URLSearchParams {
  return writeListParams(search, params, spec);
}

/** The API query of a report's state: non-empty filters, sort, page and page size. */
export function toReportQuery(params: ReportParams, spec: ReportParamSpec, pageSize = REPORT_PAGE_SIZE): ReportQuery {
  const query: Record<string, string | number> = {};
  for (const name of Object.keys(spec.defaults)) {
    const value = params[name]?.trim();
    if (value) query[name] = value;
  }
  query.sort = params.sort;
  query.page = params.page;
  query.pageSize = pageSize;
  // The spec's filters and sorts are the report's route's own (reportParamSpecs is checked against them).
  return query as ReportQuery;
}

/** True when any filter differs from its default (a "Clear filters" button is worth showing). */
export function hasReportFilters(params: ReportParams, spec: ReportParamSpec): boolean {
  return Object.entries(spec.defaults).some(([name, fallback]) => (params[name] ?? "") !== fallback);
}

/** Every filter back to its default. */
export function clearedFilters(spec: ReportParamSpec): ReportFilters {
  return { ...spec.defaults };
}

/** `/reports?report=…`: a report with no filters. */
export function reportHref(report: ReportName): string {
  return `/reports?report=${report}`;
}
