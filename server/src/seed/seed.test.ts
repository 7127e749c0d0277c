import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase, testEngine } from "../test/database.js";
import { makeSuppliers } from "./catalog.js";
import { Random } from "./random.js";
import { clearData, isEmpty, seed, seedOptions } from "./seed.js";

const tables = [
  ["customer", "customer_id"],
  ["supplier", "supplier_id"],
  ["part", "part_id"],
  ["part_price_break", "part_id, min_quantity"],
  ["purchase_order", "po_key"],
  ["po_line", "po_line_id"],
  ["work_order", "wo_number"],
  ["wo_operation", "wo_number, sequence"],
  ["packing_slip", "packing_slip_id"],
  ["packing_slip_line", "packing_slip_line_id"],
  ["change_history", "history_id"],
] as const;

const options = seedOptions({ asOf: "2026-03-02", pos: 250, wos: 320 });
/** The latest late work may be, in days past its due date (docs/data-model.md, "Seed and demo data"). */
const LATE_DAYS_AT_MOST = 60;

describe(`the demo data seed (${testEngine})`, () => {
  let test: TestDatabase;
  const db = () => test.database.db;
  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db())).rows[0] as T;

  /** A fingerprint of every seeded row (minus what the moment of writing sets: timestamps, the history's transaction id). */
  async function digest(): Promise<string> {
    const parts: string[] = [];
    for (const [table, key] of tables) {
      const row = await one(sql<{ digest: string }>`select md5(coalesce(string_agg(
          (to_jsonb(t) - 'created_at' - 'updated_at' - 'xid')::text, '|' order by ${sql.raw(key)}), '')) as digest
        from ${sql.table(table)} t`);
      parts.push(`${table}:${row.digest}`);
    }
    return parts.join(" ");
  }

  beforeAll(async () => {
    test = await openTestDatabase();
    expect(await isEmpty(db())).toBe(true);
    await db()
      .transaction()
      .execute((trx) => seed(trx, options));
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it("makes the same data from the same seed, and different data from another", async () => {
    const first = await digest();
    await db()
      .transaction()
      .execute(async (trx) => {
        await clearData(trx);
        await seed(trx, options);
      });
    expect(await digest()).toBe(first);

    await db()
      .transaction()
      .execute(async (trx) => {
        await clearData(trx);
        await seed(trx, { ...options, seed: 2 });
      });
    expect(await digest()).not.toBe(first);
    await db()
      .transaction()
      .execute(async (trx) => {
        await clearData(trx);
        await seed(trx, options);
      });
  });

  it("makes exactly the counts asked for, and is no longer empty", async () => {
    const counts = await one(sql<Record<string, string>>`select
      (select count(*) from customer) as customers, (select count(*) from supplier) as suppliers,
      (select count(*) from part) as parts, (select count(*) from purchase_order) as pos,
      (select count(*) from work_order) as wos`);
    expect(counts).toEqual({ customers: "40", suppliers: "15", parts: "200", pos: "250", wos: "320" });
    expect(await isEmpty(db())).toBe(false);
  });

  it("has the documented fixed points: the known customers and WO 100001 on a PO", async () => {
    const known = await db()
      .selectFrom("customer")
      .select(["customer_id", "name"])
      .orderBy("customer_id")
      .where("customer_id", "in", ["ACME", "MULLER", "OBRIEN"])
      .execute();
    expect(known).toEqual([
      { customer_id: "ACME", name: "Acme Aerospace Inc." },
      { customer_id: "MULLER", name: "Müller Präzision GmbH" },
      { customer_id: "OBRIEN", name: "O'Brien Machine & Tool" },
    ]);
    const wo = await db()
      .selectFrom("work_order")
      .select(["wo_number", "po_line_id"])
      .orderBy("wo_number")
      .executeTakeFirstOrThrow();
    expect(wo.wo_number).toBe("100001");
    expect(wo.po_line_id).not.toBeNull();
    const acmePo = await one(
      sql<{
        n: string;
      }>`select count(*) as n from purchase_order where customer_id = 'ACME' and po_number like '4500%'`,
    );
    expect(Number(acmePo.n)).toBeGreaterThan(0);
  });

  it("ships exactly what the packing slips say, consistent with each PO's status", async () => {
    const wrong = await one(sql<{ mismatched: string; bad_status: string }>`
      with shipped as (
        select l.po_line_id, l.po_key, l.quantity, l.shipped_quantity,
               coalesce((select sum(s.quantity) from packing_slip_line s where s.po_line_id = l.po_line_id), 0) as slips
        from po_line l
      ), per_po as (
        select po.po_key, po.status, sum(s.shipped_quantity) as shipped, sum(s.quantity) as ordered
        from purchase_order po join shipped s on s.po_key = po.po_key group by po.po_key, po.status
      )
      select (select count(*) from shipped where shipped_quantity <> slips) as mismatched,
             (select count(*) from per_po where
                (status in ('Shipped', 'Closed') and shipped <> ordered)
             or (status in ('Open', 'Cancelled') and shipped <> 0)
             or (status = 'Partially Shipped' and (shipped = 0 or shipped = ordered))) as bad_status`);
    expect(wrong).toEqual({ mismatched: "0", bad_status: "0" });
    const shippedLines = await one(sql<{ n: string }>`select count(*) as n from po_line where shipped_quantity > 0`);
    expect(Number(shippedLines.n)).toBeGreaterThan(50);
  });

  it("numbers each PO's packing slips 1, 2, 3… and ships between the PO date and as-of", async () => {
    const bad = await one(sql<{ gaps: string; dates: string }>`select
      (select count(*) from (select po_key from packing_slip group by po_key having max(pslip_number) <> count(*)) g) as gaps,
      (select count(*) from packing_slip s join purchase_order po using (po_key)
        where s.ship_date < po.po_date or s.ship_date > ${options.asOf}::date) as dates`);
    expect(bad).toEqual({ gaps: "0", dates: "0" });
  });

  it("has POs in every status and WOs in every status", async () => {
    const po = await db().selectFrom("purchase_order").select("status").distinct().orderBy("status").execute();
    expect(po.map((row) => row.status)).toEqual(["Cancelled", "Closed", "Open", "Partially Shipped", "Shipped"]);
    const wo = await db().selectFrom("work_order").select("status").distinct().orderBy("status").execute();
    expect(wo.map((row) => row.status)).toEqual([
      "Cancelled",
      "Closed",
      "Complete",
      "In Progress",
      "On Hold",
      "Open",
      "Released",
    ]);
  });

  it("makes late work days or weeks late as of the seed's day, not months or years", async () => {
    const asOf = sql`${options.asOf}::date`;
    const late = await one(sql<{ pos: number; oldest_po: number; wos: number; oldest_wo: number }>`select
        count(*)::int as pos, coalesce(max(${asOf} - next_due_date), 0) as oldest_po,
        (select count(*)::int from work_order where status in ('Open', 'Released', 'In Progress', 'On Hold') and due_date < ${asOf}) as wos,
        (select coalesce(max(${asOf} - due_date), 0) from work_order where status in ('Open', 'Released', 'In Progress', 'On Hold') and due_date < ${asOf}) as oldest_wo
      from purchase_order where status in ('Open', 'Partially Shipped') and next_due_date < ${asOf}`);
    // Some of each, so the dashboard and the late reports have something to show.
    expect(late.pos).toBeGreaterThan(3);
    expect(late.wos).toBeGreaterThan(3);
    expect(late.oldest_po).toBeLessThanOrEqual(LATE_DAYS_AT_MOST);
    expect(late.oldest_wo).toBeLessThanOrEqual(LATE_DAYS_AT_MOST);
  });

  it("prices each line at its part's break for the quantity", async () => {
    const wrong = await one(sql<{ n: string }>`select count(*) as n from po_line l where l.unit_price <> (
      select b.unit_price from part_price_break b where b.part_id = l.part_id and b.min_quantity <= l.quantity
      order by b.min_quantity desc limit 1)`);
    expect(wrong.n).toBe("0");
  });

  it("sends some operations out to suppliers that offer the service, and finishes operations of finished WOs", async () => {
    const outside = await one(sql<{ total: string; wrong_service: string; unfinished: string }>`select
      (select count(*) from wo_operation where supplier_id is not null) as total,
      (select count(*) from wo_operation o join supplier s using (supplier_id)
        where not exists (select 1 from unnest(s.services) svc where o.description like svc || '%')) as wrong_service,
      (select count(*) from wo_operation o join work_order w using (wo_number)
        where w.status in ('Complete', 'Closed') and o.status <> 'Done') as unfinished`);
    expect(Number(outside.total)).toBeGreaterThan(20);
    expect(outside.wrong_service).toBe("0");
    expect(outside.unfinished).toBe("0");
  });

  it("expects outside work at the supplier back on a date, and only that work (the overdue-outside alert's demo)", async () => {
    const back = await one(sql<{ at_supplier: string; dated: string; wrong: string }>`select
      (select count(*) from wo_operation where supplier_id is not null and status = 'In Progress') as at_supplier,
      (select count(*) from wo_operation where expected_back is not null) as dated,
      (select count(*) from wo_operation where expected_back is not null
        and (supplier_id is null or status <> 'In Progress')) as wrong`);
    expect(Number(back.at_supplier)).toBeGreaterThan(0);
    expect(back.dated).toBe(back.at_supplier);
    expect(back.wrong).toBe("0");
  });

  it("keeps older revisions of a part, superseded by the next", async () => {
    const superseded = await one(sql<{ n: string; wrong: string }>`select count(*) as n,
      count(*) filter (where newer.part_number <> old.part_number or newer.revision <= old.revision) as wrong
      from part old join part newer on newer.part_id = old.superseded_by`);
    expect(Number(superseded.n)).toBeGreaterThan(10);
    expect(superseded.wrong).toBe("0");
  });

  it("records who created POs and WOs, and PO status changes, in the history", async () => {
    const history = await one(sql<{ pos: string; wos: string; statuses: string }>`select
      count(distinct entity_key) filter (where entity_type = 'purchase_order' and action = 'create') as pos,
      count(distinct entity_key) filter (where entity_type = 'work_order' and action = 'create') as wos,
      count(*) filter (where entity_type = 'purchase_order' and action = 'status') as statuses
      from change_history`);
    expect(history.pos).toBe("250");
    expect(history.wos).toBe("320");
    expect(Number(history.statuses)).toBeGreaterThan(100);
  });

  it("records who created each customer, supplier and part, keyed as the API keys them", async () => {
    const missing = await one(sql<{ customers: string; suppliers: string; parts: string }>`select
      (select count(*) from customer c where not exists (select 1 from change_history h
        where h.entity_type = 'customer' and h.entity_key = c.customer_id and h.action = 'create')) as customers,
      (select count(*) from supplier s where not exists (select 1 from change_history h
        where h.entity_type = 'supplier' and h.entity_key = s.supplier_id::text and h.action = 'create')) as suppliers,
      (select count(*) from part p where not exists (select 1 from change_history h
        where h.entity_type = 'part' and h.entity_key = p.part_number || '/' || p.revision and h.action = 'create')) as parts`);
    expect(missing).toEqual({ customers: "0", suppliers: "0", parts: "0" });
    const creates = await one(sql<{
      n: string;
      who: string;
    }>`select count(*) as n, string_agg(distinct name, ',') as who
      from change_history where entity_type in ('customer', 'supplier', 'part')`);
    expect(creates).toEqual({ n: String(40 + 15 + 200), who: "Dana Reyes" });
  });

  it("moves the keys on, so new WOs continue after the seeded numbers", async () => {
    const part = await db().selectFrom("part").select("part_id").executeTakeFirstOrThrow();
    const wo = await db()
      .insertInto("work_order")
      .values({ part_id: part.part_id, quantity: 1, due_date: "2026-04-01" })
      .returning("wo_number")
      .executeTakeFirstOrThrow();
    expect(wo.wo_number).toBe(String(100001 + 320));
  });
});

describe("the seed's catalog at bench sizes", () => {
  it("names any number of suppliers uniquely, ignoring case (the unique index's rule)", () => {
    const names = makeSuppliers(new Random(1), 20_000, "2026-03-02").map((supplier) =>
      supplier.supplier_name.toLowerCase(),
    );
    expect(new Set(names).size).toBe(20_000);
  });
});

describe(`blanket POs and their releases, --releases (${testEngine})`, () => {
  let test: TestDatabase;
  const db = () => test.database.db;
  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db())).rows[0] as T;
  const releasesOptions = seedOptions({
    asOf: "2026-03-02",
    customers: 8,
    suppliers: 2,
    parts: 30,
    pos: 20,
    wos: 10,
    releases: 450,
  });
  const foreignKeys = () =>
    sql<{
      name: string;
      definition: string;
    }>`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where contype = 'f' and conrelid in ('packing_slip'::regclass, 'packing_slip_line'::regclass) order by conname`.execute(
      db(),
    );
  let keysBefore: unknown[];

  beforeAll(async () => {
    test = await openTestDatabase();
    keysBefore = (await foreignKeys()).rows;
    await db()
      .transaction()
      .execute((trx) => seed(trx, releasesOptions));
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it("adds a Partially Shipped blanket PO per 200 releases, each shipped one piece a slip with some still open", async () => {
    const blankets = await sql<{
      releases: string;
      quantity: number;
      shipped: number;
      status: string;
      numbers: string;
    }>`
      select count(s.*) as releases, l.quantity, l.shipped_quantity as shipped, po.status,
        min(s.pslip_number) || '-' || max(s.pslip_number) as numbers
      from purchase_order po join po_line l using (po_key) join packing_slip s using (po_key)
      where po.notes like 'Blanket order%'
      group by po.po_key, l.quantity, l.shipped_quantity, po.status order by po.po_key`.execute(db());
    expect(blankets.rows.map((row) => [row.releases, row.numbers, row.status])).toEqual([
      ["200", "1-200", "Partially Shipped"],
      ["200", "1-200", "Partially Shipped"],
      ["50", "1-50", "Partially Shipped"],
    ]);
    for (const row of blankets.rows) {
      expect(row.shipped).toBe(Number(row.releases));
      expect(row.quantity).toBeGreaterThan(row.shipped);
    }
    const counts = await one(sql<{ pos: string; slip_lines: string; one_piece: string }>`select
      (select count(*) from purchase_order) as pos,
      (select count(*) from packing_slip_line sl join purchase_order po using (po_key) where po.notes like 'Blanket order%') as slip_lines,
      (select count(*) from packing_slip_line sl join purchase_order po using (po_key) where po.notes like 'Blanket order%' and sl.quantity = 1) as one_piece`);
    expect(counts).toEqual({ pos: "23", slip_lines: "450", one_piece: "450" });
  });

  it("keeps the seed's rules: slips add up to the shipped quantities, numbered 1… per PO, shipped between the PO date and as-of", async () => {
    const bad = await one(sql<{ mismatched: string; gaps: string; dates: string; out_of_order: string }>`select
      (select count(*) from po_line l where l.shipped_quantity <>
        coalesce((select sum(sl.quantity) from packing_slip_line sl where sl.po_line_id = l.po_line_id), 0)) as mismatched,
      (select count(*) from (select po_key from packing_slip group by po_key having max(pslip_number) <> count(*)) g) as gaps,
      (select count(*) from packing_slip s join purchase_order po using (po_key)
        where s.ship_date < po.po_date or s.ship_date > ${releasesOptions.asOf}::date) as dates,
      (select count(*) from packing_slip s join packing_slip later on later.po_key = s.po_key and later.pslip_number = s.pslip_number + 1
        where later.ship_date < s.ship_date) as out_of_order`);
    expect(bad).toEqual({ mismatched: "0", gaps: "0", dates: "0", out_of_order: "0" });
  });

  it("puts back the foreign keys it loaded without, as they were", async () => {
    expect((await foreignKeys()).rows).toEqual(keysBefore);
    expect(keysBefore.length).toBeGreaterThanOrEqual(4);
  });

  it("makes the same releases from the same seed, and leaves the rest as it is without them", async () => {
    const digest = () =>
      one(sql<{ slips: string; rest: string }>`select
      (select md5(string_agg((to_jsonb(s) - 'updated_at')::text, '|' order by packing_slip_id)) from packing_slip s) as slips,
      (select md5(string_agg((to_jsonb(po) - 'updated_at')::text, '|' order by po_key)) from purchase_order po
        where po.po_key <= ${releasesOptions.pos}) ||
      (select md5(string_agg((to_jsonb(w) - 'updated_at')::text, '|' order by wo_number)) from work_order w) as rest`);
    const first = await digest();
    const reseed = (options: typeof releasesOptions) =>
      db()
        .transaction()
        .execute(async (trx) => {
          await clearData(trx);
          await seed(trx, options);
        });
    await reseed(releasesOptions);
    expect(await digest()).toEqual(first);
    await reseed({ ...releasesOptions, releases: 0 });
    expect((await digest()).rest).toBe(first.rest);
    await reseed(releasesOptions);
  });
});
