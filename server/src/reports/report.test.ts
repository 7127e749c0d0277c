import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase, testEngine } from "../test/database.js";
import { streamRows } from "./report.js";

/**
 * The CSV export's cursor: rows arrive batch by batch from a cursor that is open while the
 * export is under way, and closed when it ends or is abandoned.
 */
describe(`streamRows (${testEngine})`, () => {
  let test: TestDatabase;
  const rows = sql<{ n: number }>`select g as n from generate_series(1, 7) g order by g`;

  /** The export cursors open right now (PGlite: its one session; PostgreSQL: any connection). */
  async function openCursors(): Promise<number> {
    const { db } = test.database;
    if (testEngine === "pglite") {
      return (await sql`select name from pg_cursors where name like 'report_rows_%'`.execute(db)).rows.length;
    }
    const { rows: sessions } = await sql`select pid from pg_stat_activity
      where datname = current_database() and state = 'idle in transaction' and query like 'fetch 3 from report_rows_%'`.execute(
      db,
    );
    return sessions.length;
  }

  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(async () => test?.cleanup());

  it("yields the first row while the cursor still holds the rest, then closes it", async () => {
    const stream = streamRows(test.database, rows, 3);
    expect((await stream.next()).value).toEqual({ n: 1 });
    expect(await openCursors()).toBe(1);
    const rest: number[] = [];
    for await (const row of stream) rest.push(row.n);
    expect(rest).toEqual([2, 3, 4, 5, 6, 7]);
    expect(await openCursors()).toBe(0);
  });

  it("closes the cursor when the reader stops early (the client went away)", async () => {
    const stream = streamRows(test.database, rows, 3);
    await stream.next();
    await stream.next();
    expect(await openCursors()).toBe(1);
    await stream.return(undefined);
    expect(await openCursors()).toBe(0);
    // The connection is usable again.
    expect((await sql<{ one: number }>`select 1 as one`.execute(test.database.db)).rows).toEqual([{ one: 1 }]);
  });

  it("reads one snapshot: rows written during the export are not in it", async () => {
    const { db } = test.database;
    await sql`create table stream_probe (n integer)`.execute(db);
    await sql`insert into stream_probe select generate_series(1, 5)`.execute(db);
    const stream = streamRows(test.database, sql<{ n: number }>`select n from stream_probe order by n`, 2);
    expect((await stream.next()).value).toEqual({ n: 1 });
    await sql`insert into stream_probe values (6)`.execute(db);
    const seen = [1];
    for await (const row of stream) seen.push(row.n);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });
});
