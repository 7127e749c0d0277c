import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase, testEngine } from "../test/database.js";
import { todayUtc } from "./dates.js";
import { demoSeed, seedDemoIfEmpty } from "./seed.js";

describe(`the first-start demo data (${testEngine})`, () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it("fills an empty database with the demo set once, and never again", async () => {
    const db = test.database.db;
    expect(await seedDemoIfEmpty(db)).toEqual({
      customers: demoSeed.customers,
      suppliers: demoSeed.suppliers,
      parts: demoSeed.parts,
      purchaseOrders: demoSeed.pos,
      workOrders: demoSeed.wos,
    });
    expect(await seedDemoIfEmpty(db)).toBeNull();
    const { count } = await db
      .selectFrom("purchase_order")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow();
    expect(count).toBe(String(demoSeed.pos));
    const wo = await db
      .selectFrom("work_order")
      .select("wo_number")
      .where("wo_number", "=", "100001")
      .executeTakeFirst();
    expect(wo).toBeDefined();
  });

  it("has late work that is days or weeks late today, not years", async () => {
    // The demo is built around the day it is seeded, in UTC (seed.ts, seedOptions).
    const today = sql`${todayUtc()}::date`;
    const { rows } = await sql<{ po: number | null; wo: number | null }>`select
        (select max(${today} - next_due_date) from purchase_order
          where status in ('Open', 'Partially Shipped') and next_due_date < ${today}) as po,
        (select max(${today} - due_date) from work_order
          where status in ('Open', 'Released', 'In Progress', 'On Hold') and due_date < ${today}) as wo`.execute(
      test.database.db,
    );
    expect(rows[0]!.po).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.po).toBeLessThanOrEqual(60);
    expect(rows[0]!.wo).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.wo).toBeLessThanOrEqual(60);
  });
});
