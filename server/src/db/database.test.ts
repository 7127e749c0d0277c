import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase, testEngine } from "../test/database.js";
import { migrateToLatest } from "./migrate.js";
import { migrations } from "./migrations/index.js";

describe(`the database (${testEngine})`, () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it("runs on the engine under test", () => {
    expect(test.database.engine).toBe(testEngine);
  });

  it("has applied every migration, in order, and applies nothing twice", async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      test.database.db,
    );
    expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(test.database.db)).toEqual([]);
  });

  it("has the client_error table with its defaults", async () => {
    const { db } = test.database;
    const inserted = await db
      .insertInto("client_error")
      .values({ error: "TypeError: x is undefined", subject: "00u1", page_url: "/po/1" })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(inserted.id).toMatch(/^\d+$/);
    expect(inserted.occurred_at).toBeInstanceOf(Date);
    expect(Math.abs(inserted.occurred_at.getTime() - Date.now())).toBeLessThan(60_000);
    expect(inserted.component_stack).toBeNull();
    await expect(
      db
        .insertInto("client_error")
        .values({ error: null as unknown as string })
        .execute(),
    ).rejects.toThrow(/null/);
  });

  it("has pg_trgm for search", async () => {
    const { rows } = await sql<{ score: number }>`select similarity('7731-204', '7731-240') as score`.execute(
      test.database.db,
    );
    expect(rows[0]?.score).toBeGreaterThan(0);
  });

  it("returns calendar dates as YYYY-MM-DD text and money as exact decimal strings", async () => {
    const { rows } = await sql<{ due: unknown; dues: unknown; amount: unknown; big: unknown }>`
      select '2024-02-29'::date as due,
             array['2024-01-01'::date, '2024-12-31'::date] as dues,
             1234.50::numeric(12, 2) as amount,
             9007199254740993::int8 as big`.execute(test.database.db);
    expect(rows[0]).toEqual({
      due: "2024-02-29",
      dues: ["2024-01-01", "2024-12-31"],
      amount: "1234.50",
      big: "9007199254740993",
    });
  });

  it("keeps a transaction to itself while other queries wait", async () => {
    const { db } = test.database;
    const marker = `tx-${Date.now()}`;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("client_error")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("error", "=", marker)
            .executeTakeFirstOrThrow()
        ).n,
      );

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const rolledBack = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto("client_error").values({ error: marker }).execute();
        await held;
        throw new Error("roll back");
      })
      .catch((error: Error) => error.message);

    // On one PGlite session this query must not run inside the open transaction.
    const outside = count();
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    expect(await rolledBack).toBe("roll back");
    expect(await outside).toBe(0);
    expect(await count()).toBe(0);
  });
});
