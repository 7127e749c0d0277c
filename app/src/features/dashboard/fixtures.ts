import type { Dashboard } from "../../api/dashboard/types";
import type { PurchaseOrderSummary } from "../../api/purchase-orders/types";
import type { WorkOrderSummary } from "../../api/work-orders/types";
import {
  dueWorkOrderRows,
  lateWorkOrderRows,
  openOrderRows,
  shipmentRows,
  STORY_AS_OF,
  totalsOf,
} from "../reports/fixtures";
import { toSummary } from "../work-orders/fixtures";

const byDue = (a: WorkOrderSummary, b: WorkOrderSummary) =>
  a.DueDate.localeCompare(b.DueDate) || a.WONumber.localeCompare(b.WONumber);

const statuses: PurchaseOrderSummary["Status"][] = [
  "Open",
  "Partially Shipped",
  "Open",
  "Shipped",
  "Closed",
  "Open",
  "Cancelled",
  "Partially Shipped",
  "Open",
  "Open",
];

export const recentPurchaseOrders: PurchaseOrderSummary[] = Array.from({ length: 10 }, (_, index) => {
  const line = openOrderRows[index * 2] ?? openOrderRows[0]!;
  return {
    POKey: 220 - index,
    CustomerId: line.CustomerId,
    CustomerName: line.CustomerName,
    PONumber: index === 3 ? "PO-2026-LONG-REFERENCE-0042" : `45000${12420 - index}`,
    PODate: `2026-11-${String(21 - index * 2).padStart(2, "0")}`,
    Status: statuses[index] ?? "Open",
    Amount: (12480.5 + index * 3317.25).toFixed(2),
    NextDueDate: index % 3 === 0 ? null : line.DueDate,
    IsLate: index === 1,
  };
});

const weeklyAmounts = [
  "9870.00",
  "12480.00",
  "8125.50",
  "15210.75",
  "0.00",
  "21344.20",
  "17300.00",
  "11002.45",
  "13750.00",
  "24980.10",
  "19420.00",
  "6210.00",
];

/** A busy week in the shop: the tiles agree with the report fixtures they link to. */
export const sampleDashboard: Dashboard = {
  AsOf: STORY_AS_OF,
  Tiles: {
    OpenBacklog: {
      Count: openOrderRows.length,
      Amount: totalsOf["open-orders"](openOrderRows).OpenAmount,
      Report: "open-orders",
      Query: "report=open-orders",
    },
    DueNext7Days: {
      Count: dueWorkOrderRows.length,
      Amount: null,
      Report: "late-work-orders",
      Query: "report=late-work-orders&dueFrom=2026-11-21&dueTo=2026-11-27",
    },
    LateWorkOrders: {
      Count: lateWorkOrderRows.length,
      Amount: null,
      Report: "late-work-orders",
      Query: "report=late-work-orders",
    },
    ShippedThisMonth: {
      Count: shipmentRows.length,
      Amount: totalsOf.shipments(shipmentRows).Amount,
      Report: "shipments",
      Query: "report=shipments&from=2026-11-01&to=2026-11-30",
    },
  },
  LateWorkOrders: lateWorkOrderRows.map(toSummary).sort(byDue).slice(0, 10),
  DueThisWeek: dueWorkOrderRows.map(toSummary).sort(byDue).slice(0, 10),
  RecentPurchaseOrders: recentPurchaseOrders,
  ShippedByWeek: weeklyAmounts.map((Amount, index) => {
    const start = new Date(Date.UTC(2026, 7, 31 + index * 7)).toISOString().slice(0, 10);
    return { WeekStart: start, Amount };
  }),
};

/** A shop on a good day: nothing late, nothing due this week. */
export const calmDashboard: Dashboard = {
  ...sampleDashboard,
  Tiles: {
    ...sampleDashboard.Tiles,
    DueNext7Days: { ...sampleDashboard.Tiles.DueNext7Days, Count: 0 },
    LateWorkOrders: { ...sampleDashboard.Tiles.LateWorkOrders, Count: 0 },
  },
  LateWorkOrders: [],
  DueThisWeek: [],
};

/** A new installation: no orders at all. */
export const emptyDashboard: Dashboard = {
  AsOf: STORY_AS_OF,
  Tiles: {
    OpenBacklog: { ...sampleDashboard.Tiles.OpenBacklog, Count: 0, Amount: "0.00" },
    DueNext7Days: { ...sampleDashboard.Tiles.DueNext7Days, Count: 0 },
    LateWorkOrders: { ...sampleDashboard.Tiles.LateWorkOrders, Count: 0 },
    ShippedThisMonth: { ...sampleDashboard.Tiles.ShippedThisMonth, Count: 0, Amount: "0.00" },
  },
  LateWorkOrders: [],
  DueThisWeek: [],
  RecentPurchaseOrders: [],
  ShippedByWeek: sampleDashboard.ShippedByWeek.map((week) => ({ ...week, Amount: "0.00" })),
};
