import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Schema } from "../db/schema.js";
import { withRunningTotalsRebuilt } from "../db/running-totals.js";
import { addDays, monthEnd, monthOf } from "../reports/index.js";
import { clearData, seed, seedOptions } from "../seed/seed.js";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { type ReportData, buildReportData, lateWorkOrderW1 } from "../test/reports-data.js";
import { type Dashboard, dashboardSchema } from "@shopdesk/contract";

/**
 * Every dashboard figure, worked out again straight from the order tables with SQL written
 * for the purpose (not the reports' code, and never the running totals of migration 0009).
 */
async function independently(db: Kysely<Schema>) {
  const first = async <T>(query: { execute(db: Kysely<Schema>): Promise<{ rows: T[] }> }) =>
    (await query.execute(db)).rows[0]!;
  const backlog = await first(sql<{ n: number; amount: string }>`
    select count(*)::int as n, coalesce(sum(round((l.quantity - l.shipped_quantity) * l.unit_price, 2)), 0)::numeric(16, 2)::text as amount
    from po_line l, purchase_order po
    where po.po_key = l.po_key and po.status not in ('Shipped', 'Closed', 'Cancelled') and l.quantity - l.shipped_quantity > 0`);
  const finished = sql`('Complete', 'Closed', 'Cancelled')`;
  const dueSoon = await first(sql<{ n: number }>`select count(*)::int as n from work_order
    where status not in ${finished} and due_date >= current_date and due_date < current_date + 7`);
  const late = await first(
    sql<{
      n: number;
    }>`select count(*)::int as n from work_order where status not in ${finished} and due_date < current_date`,
  );
  const slipAmounts = sql`select s.packing_slip_id, s.ship_date, s.po_key, coalesce(sum(round(sl.quantity * l.unit_price, 2)), 0) as amount
    from packing_slip s
    left join packing_slip_line sl on sl.packing_slip_id = s.packing_slip_id
    left join po_line l on l.po_line_id = sl.po_line_id
    group by s.packing_slip_id`;
  const month = await first(sql<{ n: number; amount: string }>`
    select count(*)::int as n, coalesce(sum(amount), 0)::numeric(16, 2)::text as amount from (${slipAmounts}) slips
    where to_char(ship_date, 'YYYY-MM') = to_char(current_date, 'YYYY-MM')`);
  const { rows: weeks } = await sql<{ WeekStart: string; Amount: string }>`
    select (current_date - (extract(isodow from current_date)::int - 1) - 7 * k) as "WeekStart",
      coalesce((select sum(amount) from (${slipAmounts}) slips
        where ship_date between current_date - (extract(isodow from current_date)::int - 1) - 7 * k
          and least(current_date - (extract(isodow from current_date)::int - 1) - 7 * k + 6, current_date)), 0)::numeric(16, 2)::text as "Amount"
    from generate_series(11, 0, -1) k`.execute(db);
  const list = async (condition: ReturnType<typeof sql>) =>
    (
      await sql<{
        wo: string;
      }>`select wo_number::text as wo from work_order where status not in ${finished} and ${condition}
      order by due_date, wo_number limit 10`.execute(db)
    ).rows.map((row) => row.wo);
  const { rows: recent } = await sql<{ POKey: number; Amount: string; NextDueDate: string | null }>`
    select po.po_key::int as "POKey",
      (select coalesce(sum(round(quantity * unit_price, 2)), 0) from po_line where po_key = po.po_key)::numeric(16, 2)::text as "Amount",
      (select min(due_date) from po_line where po_key = po.po_key and shipped_quantity < quantity) as "NextDueDate"
    from purchase_order po order by po.po_date desc, po.po_key desc limit 10`.execute(db);
  return {
    backlog,
    dueSoon: dueSoon.n,
    late: late.n,
    month,
    weeks,
    lateList: await list(sql`due_date < current_date`),
    dueList: await list(sql`due_date between current_date and current_date + 6`),
    recent,
  };
}

/** The running totals of migration 0009, summed again from the slips and the PO lines. */
async function recomputedShipmentTotals(db: Kysely<Schema>) {
  const byDay = sql`select po.customer_id, s.ship_date, count(distinct s.packing_slip_id)::int as slips, count(sl.*)::int as lines,
      coalesce(sum(sl.quantity), 0)::bigint as quantity, coalesce(sum(round(sl.quantity * l.unit_price, 2)), 0)::numeric(16, 2) as amount
    from packing_slip s join purchase_order po on po.po_key = s.po_key
    left join packing_slip_line sl on sl.packing_slip_id = s.packing_slip_id left join po_line l on l.po_line_id = sl.po_line_id
    group by po.customer_id, s.ship_date`;
  const day = (
    await sql`select customer_id, ship_date, slips, lines, quantity::text, amount::text from (${byDay}) d order by 1, 2`.execute(
      db,
    )
  ).rows;
  const month = (
    await sql`select customer_id, date_trunc('month', ship_date)::date as month, sum(slips)::int as slips, sum(lines)::int as lines,
        sum(quantity)::text as quantity, sum(amount)::numeric(16, 2)::text as amount
      from (${byDay}) d group by 1, 2 order by 1, 2`.execute(db)
  ).rows;
  const date = (
    await sql`select ship_date, sum(slips)::int as slips, sum(lines)::int as lines, sum(quantity)::text as quantity,
        sum(amount)::numeric(16, 2)::text as amount from (${byDay}) d group by 1 order by 1`.execute(db)
  ).rows;
  const backlog = (
    await sql`select l.due_date, count(*)::int as lines, sum(l.quantity - l.shipped_quantity)::text as quantity,
        sum(round((l.quantity - l.shipped_quantity) * l.unit_price, 2))::numeric(16, 2)::text as amount
      from po_line l join purchase_order po on po.po_key = l.po_key
      where po.status in ('Open', 'Partially Shipped') and l.shipped_quantity < l.quantity group by 1 order by 1`.execute(
      db,
    )
  ).rows;
  const kept = {
    date: (
      await sql`select ship_date, slips, lines, quantity::text, amount::text from shipment_date order by 1`.execute(db)
    ).rows,
    day: (
      await sql`select customer_id, ship_date, slips, lines, quantity::text, amount::text from shipment_day order by 1, 2`.execute(
        db,
      )
    ).rows,
    month: (
      await sql`select customer_id, month, slips, lines, quantity::text, amount::text from shipment_month order by 1, 2`.execute(
        db,
      )
    ).rows,
    backlog: (await sql`select due_date, lines, quantity::text, amount::text from backlog_due order by 1`.execute(db))
      .rows,
  };
  return { recomputed: { date, day, month, backlog }, kept };
}

/** A small seeded shop dated `asOf`, without history or operations: enough orders for every figure. */
const smallShop = (asOf: string) =>
  seedOptions({ customers: 12, parts: 40, pos: 150, wos: 200, suppliers: 3, asOf, history: false, operations: false });

describe(`/api/dashboard (${testEngine})`, () => {
  let api: TestApi;
  let data: ReportData;
  const dashboard = async () => {
    const { status, body } = await api.call<Dashboard>("GET", "/api/dashboard");
    expect(status, JSON.stringify(body)).toBe(200);
    return dashboardSchema.parse(body);
  };
  const report = async (query: string) => {
    const { status, body } = await api.call<{ Total: number; Totals: Record<string, unknown> }>(
      "GET",
      `/api/reports/${new URLSearchParams(query).get("report")}?${query}`,
    );
    expect(status).toBe(200);
    return body;
  };

  /** Every figure against the independent SQL, each tile against its report, the totals against the slips. */
  async function expectConsistent() {
    const { db } = api.test.database;
    const board = await dashboard();
    const expected = await independently(db);
    expect(board.Tiles.OpenBacklog).toMatchObject({ Count: expected.backlog.n, Amount: expected.backlog.amount });
    expect(board.Tiles.DueNext7Days.Count).toBe(expected.dueSoon);
    expect(board.Tiles.LateWorkOrders.Count).toBe(expected.late);
    expect(board.Tiles.ShippedThisMonth).toMatchObject({ Count: expected.month.n, Amount: expected.month.amount });
    expect(board.ShippedByWeek).toEqual(expected.weeks);
    expect(board.LateWorkOrders.map((wo) => wo.WONumber)).toEqual(expected.lateList);
    expect(board.DueThisWeek.map((wo) => wo.WONumber)).toEqual(expected.dueList);
    expect(
      board.RecentPurchaseOrders.map(({ POKey, Amount, NextDueDate }) => ({ POKey, Amount, NextDueDate })),
    ).toEqual(expected.recent);

    for (const tile of Object.values(board.Tiles)) {
      const linked = await report(tile.Query);
      expect(linked.Total, tile.Query).toBe(tile.Count);
      if (tile.Amount !== null) expect(Object.values(linked.Totals), tile.Query).toContain(tile.Amount);
    }
    const { recomputed, kept } = await recomputedShipmentTotals(db);
    expect(kept).toEqual(recomputed);
    return board;
  }

  beforeAll(async () => {
    api = await openTestApi();
    data = await buildReportData(api.test.database.db);
  });
  afterAll(async () => api?.close());

  it("needs a signed-in caller", async () => {
    expect((await api.app.inject({ url: "/api/dashboard" })).statusCode).toBe(401);
  });

  it("shows the tiles, lists and chart of the fixed dataset, worked out by hand", async () => {
    const board = await dashboard();
    const T = (days: number) => addDays(data.today, days);
    expect(board.AsOf).toBe(data.today);
    expect(board.Tiles).toEqual({
      OpenBacklog: { Count: 4, Amount: "720.60", Report: "open-orders", Query: "report=open-orders" },
      DueNext7Days: {
        Count: 3,
        Amount: null,
        Report: "late-work-orders",
        Query: `report=late-work-orders&dueFrom=${T(0)}&dueTo=${T(6)}`,
      },
      LateWorkOrders: { Count: 2, Amount: null, Report: "late-work-orders", Query: "report=late-work-orders" },
      ShippedThisMonth: {
        Count: 2,
        Amount: "1095.06",
        Report: "shipments",
        Query: `report=shipments&from=${monthOf(data.today)}-01&to=${monthEnd(data.today)}`,
      },
    });
    expect(board.LateWorkOrders.map((wo) => wo.WONumber)).toEqual([data.woNumbers.W1, data.woNumbers.W2]);
    expect(board.LateWorkOrders[0]).toEqual(lateWorkOrderW1(data));
    expect(board.DueThisWeek.map((wo) => wo.WONumber)).toEqual([
      data.woNumbers.W5,
      data.woNumbers.W3,
      data.woNumbers.W6,
    ]);
    expect(board.RecentPurchaseOrders.map((po) => po.PONumber)).toEqual([
      "4500000006",
      "4500000001",
      "MUL000001",
      "PO-76",
      "PO-75",
      "PO-77",
      "4500000007",
    ]);
    expect(board.RecentPurchaseOrders[1]).toEqual({
      POKey: Number(data.poKeys.acme1),
      CustomerId: "ACME",
      CustomerName: "Acme Aerospace, Inc.",
      PONumber: "4500000001",
      PODate: T(-20),
      Status: "Open",
      Amount: "128.01",
      NextDueDate: T(-5),
      IsLate: true,
    });
    expect(board.RecentPurchaseOrders[0]).toMatchObject({
      Status: "Shipped",
      Amount: "200.00",
      NextDueDate: null,
      IsLate: false,
    });
    // 12 Monday weeks, the last one holding today; today's two slips are in it.
    const mondays = board.ShippedByWeek.map((week) => week.WeekStart);
    expect(mondays.every((monday) => new Date(`${monday}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(mondays[11]! <= data.today && addDays(mondays[11]!, 6) >= data.today).toBe(true);
    expect(addDays(mondays[0]!, 77)).toBe(mondays[11]);
    const thisWeek = mondays[11]! <= data.previousMonthEnd ? "1195.06" : "1095.06";
    expect(board.ShippedByWeek[11]!.Amount).toBe(thisWeek);
    const total = board.ShippedByWeek.reduce((sum, week) => sum + Math.round(Number(week.Amount) * 100), 0);
    expect(total).toBe(119506); // the slip 100 days back is older than 12 weeks
    await expectConsistent();
  });

  it("stays equal to the order tables through every kind of change to shipments", async () => {
    const { db } = api.test.database;
    const { slipIds, lineIds, poKeys } = data;
    // A shipped line's price changes (the Amount it shipped changes with it).
    await sql`update po_line set unit_price = 10.0005 where po_line_id = ${lineIds["muller1.1"]}`.execute(db);
    let board = await expectConsistent();
    expect(board.Tiles.ShippedThisMonth.Amount).toBe("1100.02"); // 40 × 10.0005 = 400.02
    // A slip moves to last month, then back; a slip line's quantity changes.
    await sql`update packing_slip set ship_date = ${data.previousMonthEnd} where packing_slip_id = ${slipIds["acme6#1"]}`.execute(
      db,
    );
    board = await expectConsistent();
    expect(board.Tiles.ShippedThisMonth).toMatchObject({ Count: 1, Amount: "900.02" });
    await sql`update packing_slip set ship_date = current_date where packing_slip_id = ${slipIds["acme6#1"]}`.execute(
      db,
    );
    await sql`update packing_slip_line set quantity = 30 where po_line_id = ${lineIds["muller1.1"]}`.execute(db);
    board = await expectConsistent();
    expect(board.Tiles.ShippedThisMonth.Amount).toBe("1000.02"); // 30 × 10.0005 = 300.02 (300.015)
    expect(board.Tiles.OpenBacklog.Amount).toBe("828.05"); // MULLER now 70 open: 700.04 (700.035)
    // A new slip with two lines in one statement; a slip line removed; a whole slip removed.
    const [newSlip] = (
      await sql<{ id: string }>`insert into packing_slip (po_key, pslip_number, ship_date, created_by)
        values (${poKeys.acme1}, 1, current_date, 'sam') returning packing_slip_id as id`.execute(db)
    ).rows;
    await sql`insert into packing_slip_line (packing_slip_id, po_key, po_line_id, quantity) values
      (${newSlip!.id}, ${poKeys.acme1}, ${lineIds["acme1.1"]}, 4), (${newSlip!.id}, ${poKeys.acme1}, ${lineIds["acme1.2"]}, 3)`.execute(
      db,
    );
    board = await expectConsistent();
    expect(board.Tiles.ShippedThisMonth).toMatchObject({ Count: 3, Amount: "1051.02" }); // + 50.00 + 1.00
    await sql`delete from packing_slip_line where po_line_id = ${lineIds["acme1.2"]}`.execute(db);
    board = await expectConsistent();
    expect(board.Tiles.ShippedThisMonth.Amount).toBe("1050.02");
    await sql`delete from packing_slip where packing_slip_id = ${slipIds["muller1#1"]}`.execute(db);
    board = await expectConsistent();
    expect(board.Tiles.ShippedThisMonth).toMatchObject({ Count: 2, Amount: "250.00" });
    // A PO moved to another customer carries its shipments along.
    await sql`update purchase_order set customer_id = 'IDLE' where po_key = ${poKeys.acme7}`.execute(db);
    await expectConsistent();
    const sales = await api.call<{ Totals: { Amount: string } }>(
      "GET",
      "/api/reports/sales-by-customer?customerId=IDLE",
    );
    expect(sales.body.Totals.Amount).toBe("2000.00");
  });

  it("keeps the backlog equal to the order tables through line and PO status changes", async () => {
    const { db } = api.test.database;
    const { lineIds, poKeys, partIds } = data;
    const backlog = async () => (await expectConsistent()).Tiles.OpenBacklog;
    const before = await backlog();
    const open = await sql<{
      n: number;
    }>`select count(*)::int as n from po_line where po_key = ${poKeys.acme1} and shipped_quantity < quantity`.execute(
      db,
    );
    // A PO closed short leaves the backlog; reopened, it comes back.
    await sql`update purchase_order set status = 'Closed' where po_key = ${poKeys.acme1}`.execute(db);
    expect((await backlog()).Count).toBe(before.Count - open.rows[0]!.n);
    await sql`update purchase_order set status = 'Open' where po_key = ${poKeys.acme1}`.execute(db);
    expect(await backlog()).toEqual(before);
    // Lines changed (quantity, price, due date in one statement), added and removed.
    await sql`update po_line set quantity = quantity + 5, unit_price = unit_price + 1, due_date = due_date + 1
      where po_key = ${poKeys.acme1}`.execute(db);
    await backlog();
    const [added] = (
      await sql<{ id: string }>`insert into po_line (po_key, line_number, part_id, quantity, unit_price, due_date)
        values (${poKeys.muller1}, 9, ${partIds.flange}, 3, 0.0050, current_date) returning po_line_id as id`.execute(
        db,
      )
    ).rows;
    const withLine = await backlog();
    await sql`delete from po_line where po_line_id = ${added!.id}`.execute(db);
    expect((await backlog()).Count).toBe(withLine.Count - 1);
    // Shipping the rest of a line takes it out.
    const [slip] = (
      await sql<{ id: string }>`insert into packing_slip (po_key, pslip_number, ship_date, created_by)
        values (${poKeys.acme1}, 2, current_date, 'priya') returning packing_slip_id as id`.execute(db)
    ).rows;
    await sql`insert into packing_slip_line (packing_slip_id, po_key, po_line_id, quantity)
      select ${slip!.id}, po_key, po_line_id, quantity - shipped_quantity from po_line where po_line_id = ${lineIds["acme1.3"]}`.execute(
      db,
    );
    expect((await backlog()).Count).toBe(withLine.Count - 2);
  });

  it("agrees with the order tables on the seeded demo data, and starts from nothing after a reset", async () => {
    const { db } = api.test.database;
    await db.transaction().execute(async (trx) => {
      await clearData(trx);
      for (const table of ["shipment_date", "shipment_day", "shipment_month", "backlog_due"]) {
        expect((await sql`select * from ${sql.table(table)}`.execute(trx)).rows, table).toEqual([]);
      }
      const asOf = (await sql<{ today: string }>`select current_date as today`.execute(trx)).rows[0]!.today;
      await seed(trx, smallShop(asOf));
    });
    const board = await expectConsistent();
    expect(board.Tiles.OpenBacklog.Count).toBeGreaterThan(0);
    expect(board.Tiles.LateWorkOrders.Count).toBeGreaterThan(0);
    expect(board.ShippedByWeek.some((week) => week.Amount !== "0.00")).toBe(true);
  });

  it("agrees with the order tables after a bulk load with the triggers paused, which are on again afterwards", async () => {
    const { db } = api.test.database;
    await db.transaction().execute(async (trx) => {
      await clearData(trx);
      const asOf = (await sql<{ today: string }>`select current_date as today`.execute(trx)).rows[0]!.today;
      await withRunningTotalsRebuilt(trx, () => seed(trx, smallShop(asOf)));
    });
    const before = await expectConsistent();
    expect(before.Tiles.OpenBacklog.Count).toBeGreaterThan(0);
    // The triggers keep the totals again: one more unit shipped today moves this month's figure.
    const [line] = (
      await sql<{ po_key: string; po_line_id: string }>`select l.po_key, l.po_line_id from po_line l
        join purchase_order po on po.po_key = l.po_key
        where po.status in ('Open', 'Partially Shipped') and l.shipped_quantity < l.quantity order by l.po_line_id limit 1`.execute(
        db,
      )
    ).rows;
    const [slip] = (
      await sql<{ id: string }>`insert into packing_slip (po_key, pslip_number, ship_date, created_by)
        values (${line!.po_key}, (select coalesce(max(pslip_number), 0) + 1 from packing_slip where po_key = ${line!.po_key}), current_date, 'priya')
        returning packing_slip_id as id`.execute(db)
    ).rows;
    await sql`insert into packing_slip_line (packing_slip_id, po_key, po_line_id, quantity) values (${slip!.id}, ${line!.po_key}, ${line!.po_line_id}, 1)`.execute(
      db,
    );
    const after = await expectConsistent();
    expect(after.Tiles.ShippedThisMonth.Count).toBe(before.Tiles.ShippedThisMonth.Count + 1);
  });
});
