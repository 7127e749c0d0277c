import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase, testEngine } from "../test/database.js";
import { fixtures, sqlState } from "../test/fixtures.js";

describe(`the schema's rules (${testEngine})`, () => {
  let test: TestDatabase;
  let make: ReturnType<typeof fixtures>;
  const db = () => test.database.db;

  beforeAll(async () => {
    test = await openTestDatabase();
    make = fixtures(db());
    await make.customer("ACME", "Acme Aerospace Inc.");
    await make.customer("BOLT", "Bolt Aerostructures LLC");
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  const shipped = async (poLineId: string) =>
    (
      await db()
        .selectFrom("po_line")
        .select("shipped_quantity")
        .where("po_line_id", "=", poLineId)
        .executeTakeFirstOrThrow()
    ).shipped_quantity;

  it("refuses a customer id outside 2–12 of A–Z, 0–9 and -", async () => {
    for (const id of ["acme", "A", "THIRTEEN-CHAR", "AC ME"]) {
      expect(await sqlState(make.customer(id)), id).toBe("23514");
    }
    expect(await sqlState(make.customer("OK-2"))).toBeUndefined();
  });

  it("keeps PO numbers unique per customer, not across customers", async () => {
    await make.po("ACME", "4500012345");
    expect(await sqlState(make.po("ACME", "4500012345"))).toBe("23505");
    expect(await sqlState(make.po("BOLT", "4500012345"))).toBeUndefined();
  });

  it("refuses quantities of zero or less on PO lines, WOs and packing slip lines", async () => {
    const part = await make.part("ACME");
    const po = await make.po("ACME", "Q-ZERO");
    expect(await sqlState(make.line(po, part, 0))).toBe("23514");
    expect(await sqlState(make.line(po, part, -5))).toBe("23514");
    expect(await sqlState(make.wo(part, null, 0))).toBe("23514");
    const line = await make.line(po, part, 5);
    const slip = await make.slip(po);
    expect(await sqlState(make.ship(slip, po, line, 0))).toBe("23514");
  });

  it("keeps shipped quantity equal to the packing slips and never above the ordered quantity", async () => {
    const part = await make.part("ACME");
    const po = await make.po("ACME", "SHIP-1");
    const line = await make.line(po, part, 10);
    const first = await make.slip(po, 1);
    await make.ship(first, po, line, 6);
    expect(await shipped(line)).toBe(6);

    const second = await make.slip(po, 2);
    expect(await sqlState(make.ship(second, po, line, 5))).toBe("23514");
    expect(await shipped(line)).toBe(6);
    await make.ship(second, po, line, 4);
    expect(await shipped(line)).toBe(10);

    // Nor by editing the line directly.
    const overship = db().updateTable("po_line").set({ shipped_quantity: 11 }).where("po_line_id", "=", line).execute();
    expect(await sqlState(overship)).toBe("23514");
    const shrink = db().updateTable("po_line").set({ quantity: 9 }).where("po_line_id", "=", line).execute();
    expect(await sqlState(shrink)).toBe("23514");

    await db().deleteFrom("packing_slip").where("packing_slip_id", "=", second).execute();
    expect(await shipped(line)).toBe(6);
  });

  it("refuses a packing slip line for a PO line of another PO", async () => {
    const part = await make.part("ACME");
    const po = await make.po("ACME", "SLIP-A");
    const other = await make.po("ACME", "SLIP-B");
    const otherLine = await make.line(other, part, 5);
    const slip = await make.slip(po);
    expect(await sqlState(make.ship(slip, po, otherLine, 1))).toBe("23503");
    expect(await sqlState(make.ship(slip, other, otherLine, 1))).toBe("23503");
  });

  it("numbers PO slips uniquely within the PO", async () => {
    const po = await make.po("ACME", "SLIP-NUM");
    await make.slip(po, 1);
    expect(await sqlState(make.slip(po, 1))).toBe("23505");
    expect(await sqlState(make.slip(po, 0))).toBe("23514");
  });

  it("takes WO numbers from a sequence starting at 100001, never typed in and never reused", async () => {
    const part = await make.part("ACME");
    const first = Number(await make.wo(part));
    const second = Number(await make.wo(part));
    expect(first).toBeGreaterThanOrEqual(100001);
    expect(second).toBe(first + 1);

    const typed =
      sql`insert into work_order (wo_number, part_id, quantity, due_date) values (999, ${part}, 1, '2026-01-01')`.execute(
        db(),
      );
    expect(await sqlState(typed)).toBe("428C9");

    await db().deleteFrom("work_order").where("wo_number", "=", String(second)).execute();
    expect(Number(await make.wo(part))).toBe(second + 1);
  });

  it("starts WO numbers at 100001", async () => {
    const { rows } = await sql<{ start: string }>`select start_value::text as start from pg_sequences
      where sequencename = pg_get_serial_sequence('work_order', 'wo_number')::regclass::text
         or 'public.' || sequencename = pg_get_serial_sequence('work_order', 'wo_number')`.execute(db());
    expect(rows[0]?.start).toBe("100001");
  });

  it("makes a WO for a PO line make that line's part", async () => {
    const part = await make.part("ACME");
    const otherPart = await make.part("ACME");
    const po = await make.po("ACME", "WO-PART");
    const line = await make.line(po, part, 5);
    expect(await sqlState(make.wo(otherPart, line))).toBe("23503");
    expect(await sqlState(make.wo(part, line))).toBeUndefined();
  });

  it("refuses a part revision twice, and a price break twice or at quantity zero", async () => {
    const part = await make.part("ACME", "7731-204", "A");
    expect(await sqlState(make.part("ACME", "7731-204", "A"))).toBe("23505");
    await db()
      .insertInto("part_price_break")
      .values({ part_id: part, min_quantity: 10, unit_price: "4.2500" })
      .execute();
    const again = db()
      .insertInto("part_price_break")
      .values({ part_id: part, min_quantity: 10, unit_price: "4.0000" })
      .execute();
    expect(await sqlState(again)).toBe("23505");
    const zero = db()
      .insertInto("part_price_break")
      .values({ part_id: part, min_quantity: 0, unit_price: "4.0000" })
      .execute();
    expect(await sqlState(zero)).toBe("23514");
    const negative = db()
      .insertInto("part_price_break")
      .values({ part_id: part, min_quantity: 5, unit_price: "-1" })
      .execute();
    expect(await sqlState(negative)).toBe("23514");
  });

  it("puts an operation either at a work centre or at a supplier, never both or neither", async () => {
    const part = await make.part("ACME");
    const wo = await make.wo(part);
    const supplier = await db()
      .insertInto("supplier")
      .values({ supplier_name: "A/B Plating & Anodize", services: ["Anodize"] })
      .returning("supplier_id")
      .executeTakeFirstOrThrow();
    const op = (sequence: number, work_centre: string | null, supplier_id: string | null) =>
      db()
        .insertInto("wo_operation")
        .values({ wo_number: wo, sequence, description: "Op", work_centre, supplier_id })
        .execute();
    expect(await sqlState(op(10, "VMC-1", null))).toBeUndefined();
    expect(await sqlState(op(20, null, supplier.supplier_id))).toBeUndefined();
    expect(await sqlState(op(30, "VMC-1", supplier.supplier_id))).toBe("23514");
    expect(await sqlState(op(40, null, null))).toBe("23514");
    expect(await sqlState(op(10, "SAW", null))).toBe("23505");
  });

  it("keeps supplier names unique regardless of case", async () => {
    await db().insertInto("supplier").values({ supplier_name: "Metro Anodizing" }).execute();
    expect(await sqlState(db().insertInto("supplier").values({ supplier_name: "METRO ANODIZING" }).execute())).toBe(
      "23505",
    );
  });

  it("returns calendar dates as YYYY-MM-DD and money as exact decimal text", async () => {
    const part = await make.part("ACME");
    const po = await make.po("ACME", "TYPES-1", "2026-01-31");
    await make.line(po, part, 3);
    const row = await db()
      .selectFrom("purchase_order as po")
      .innerJoin("po_line as l", "l.po_key", "po.po_key")
      .select(["po.po_date", "l.unit_price"])
      .where("po.po_key", "=", po)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ po_date: "2026-01-31", unit_price: "12.5000" });
  });
});
