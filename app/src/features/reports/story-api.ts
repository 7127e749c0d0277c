import { ApiError } from "../../api/client";
import type { DownloadLink, ReportAnswers, ReportName } from "../../api/reports/types";
import { pending, type StoryRequest, type StoryRoute } from "../../storybook/story-api";
import {
  dueWorkOrderRows,
  lateWorkOrderRows,
  openOrderRows,
  partRows,
  SALES_FROM,
  SALES_TO,
  salesMonths,
  salesRows,
  shipmentRows,
  STORY_AS_OF,
  totalsOf,
} from "./fixtures";

type Row = Record<string, unknown>;

export type ReportsApiOptions = {
  /** Every report answers with no rows. */
  isEmpty?: boolean;
  /** Every report (and its export) fails with this. */
  failWith?: ApiError;
  /** The reports never answer. */
  isPending?: boolean;
  /** Multiplies each report's rows (for "many rows" stories). */
  repeat?: number;
};

const text = (value: unknown) => String(value ?? "");

/** The rows of a report that match the query's filters, as the server would choose them. */
function filteredRows(report: ReportName, query: URLSearchParams): Row[] {
  const customerId = query.get("customerId")?.toUpperCase();
  const byCustomer = (rows: Row[]) => (customerId ? rows.filter((row) => row.CustomerId === customerId) : rows);
  const inRange = (field: string, from: string | null, to: string | null) => (row: Row) =>
    (!from || text(row[field]) >= from) && (!to || text(row[field]) <= to);
  switch (report) {
    case "open-orders":
      return byCustomer(openOrderRows)
        .filter(inRange("DueDate", query.get("dueFrom"), query.get("dueTo")))
        .filter((row) => query.get("late") !== "true" || row.IsLate);
    case "late-work-orders": {
      const hasRange = Boolean(query.get("dueFrom") || query.get("dueTo"));
      const status = query.get("status");
      return byCustomer(hasRange ? dueWorkOrderRows : lateWorkOrderRows)
        .filter(inRange("DueDate", query.get("dueFrom"), query.get("dueTo")))
        .filter((row) => !status || row.Status === status);
    }
    case "shipments":
      return byCustomer(shipmentRows).filter(
        inRange("ShipDate", query.get("from") ?? "2026-11-01", query.get("to") ?? "2026-11-30"),
      );
    case "sales-by-customer":
      return byCustomer(salesRows).filter(
        inRange("Month", query.get("from") ?? SALES_FROM, query.get("to") ?? SALES_TO),
      );
    case "parts": {
      const active = query.get("active") ?? "all";
      const partNumber = query.get("partNumber")?.toUpperCase();
      const description = query.get("description")?.toLowerCase();
      return byCustomer(partRows)
        .filter((row) => active === "all" || String(row.Active) === active)
        .filter((row) => !partNumber || text(row.PartNumber).toUpperCase().startsWith(partNumber))
        .filter((row) => !description || text(row.Description).toLowerCase().includes(description));
    }
  }
}

const keys: Record<ReportName, string[]> = {
  parts: ["PartNumber", "Revision"],
  "open-orders": ["POKey", "LineNumber"],
  "late-work-orders": ["WONumber"],
  shipments: ["POKey", "PSlipNumber"],
  "sales-by-customer": ["CustomerId", "Month"],
};
const defaultSorts: Record<ReportName, string> = {
  parts: "PartNumber",
  "open-orders": "DueDate",
  "late-work-orders": "DueDate",
  shipments: "ShipDate",
  "sales-by-customer": "CustomerId",
};

function compare(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const numeric = /^-?\d+(\.\d+)?$/;
  if (numeric.test(text(a)) && numeric.test(text(b)) && text(a).includes(".")) return Number(a) - Number(b);
  return text(a).localeCompare(text(b));
}

function sortedRows(report: ReportName, rows: Row[], sort: string): Row[] {
  const descending = sort.startsWith("-");
  const field = descending ? sort.slice(1) : sort;
  const fields = [
    field,
    ...(report === "sales-by-customer" && field === "CustomerId" ? ["Month"] : []),
    ...keys[report],
  ];
  return [...rows].sort((a, b) => {
    for (const name of fields) {
      const order = compare(a[name], b[name]);
      if (order !== 0) return descending ? -order : order;
    }
    return 0;
  });
}

function answer(report: ReportName, request: StoryRequest, options: ReportsApiOptions) {
  const { query } = request;
  const repeat = options.repeat ?? 1;
  const base = options.isEmpty ? [] : filteredRows(report, query);
  const rows = Array.from({ length: repeat }, (_, copy) =>
    base.map((row) =>
      copy === 0 ? row : { ...row, [keys[report][0] ?? "key"]: `${text(row[keys[report][0] ?? "key"])}-${copy}` },
    ),
  ).flat();
  const sorted = sortedRows(report, rows, query.get("sort") ?? defaultSorts[report]);
  const page = Number(query.get("page") ?? "1");
  const pageSize = Number(query.get("pageSize") ?? "25");
  const totals = (totalsOf[report] as (items: Row[]) => unknown)(rows);
  const extra =
    report === "shipments"
      ? { From: query.get("from") ?? "2026-11-01", To: query.get("to") ?? "2026-11-30" }
      : report === "sales-by-customer"
        ? {
            From: query.get("from") ?? SALES_FROM,
            To: query.get("to") ?? SALES_TO,
            Months: options.isEmpty
              ? salesMonths([])
              : salesMonths(rows as ReportAnswers["sales-by-customer"]["Items"]),
          }
        : {};
  return {
    page: {
      Items: sorted.slice((page - 1) * pageSize, page * pageSize),
      Total: rows.length,
      TotalIsExact: true,
      Page: page,
      PageSize: pageSize,
      Totals: totals,
      AsOf: STORY_AS_OF,
      ...extra,
    },
    rows: sorted,
  };
}

function csv(rows: Row[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const field = (value: unknown) => {
    const written = value === null || value === undefined ? "" : String(value);
    return /[",\r\n]/.test(written) ? `"${written.replace(/"/g, '""')}"` : written;
  };
  return `\uFEFF${[columns.join(","), ...rows.map((row) => columns.map((name) => field(row[name])).join(","))].join("\r\n")}\r\n`;
}

/**
 * `GET /reports/{report}` over the fixtures (filtered, sorted, paged, totalled), and `POST
 * /reports/{report}.csv/link`, whose link is the CSV itself as a `data:` URL (there is no
 * server to download from), named as the server names it.
 */
export function reportsApi(options: ReportsApiOptions = {}): StoryRoute[] {
  const refusal = () => {
    if (options.isPending) return pending();
    if (options.failWith) throw options.failWith;
    return undefined;
  };
  return [
    {
      path: /^\/reports\/([a-z-]+)$/,
      respond: (request) => refusal() ?? answer(request.match[1] as ReportName, request, options).page,
    },
    {
      method: "POST",
      path: /^\/reports\/([a-z-]+)\.csv\/link$/,
      respond: (request) => {
        const refused = refusal();
        if (refused) return refused;
        const report = request.match[1] as ReportName;
        const link: DownloadLink = {
          Url: `data:text/csv;charset=utf-8,${encodeURIComponent(csv(answer(report, request, options).rows))}`,
          FileName: `${report}-${STORY_AS_OF}.csv`,
          ExpiresAt: "2026-11-21T15:01:00.000Z",
        };
        return link;
      },
    },
  ];
}
