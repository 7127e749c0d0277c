import { type Kysely, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import { addDays } from "../reports/index.js";

/**
 * The small fixed dataset of the report and dashboard tests. Dates are relative to the
 * database's today (T), amounts are fixed, so every total in the tests is a literal worked
 * out by hand below. Names carry commas, quotes, newlines and non-ASCII text for the CSV.
 *
 * Backlog (open lines on Open / Partially Shipped POs):
 *   PO 4500000001 ACME Open:       L1 10 @ 12.5000 due T-5 (late)  = 125.00
 *                                  L2  3 @  0.3333 due T+10        =   1.00 (0.9999)
 *                                  L3  1 @  2.0050 due T+30        =   2.01 (0.005 rounds up)
 *   PO MUL000001 MULLER Partially: L1 100 @ 9.8765, 40 shipped, due T+3: 60 open = 592.59
 *                                  L2 5 @ 100.0000 all shipped (not backlog)
 *   OBRIEN: a Closed PO with an open line, a Cancelled one, a Shipped one (none are backlog)
 *   → 4 lines, OpenQuantity 74, OpenAmount 720.60, LateAmount 125.00
 *
 * Shipments (slip amount = Σ round(qty × unit price, 2)):
 *   T        MUL000001 #1  40 × 9.8765 = 395.06 + 5 × 100 = 500.00 → 895.06 (2 lines, 45 units)
 *   T        4500000006 #1  6 × 33.3333 = 199.9998 → 200.00 (carrier "UPS, Ground")
 *   T-(day)  PO-77 #1       4 × 25 = 100.00, on the last day of the previous month (S2)
 *   T-100    4500000007 #1  2 × 1000 = 2000.00
 *   → this month: 2 slips, 3 lines, 51 units, 1095.06; all: 4 slips, 5 lines, 57 units, 3195.06
 *
 * Unfinished WOs: W1 (ACME PO line, Open, due T-5: late 5 days), W2 (stock, On Hold, due T-2:
 * late), W3 (MULLER, In Progress, due T+3), W5 (Released, due T), W6 (Open, due T+6), W7 (Open,
 * due T+7: outside the week); finished: W4 Complete due T-10, W8 Cancelled due T-3.
 *   → late: W1 + W2, Quantity 30, QuantityComplete 5; due in the next 7 days: W3, W5, W6
 */
export interface ReportData {
  today: string;
  previousMonthEnd: string;
  partIds: Record<string, string>;
  poKeys: Record<string, string>;
  lineIds: Record<string, string>;
  slipIds: Record<string, string>;
  woNumbers: Record<string, string>;
}

/** W1 as the dashboard and the late-WO report list it: ACME's PO line WO, Open, due T-5. */
export function lateWorkOrderW1(data: ReportData) {
  return {
    WONumber: data.woNumbers.W1,
    PartNumber: "7731-204",
    Revision: "B",
    Description: "Bracket, mounting (rev B)",
    CustomerId: "ACME",
    POKey: Number(data.poKeys.acme1),
    PONumber: "4500000001",
    LineNumber: 1,
    Quantity: 10,
    DueDate: addDays(data.today, -5),
    Status: "Open",
    IsLate: true,
  };
}

export async function buildReportData(db: Kysely<Schema>): Promise<ReportData> {
  const { rows } = await sql<{ today: string; month_start: string }>`
    select current_date as today, date_trunc('month', current_date)::date as month_start`.execute(db);
  const today = rows[0]!.today;
  const T = (days: number) => addDays(today, days);
  const previousMonthEnd = addDays(rows[0]!.month_start, -1);

  await db
    .insertInto("customer")
    .values([
      { customer_id: "ACME", name: "Acme Aerospace, Inc." },
      { customer_id: "MULLER", name: "Müller Präzision GmbH" },
      { customer_id: "OBRIEN", name: 'O\'Brien "Machine" & Tool' },
      { customer_id: "IDLE", name: "Idle Industries" },
    ])
    .execute();

  const partIds: Record<string, string> = {};
  const part = async (
    key: string,
    values: {
      part_number: string;
      revision: string;
      description: string;
      customer_id: string;
      material?: string;
      active?: boolean;
    },
  ) => {
    const row = await db.insertInto("part").values(values).returning("part_id").executeTakeFirstOrThrow();
    partIds[key] = row.part_id;
  };
  await part("bracketA", {
    part_number: "7731-204",
    revision: "A",
    description: "Bracket, mounting",
    customer_id: "ACME",
    material: "6061-T6",
  });
  await part("bracketB", {
    part_number: "7731-204",
    revision: "B",
    description: "Bracket, mounting (rev B)",
    customer_id: "ACME",
    material: "6061-T6",
  });
  await sql`update part set superseded_by = ${partIds.bracketB} where part_id = ${partIds.bracketA}`.execute(db);
  await part("flange", {
    part_number: "MU-1",
    revision: "A",
    description: 'Flansch "groß"\nzweite Zeile',
    customer_id: "MULLER",
    material: "1.4301",
  });
  await part("shaft", { part_number: "OB-9", revision: "C", description: "Shaft; ø12 h6", customer_id: "OBRIEN" });
  await part("old", {
    part_number: "OB-1",
    revision: "A",
    description: "Old spacer",
    customer_id: "OBRIEN",
    active: false,
  });

  const poKeys: Record<string, string> = {};
  const po = async (key: string, customer: string, number: string, date: string, status: string) => {
    const row = await db
      .insertInto("purchase_order")
      .values({ customer_id: customer, po_number: number, po_date: date, terms: "Net 30", status: status as "Open" })
      .returning("po_key")
      .executeTakeFirstOrThrow();
    poKeys[key] = row.po_key;
  };
  const lineIds: Record<string, string> = {};
  const line = async (
    key: string,
    poKey: string,
    lineNumber: number,
    partId: string,
    quantity: number,
    unitPrice: string,
    due: string,
  ) => {
    const row = await db
      .insertInto("po_line")
      .values({
        po_key: poKeys[poKey]!,
        line_number: lineNumber,
        part_id: partId,
        quantity,
        unit_price: unitPrice,
        due_date: due,
      })
      .returning("po_line_id")
      .executeTakeFirstOrThrow();
    lineIds[key] = row.po_line_id;
  };

  await po("acme1", "ACME", "4500000001", T(-20), "Open");
  await line("acme1.1", "acme1", 1, partIds.bracketB!, 10, "12.5000", T(-5));
  await line("acme1.2", "acme1", 2, partIds.bracketB!, 3, "0.3333", T(10));
  await line("acme1.3", "acme1", 3, partIds.bracketB!, 1, "2.0050", T(30));
  await po("muller1", "MULLER", "MUL000001", T(-40), "Partially Shipped");
  await line("muller1.1", "muller1", 1, partIds.flange!, 100, "9.8765", T(3));
  await line("muller1.2", "muller1", 2, partIds.flange!, 5, "100.0000", T(-1));
  await po("obrienClosed", "OBRIEN", "PO-75", T(-60), "Closed");
  await line("obrienClosed.1", "obrienClosed", 1, partIds.shaft!, 7, "10.0000", T(-3));
  await po("obrienCancelled", "OBRIEN", "PO-76", T(-50), "Cancelled");
  await line("obrienCancelled.1", "obrienCancelled", 1, partIds.shaft!, 2, "50.0000", T(20));
  await po("obrienShipped", "OBRIEN", "PO-77", T(-70), "Shipped");
  await line("obrienShipped.1", "obrienShipped", 1, partIds.shaft!, 4, "25.0000", T(-30));
  await po("acme6", "ACME", "4500000006", T(-10), "Shipped");
  await line("acme6.1", "acme6", 1, partIds.bracketB!, 6, "33.3333", T(-2));
  await po("acme7", "ACME", "4500000007", T(-130), "Shipped");
  await line("acme7.1", "acme7", 1, partIds.bracketA!, 2, "1000.0000", T(-110));

  const slipIds: Record<string, string> = {};
  const slip = async (
    key: string,
    poKey: string,
    number: number,
    shipDate: string,
    carrier: string | null,
    tracking: string | null,
    lines: [string, number][],
  ) => {
    const row = await db
      .insertInto("packing_slip")
      .values({
        po_key: poKeys[poKey]!,
        pslip_number: number,
        ship_date: shipDate,
        carrier,
        tracking_number: tracking,
        created_by: "dana",
      })
      .returning("packing_slip_id")
      .executeTakeFirstOrThrow();
    slipIds[key] = row.packing_slip_id;
    await db
      .insertInto("packing_slip_line")
      .values(
        lines.map(([lineKey, quantity]) => ({
          packing_slip_id: row.packing_slip_id,
          po_key: poKeys[poKey]!,
          po_line_id: lineIds[lineKey]!,
          quantity,
        })),
      )
      .execute();
  };
  await slip("muller1#1", "muller1", 1, today, "DHL", "JD014600", [
    ["muller1.1", 40],
    ["muller1.2", 5],
  ]);
  await slip("acme6#1", "acme6", 1, today, "UPS, Ground", '1Z"99"', [["acme6.1", 6]]);
  await slip("obrien77#1", "obrienShipped", 1, previousMonthEnd, "FedEx\nFreight", null, [["obrienShipped.1", 4]]);
  await slip("acme7#1", "acme7", 1, T(-100), null, null, [["acme7.1", 2]]);

  const woNumbers: Record<string, string> = {};
  const wo = async (
    key: string,
    partId: string,
    lineKey: string | null,
    quantity: number,
    due: string,
    status: string,
    complete = 0,
  ) => {
    const row = await db
      .insertInto("work_order")
      .values({
        part_id: partId,
        po_line_id: lineKey ? lineIds[lineKey]! : null,
        quantity,
        due_date: due,
        status: status as "Open",
        quantity_complete: complete,
      })
      .returning("wo_number")
      .executeTakeFirstOrThrow();
    woNumbers[key] = row.wo_number;
  };
  await wo("W1", partIds.bracketB!, "acme1.1", 10, T(-5), "Open");
  await wo("W2", partIds.shaft!, null, 20, T(-2), "On Hold", 5);
  await wo("W3", partIds.flange!, "muller1.1", 60, T(3), "In Progress", 10);
  await wo("W4", partIds.bracketB!, "acme6.1", 6, T(-10), "Complete", 6);
  await wo("W5", partIds.bracketB!, "acme1.2", 3, today, "Released");
  await wo("W6", partIds.bracketB!, "acme1.3", 1, T(6), "Open");
  await wo("W7", partIds.shaft!, null, 8, T(7), "Open");
  await wo("W8", partIds.shaft!, "obrienCancelled.1", 2, T(-3), "Cancelled");

  return { today, previousMonthEnd, partIds, poKeys, lineIds, slipIds, woNumbers };
}
