import type {
  ReportName,
  downloadLinkSchema,
  lateWorkOrderSortFields,
  lateWorkOrdersSchema,
  openOrderSortFields,
  openOrdersSchema,
  partReportSchema,
  partReportSortFields,
  salesSchema,
  salesSortFields,
  shipmentSortFields,
  shipmentsSchema,
} from "@shopdesk/contract";
import type { z } from "zod/mini";
import type { ApiError } from "../client";

export { reportNames, unfinishedWorkOrderStatuses, type ReportName } from "@shopdesk/contract";

/** What each report answers (docs/api.md, "Dashboard and reports"): a page of rows with `Totals` over every filtered row. */
export type ReportAnswers = {
  parts: z.input<typeof partReportSchema>;
  "open-orders": z.input<typeof openOrdersSchema>;
  "late-work-orders": z.input<typeof lateWorkOrdersSchema>;
  /** `From`, `To`: the ship-date range used (the current month unless asked). */
  shipments: z.input<typeof shipmentsSchema>;
  /** `From`, `To`: the months used (`YYYY-MM`); `Months`: the chart's series. */
  "sales-by-customer": z.input<typeof salesSchema>;
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
export type ReportQuery = Record<string, string | number | undefined>;

/**
 * A single-use link to a report's CSV (docs/api.md, "Downloads"): `Url` works once, without the
 * bearer token, until `ExpiresAt`; `FileName` is the name the file is saved under.
 */
export type DownloadLink = z.input<typeof downloadLinkSchema>;

/** Every report call fails with the API's one error shape. */
export type ReportError = ApiError;
