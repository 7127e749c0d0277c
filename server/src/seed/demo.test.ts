import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase, testEngine } from "../test/database.js";
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
    const { count } = await db.selectFrom("purchase_order").select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow();
    expect(count).toBe(String(demoSeed.pos));
    const wo = await db.selectFrom("work_order").select("wo_number").where("wo_number", "=", "100001").executeTakeFirst();
    expect(wo).toBeDefined();
  });
});
