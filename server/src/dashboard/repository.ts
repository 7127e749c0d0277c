import { type Kysely, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import type { Dashboard, PurchaseOrderSummary } from "@shopdesk/contract";
import {
  type LateWorkOrdersQuery,
  type WorkOrderSummary,
  lateWorkOrdersQuery,
  openOrdersQuery,
  shipmentsQuery,
} from "@shopdesk/contract";
import {
  addDays,
  databaseToday,
  lateWorkOrderConditions,
  lateWorkOrders,
  monthEnd,
  monthStart,
  openOrders,
  shipmentRange,
  shippedByWeek,
  shippedTotals,
  workOrderSummaryColumns,
  workOrdersWithOrders,
} from "../reports/index.js";

const LIST_LENGTH = 10;

/** A tile's link (`/reports?${query}`), parsed the way the report will parse it. */
function link<T>(query: string, input: { parse(value: unknown): T }): { query: string; filters: T } {
  const { report: _report, ...filters } = Object.fromEntries(new URLSearchParams(query));
  return { query, filters: input.parse(filters) };
}

/** Unfinished WOs of a due range (or the late ones), soonest due first: the dashboard's lists. */
async function workOrderList(db: Kysely<Schema>, range: LateWorkOrdersQuery): Promise<WorkOrderSummary[]> {
  const { rows } = await sql<WorkOrderSummary>`select ${workOrderSummaryColumns}
    from ${workOrdersWithOrders}
    where ${lateWorkOrderConditions(range)}
    order by w.due_date, w.wo_number
    limit ${LIST_LENGTH}`.execute(db);
  return rows;
}

/** The newest POs as the Orders section's PurchaseOrderSummary. */
async function recentPurchaseOrders(db: Kysely<Schema>): Promise<PurchaseOrderSummary[]> {
  const { rows } = await sql<PurchaseOrderSummary>`select po.po_key::int as "POKey", po.customer_id as "CustomerId",
      c.name as "CustomerName", po.po_number as "PONumber", po.po_date as "PODate", po.status as "Status",
      coalesce(t.amount, 0)::numeric(16, 2)::text as "Amount", t.next_due_date as "NextDueDate",
      (po.status in ('Open', 'Partially Shipped') and coalesce(t.next_due_date < current_date, false)) as "IsLate"
    from (select * from purchase_order order by po_date desc, po_key desc limit ${LIST_LENGTH}) po
    join customer c on c.customer_id = po.customer_id
    cross join lateral (
      select sum(round(l.quantity * l.unit_price, 2)) as amount,
        min(l.due_date) filter (where l.shipped_quantity < l.quantity) as next_due_date
      from po_line l where l.po_key = po.po_key
    ) t
    order by po.po_date desc, po.po_key desc`.execute(db);
  return rows;
}

/**
 * Every figure of the dashboard (docs/api.md, "Dashboard"). Each tile is computed by the
 * same code as the report it links to, with the filter its link applies.
 */
export async function dashboard(db: Kysely<Schema>): Promise<Dashboard> {
  const today = await databaseToday(db);
  const backlog = link("report=open-orders", openOrdersQuery);
  const dueSoon = link(`report=late-work-orders&dueFrom=${today}&dueTo=${addDays(today, 6)}`, lateWorkOrdersQuery);
  const late = link("report=late-work-orders", lateWorkOrdersQuery);
  const shipped = link(`report=shipments&from=${monthStart(today)}&to=${monthEnd(today)}`, shipmentsQuery);
  const [backlogTotals, dueSoonTotals, lateTotals, shippedTotalsOfMonth, lateList, dueList, recent, weeks] =
    await Promise.all([
      openOrders(backlog.filters).summary(db),
      lateWorkOrders(dueSoon.filters).summary(db),
      lateWorkOrders(late.filters).summary(db),
      shippedTotals(db, shipmentRange(shipped.filters, today)),
      workOrderList(db, late.filters),
      workOrderList(db, dueSoon.filters),
      recentPurchaseOrders(db),
      shippedByWeek(db, today),
    ]);
  return {
    AsOf: today,
    Tiles: {
      OpenBacklog: {
        Count: backlogTotals.total,
        Amount: backlogTotals.totals.OpenAmount,
        Report: "open-orders",
        Query: backlog.query,
      },
      DueNext7Days: { Count: dueSoonTotals.total, Amount: null, Report: "late-work-orders", Query: dueSoon.query },
      LateWorkOrders: { Count: lateTotals.total, Amount: null, Report: "late-work-orders", Query: late.query },
      ShippedThisMonth: {
        Count: shippedTotalsOfMonth.total,
        Amount: shippedTotalsOfMonth.totals.Amount,
        Report: "shipments",
        Query: shipped.query,
      },
    },
    LateWorkOrders: lateList,
    DueThisWeek: dueList,
    RecentPurchaseOrders: recent,
    ShippedByWeek: weeks,
  };
}
