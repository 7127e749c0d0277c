import type { ApiError } from "../client";
import type { PurchaseOrderSummary } from "../purchase-orders/types";
import type { WorkOrderSummary } from "../work-orders/types";

/** The reports of `/reports` (docs/api.md, "Dashboard and reports"), as the API names them. */
export const reportNames = ["parts", "open-orders", "late-work-orders", "shipments", "sales-by-customer"] as const;
export type ReportName = (typeof reportNames)[number];

/** The WO statuses that are not finished: the late-work-orders report's `status` filter. */
export const unfinishedWoStatuses = ["Open", "Released", "In Progress", "On Hold"] as const;

/** A page of a report: the rows asked for, with `Totals` over every filtered row. */
export type ReportPage<Row, Totals> = {
  Items: Row[];
  /** The exact number of filtered rows. */
  Total: number;
  TotalIsExact: true;
  Page: number;
  PageSize: number;
  Totals: Totals;
  /** Today as the database sees it (`YYYY-MM-DD`). */
  AsOf: string;
};

export type PartReportRow = {
  PartNumber: string;
  Revision: string;
  Description: string;
  CustomerId: string;
  CustomerName: string;
  Material: string | null;
  DrawingNumber: string | null;
  UnitOfMeasure: string;
  Active: boolean;
  IsSuperseded: boolean;
};
export type PartReportTotals = { Active: number; Superseded: number };

export type OpenOrderRow = {
  POKey: number;
  PONumber: string;
  PODate: string;
  POStatus: "Open" | "Partially Shipped";
  CustomerId: string;
  CustomerName: string;
  LineNumber: number;
  PartNumber: string;
  Revision: string;
  Description: string;
  DueDate: string;
  Quantity: number;
  ShippedQuantity: number;
  OpenQuantity: number;
  /** 4 decimals. */
  UnitPrice: string;
  /** 2 decimals. */
  OpenAmount: string;
  IsLate: boolean;
};
export type OpenOrderTotals = { OpenQuantity: number; OpenAmount: string; LateAmount: string };

export type LateWorkOrderRow = WorkOrderSummary & {
  CustomerName: string | null;
  QuantityComplete: number;
  /** Today − DueDate in days; 0 when not late. */
  DaysLate: number;
};
export type LateWorkOrderTotals = { Quantity: number; QuantityComplete: number };

export type ShipmentRow = {
  ShipDate: string;
  POKey: number;
  PONumber: string;
  PSlipNumber: number;
  CustomerId: string;
  CustomerName: string;
  Carrier: string | null;
  TrackingNumber: string | null;
  LineCount: number;
  Quantity: number;
  Amount: string;
};
export type ShipmentTotals = { Lines: number; Quantity: number; Amount: string };

export type SalesRow = {
  CustomerId: string;
  CustomerName: string;
  /** `YYYY-MM`. */
  Month: string;
  SlipCount: number;
  Quantity: number;
  Amount: string;
};
export type SalesTotals = { Customers: number; SlipCount: number; Quantity: number; Amount: string };
/** One bar of the sales chart: every month of the range, zero months included. */
export type SalesMonth = { Month: string; Amount: string };

/** What each report answers. */
export type ReportAnswers = {
  parts: ReportPage<PartReportRow, PartReportTotals>;
  "open-orders": ReportPage<OpenOrderRow, OpenOrderTotals>;
  "late-work-orders": ReportPage<LateWorkOrderRow, LateWorkOrderTotals>;
  /** `From`, `To`: the ship-date range used (the current month unless asked). */
  shipments: ReportPage<ShipmentRow, ShipmentTotals> & { From: string; To: string };
  /** `From`, `To`: the months used (`YYYY-MM`); `Months`: the chart's series. */
  "sales-by-customer": ReportPage<SalesRow, SalesTotals> & { From: string; To: string; Months: SalesMonth[] };
};
export type ReportAnswer<R extends ReportName> = ReportAnswers[R];
export type ReportRow<R extends ReportName> = ReportAnswers[R]["Items"][number];

/** The `sort` fields each report accepts (server/src/routes/reports.schemas.ts); others get a 400. */
export type ReportSortFields = {
  parts: "PartNumber" | "Description" | "CustomerId";
  "open-orders": "DueDate" | "PONumber" | "CustomerId" | "OpenAmount";
  "late-work-orders": "DueDate" | "WONumber" | "PartNumber";
  shipments: "ShipDate" | "CustomerId" | "PONumber";
  "sales-by-customer": "CustomerId" | "Month" | "Amount";
};

/**
 * A report's query as the API takes it: its filters by their API names (`customerId`, `dueFrom`…),
 * `sort`, `page`, `pageSize`. Empty values are left out of the request.
 */
export type ReportQuery = Record<string, string | number | undefined>;

/** A dashboard tile: its figures and the report (with its filter) it opens: `/reports?${Query}`. */
export type DashboardTile = {
  Count: number;
  /** Money tiles only (backlog, shipped); null for the WO tiles. */
  Amount: string | null;
  Report: ReportName;
  Query: string;
};

export type Dashboard = {
  AsOf: string;
  Tiles: {
    OpenBacklog: DashboardTile;
    DueNext7Days: DashboardTile;
    LateWorkOrders: DashboardTile;
    ShippedThisMonth: DashboardTile;
  };
  /** ≤ 10, oldest due first. */
  LateWorkOrders: WorkOrderSummary[];
  /** ≤ 10, the DueNext7Days set. */
  DueThisWeek: WorkOrderSummary[];
  /** ≤ 10, newest PODate first. */
  RecentPurchaseOrders: PurchaseOrderSummary[];
  /** The 12 weeks ending with this one, oldest first (weeks start on Monday). */
  ShippedByWeek: { WeekStart: string; Amount: string }[];
};

/** Every report and dashboard call fails with the API's one error shape. */
export type ReportError = ApiError;
