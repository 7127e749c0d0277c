import type { ImportKind } from "@shopdesk/contract";
import { type Kysely, type KyselyPlugin, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../auth/verify-token.js";
import type { Schema } from "../db/schema.js";
import { StaleVersionError } from "../errors.js";
import { type TestDatabase, openTestDatabase, testEngine } from "../test/database.js";
import { planImport, previewOf, runImport } from "./import.js";

const dana: Principal = { subject: "dana", name: "Dana Reyes", expiresAt: new Date(Date.now() + 300_000) };
const file = (rows: string[]) => Buffer.from(`${rows.join("\r\n")}\r\n`, "utf8");
const partsHeader =
  "Part number,Revision,Description,Customer id,Break 1 quantity,Break 1 price,Break 2 quantity,Break 2 price";
const partsFile = (count: number, price: number) =>
  file([
    partsHeader,
    ...Array.from(
      { length: count },
      (_, n) => `SET-${String(n).padStart(5, "0")},A,Set part ${n},SETCO,1,${price}.50,100,9.25`,
    ),
  ]);

/** Counts the statements a Kysely instance sends. */
function counting(db: Kysely<Schema>) {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), counter };
}

/** `db` whose next transaction begins only after `before` ran (someone else's change, between the import's read and its write). */
function changingBeforeWrite(db: Kysely<Schema>, before: () => Promise<unknown>): Kysely<Schema> {
  return new Proxy(db, {
    get(target, property) {
      if (property !== "transaction") {
        // Kysely keeps its state in private fields: read them on the instance itself.
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      }
      return () => ({
        execute: async <T>(work: (trx: never) => Promise<T>) => {
          await before();
          return target.transaction().execute(work as never);
        },
      });
    },
  });
}

describe(`an import's writes (${testEngine})`, () => {
  let test: TestDatabase;
  const db = () => test.database.db;

  async function importFile(kind: ImportKind, bytes: Buffer, on: Kysely<Schema> = db(), fileName = `${kind}.csv`) {
    const preview = previewOf(await planImport(db(), kind, fileName, bytes));
    expect(preview.Problems).toEqual([]);
    return runImport(on, dana, { kind, fileName, bytes, fingerprint: preview.Fingerprint, onProgress: () => {} });
  }
  const count = async (table: "customer" | "part" | "part_price_break" | "change_history") =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db())).rows[0]!.n);

  beforeAll(async () => {
    test = await openTestDatabase();
    await db().insertInto("customer").values({ customer_id: "SETCO", name: "Set Co" }).execute();
  });
  afterAll(async () => test?.cleanup());

  // Row by row, 2,000 updates were about 10,000 statements in one transaction: 237 s for 50,000 parts, the embedded database held all along.
  it("writes 2,000 part updates in a few statements, with each part's own history row", async () => {
    await importFile("parts", partsFile(2000, 10));
    const { db: counted, counter } = counting(db());
    const result = await importFile("parts", partsFile(2000, 11), counted, "prices-2026.csv");
    expect(result).toMatchObject({ Created: 0, Updated: 2000, Unchanged: 0 });
    expect(counter.statements).toBeLessThan(20);
    const history = await db()
      .selectFrom("change_history")
      .select(["entity_key", "action", "changes", "source", "subject"])
      .where("entity_type", "=", "part")
      .where("source", "=", "prices-2026.csv")
      .orderBy("entity_key")
      .execute();
    expect(history).toHaveLength(2000);
    expect(history[7]).toEqual({
      entity_key: "SET-00007/A",
      action: "update",
      changes: { Breaks: { from: "1 @ 10.5000, 100 @ 9.2500", to: "1 @ 11.5000, 100 @ 9.2500" } },
      source: "prices-2026.csv",
      subject: "dana",
    });
    const part = await db()
      .selectFrom("part")
      .select(["part_id", "version"])
      .where("part_number", "=", "SET-01999")
      .executeTakeFirstOrThrow();
    expect(part.version).toBe(2);
    const breaks = await db()
      .selectFrom("part_price_break")
      .select(["min_quantity", "unit_price"])
      .where("part_id", "=", part.part_id)
      .orderBy("min_quantity")
      .execute();
    expect(breaks).toEqual([
      { min_quantity: 1, unit_price: "11.5000" },
      { min_quantity: 100, unit_price: "9.2500" },
    ]);
  });

  it("a record changed by someone between the import's read and its write: 409, nothing written", async () => {
    const bytes = partsFile(2000, 12);
    const before = { parts: await count("part_price_break"), history: await count("change_history") };
    const byHand = () =>
      sql`update part set description = 'Changed by hand', version = version + 1, updated_at = now() where part_number = 'SET-01500'`.execute(
        db(),
      );
    const refused = await importFile("parts", bytes, changingBeforeWrite(db(), byHand)).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(StaleVersionError);
    expect((refused as StaleVersionError).message).toBe(
      "Someone changed records of this file after your preview: Part SET-01500 revision A (row 1502). Nothing was imported; check the new preview and import again.",
    );
    expect((refused as StaleVersionError).current).toMatchObject({ Update: 2000 });
    const prices = await sql<{
      n: string;
    }>`select count(*) as n from part_price_break b join part p using (part_id) where p.part_number like 'SET-%' and b.unit_price = 12.5`.execute(
      db(),
    );
    expect(prices.rows[0]!.n).toBe("0");
    expect({ parts: await count("part_price_break"), history: await count("change_history") }).toEqual({
      parts: before.parts,
      history: before.history + 0,
    });
    expect(
      (
        await db()
          .selectFrom("part")
          .select("description")
          .where("part_number", "=", "SET-01500")
          .executeTakeFirstOrThrow()
      ).description,
    ).toBe("Changed by hand");
  });

  it("a failure in a later statement leaves nothing of the earlier ones", async () => {
    // 6,000 new customers take two INSERTs; the database refuses one row of the second.
    await sql`create function refuse_b05999() returns trigger language plpgsql as $$
      begin if new.customer_id = 'B05999' then raise exception 'refused for the test'; end if; return new; end $$`.execute(
      db(),
    );
    await sql`create trigger refuse_b05999 before insert on customer for each row execute function refuse_b05999()`.execute(
      db(),
    );
    try {
      const before = { customers: await count("customer"), history: await count("change_history") };
      const bytes = file([
        "Customer id,Name",
        ...Array.from({ length: 6000 }, (_, n) => `B${String(n).padStart(5, "0")},Bulk ${n}`),
      ]);
      await expect(importFile("customers", bytes)).rejects.toThrow("refused for the test");
      expect({ customers: await count("customer"), history: await count("change_history") }).toEqual(before);
    } finally {
      await sql`drop trigger refuse_b05999 on customer`.execute(db());
      await sql`drop function refuse_b05999()`.execute(db());
    }
  });
});
