import { randomBytes } from "node:crypto";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/database.js";
import type { Schema } from "../db/schema.js";
import type { Paging, Sort } from "../db/lists.js";

/** A page of a report (docs/api.md, "Dashboard and reports"): Totals are over all filtered rows. */
export interface ReportPage<Row, Totals> {
  Items: Row[];
  Total: number;
  TotalIsExact: true;
  Page: number;
  PageSize: number;
  Totals: Totals;
  AsOf: string;
}

/** What a report's aggregate query answers: the row count, today, and the report's own totals. */
export interface Summary<Totals> {
  total: number;
  asOf: string;
  totals: Totals;
}

/**
 * A report's query, split the way the page and the CSV need it: the ordered rows (no limit:
 * the page adds limit/offset, the CSV reads them through a cursor) and one aggregate row.
 */
export interface ReportQuery<Row, Totals> {
  /** The rows in the report's order: one page of them, or (no page) all of them. */
  rows(page?: PageWindow): RawBuilder<Row>;
  summary(db: Kysely<Schema>): Promise<Summary<Totals>>;
}

/**
 * `summary` from a report's one aggregate row: every report's `total` (the filtered rows'
 * count) and `as_of` (the database's today), and its own totals as `totals` reads them.
 */
export function summaryRow<Row extends { total: string; as_of: string }, Totals>(
  query: RawBuilder<Row>,
  totals: (row: Row) => Totals,
): ReportQuery<unknown, Totals>["summary"] {
  return async (db) => {
    const {
      rows: [row],
    } = await query.execute(db);
    return { total: toNumber(row!.total), asOf: row!.as_of, totals: totals(row!) };
  };
}

export interface PageWindow {
  limit: number;
  offset: number;
}

/** `rows` for a query whose paging goes at its end. */
export const pagedAtEnd =
  <Row>(query: RawBuilder<Row>) =>
  (page?: PageWindow): RawBuilder<Row> =>
    page ? sql<Row>`${query} limit ${page.limit} offset ${page.offset}` : query;

/** Runs the page and the aggregate side by side (two pooled connections on PostgreSQL). */
export async function reportPage<Row, Totals>(
  db: Kysely<Schema>,
  paging: Paging,
  { rows, summary }: ReportQuery<Row, Totals>,
): Promise<ReportPage<Row, Totals>> {
  const offset = (paging.page - 1) * paging.pageSize;
  const [page, counted] = await Promise.all([rows({ limit: paging.pageSize, offset }).execute(db), summary(db)]);
  return {
    Items: page.rows,
    Total: counted.total,
    TotalIsExact: true,
    Page: paging.page,
    PageSize: paging.pageSize,
    Totals: counted.totals,
    AsOf: counted.asOf,
  };
}

/** Rows a CSV reads per FETCH: a few hundred KB of memory, whatever the report's size. */
export const CURSOR_BATCH = 500;

/**
 * Every row of a report through a server-side cursor, `batch` rows per FETCH: memory stays
 * flat however many rows there are, and the rows are one consistent snapshot. Ending the
 * iteration early (the client went away) closes the cursor.
 *
 * Cursors are planned for the first rows by default (cursor_tuple_fraction 0.1): nested-loop
 * plans that took 15 s for 9,000 backlog lines at 1M POs. An export reads every row, so it
 * is planned for all of them.
 *
 * - PostgreSQL: a plain cursor in a read-only transaction on one pooled connection, held
 *   while the CSV streams; a client that stops reading for a minute gets the session ended
 *   by idle_in_transaction_session_timeout rather than holding it for ever.
 * - PGlite: one session serves every request (a pool of one), so holding it for a download
 *   would stall the whole app behind a slow client. A WITH HOLD cursor is filled when it is
 *   declared (the database keeps the rows, spilling to disk past work_mem), and each FETCH
 *   is a short query of its own that other requests interleave with.
 */
export async function* streamRows<Row>(
  database: Database,
  rows: RawBuilder<Row>,
  batch = CURSOR_BATCH,
): AsyncGenerator<Row> {
  const name = sql.raw(`report_rows_${randomBytes(6).toString("hex")}`);
  const fetchAll = async function* (db: Kysely<Schema>) {
    for (;;) {
      const { rows: fetched } = await sql<Row>`fetch ${sql.lit(batch)} from ${name}`.execute(db);
      yield* fetched;
      if (fetched.length < batch) return;
    }
  };

  if (database.engine === "pglite") {
    const { db } = database;
    await db.transaction().execute(async (trx) => {
      await sql`set local cursor_tuple_fraction = 1`.execute(trx);
      await sql`declare ${name} no scroll cursor with hold for ${rows}`.execute(trx);
    });
    try {
      yield* fetchAll(db);
    } finally {
      await sql`close ${name}`.execute(db).catch(() => {});
    }
    return;
  }

  const trx = await database.db.startTransaction().setAccessMode("read only").execute();
  let committed = false;
  try {
    await sql`set local idle_in_transaction_session_timeout = '60s'`.execute(trx);
    await sql`set local cursor_tuple_fraction = 1`.execute(trx);
    await sql`declare ${name} no scroll cursor for ${rows}`.execute(trx);
    yield* fetchAll(trx);
    await trx.commit().execute();
    committed = true;
  } finally {
    if (!committed)
      await trx
        .rollback()
        .execute()
        .catch(() => {});
  }
}

/** Today as the database sees it (docs/api.md: "today" is its current_date). */
export async function databaseToday(db: Kysely<Schema>): Promise<string> {
  const { rows } = await sql<{ today: string }>`select current_date as today`.execute(db);
  return rows[0]!.today;
}

/** `order by` for a report: the sorted expression, then the row's key, all in one direction. */
export function orderBy<F extends string>(
  sort: Sort<F>,
  columns: Record<F, RawBuilder<unknown>>,
  key: readonly RawBuilder<unknown>[],
): RawBuilder<unknown> {
  const direction = sort.descending ? sql`desc` : sql`asc`;
  const keys = [columns[sort.field], ...key.filter((column) => column !== columns[sort.field])];
  return sql`order by ${sql.join(
    keys.map((column) => sql`${column} ${direction}`),
    sql`, `,
  )}`;
}

/** A whole-number aggregate (count, sum of quantities): bigint on the wire, a number here. */
export const toNumber = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

/** `and`-joins some conditions (true when there are none). */
export function allOf(conditions: readonly RawBuilder<unknown>[]): RawBuilder<boolean> {
  return conditions.length === 0 ? sql<boolean>`true` : sql<boolean>`${sql.join(conditions, sql` and `)}`;
}

/** A 2-decimal money text from a numeric expression: "0.00" when it is null (nothing matched). */
export const money2 = (expression: RawBuilder<unknown>) =>
  sql<string>`coalesce(${expression}, 0)::numeric(16, 2)::text`;
