import type {
  ReportName,
  RouteAnswer,
  RouteQuery,
  lateWorkOrderSortFields,
  openOrderSortFields,
  partReportSortFields,
  reportRoutes,
  salesSortFields,
  shipmentSortFields,
} from "@shopdesk/contract";
import type { ApiError } from "../client";

export { reportNames, unfinishedWorkOrderStatuses, type ReportName } from "@shopdesk/contract";

// The shapes of the report calls, read off the contract's route table (docs/api.md, "Dashboard and reports").

/**
 * What each report answers: a page of rows with `Totals` over every filtered row. Shipments add
 * `From`, `To` (the ship-date range used, the current month unless asked); sales by customer add
 * `From`, `To` (the months used, `YYYY-MM`) and `Months` (the chart's series).
 */
export type ReportAnswers = {
  parts: RouteAnswer<typeof reportRoutes.parts.page>;
  "open-orders": RouteAnswer<(typeof reportRoutes)["open-orders"]["page"]>;
  "late-work-orders": RouteAnswer<(typeof reportRoutes)["late-work-orders"]["page"]>;
  shipments: RouteAnswer<typeof reportRoutes.shipments.page>;
  "sales-by-customer": RouteAnswer<(typeof reportRoutes)["sales-by-customer"]["page"]>;
};
export type ReportAnswer<R extends ReportName> = ReportAnswers[R];
export type ReportRow<R extends ReportName> = ReportAnswers[R]["Items"][number];

export type PartReportRow = ReportRow<"parts">;
export type PartReportTotals = ReportAnswer<"parts">["Totals"];
export type OpenOrderRow = ReportRow<"open-orders">;
export type OpenOrderTotals = ReportAnswer<"open-orders">["Totals"];
export type LateWorkOrderRow = ReportRow<"late-work-orders">;
export type LateWorkOrderTotals = ReportAnswer<"late-work-orders">["Totals"];
export type ShipmentRow = ReportRow<"shipments">;
export type ShipmentTotals = ReportAnswer<"shipments">["Totals"];
export type SalesRow = ReportRow<"sales-by-customer">;
export type SalesTotals = ReportAnswer<"sales-by-customer">["Totals"];
/** One bar of the sales chart: every month of the range, zero months included. */
export type SalesMonth = ReportAnswer<"sales-by-customer">["Months"][number];

/** The `sort` fields each report accepts; others get a 400. */
export type ReportSortFields = {
  parts: (typeof partReportSortFields)[number];
  "open-orders": (typeof openOrderSortFields)[number];
  "late-work-orders": (typeof lateWorkOrderSortFields)[number];
  shipments: (typeof shipmentSortFields)[number];
  "sales-by-customer": (typeof salesSortFields)[number];
};

/**
 * A report's query as the API takes it: its filters by their API names (`customerId`, `dueFrom`…),
 * `sort`, `page`, `pageSize`. Empty values are left out of the request.
 */
export type ReportQueries = {
  parts: RouteQuery<typeof reportRoutes.parts.page>;
  "open-orders": RouteQuery<(typeof reportRoutes)["open-orders"]["page"]>;
  "late-work-orders": RouteQuery<(typeof reportRoutes)["late-work-orders"]["page"]>;
  shipments: RouteQuery<typeof reportRoutes.shipments.page>;
  "sales-by-customer": RouteQuery<(typeof reportRoutes)["sales-by-customer"]["page"]>;
};
export type ReportQuery<R extends ReportName = ReportName> = ReportQueries[R];

/**
 * A single-use link to a report's CSV (docs/api.md, "Downloads"): `Url` works once, without the
 * bearer token, until `ExpiresAt`; `FileName` is the name the file is saved under.
 */
export type DownloadLink = RouteAnswer<(typeof reportRoutes)[ReportName]["csvLink"]>;

/** Every report call fails with the API's one error shape. */
export type ReportError = ApiError;
