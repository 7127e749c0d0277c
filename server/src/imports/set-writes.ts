import { type RawBuilder, type Transaction, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import { type WriteStep, expectAll } from "./record-kind.js";

/**
 * Set-based writes of an import (docs/performance.md, "Import"): thousands of rows in one
 * statement, sent as one JSON parameter and read with the table's own column types
 * (`json_populate_recordset`), so a column is written exactly as a single-row write would. Each
 * statement is prepared (its rows serialised) before the import's transaction, which only runs it.
 */

type Table = "customer" | "supplier" | "part" | "part_price_break" | "purchase_order" | "po_line";

/** A serialised set of rows read as `table`'s row type: each object's keys are its columns, the rest null. */
export const rowsOf = (table: Table, json: string): RawBuilder<unknown> =>
  sql`json_populate_recordset(null::${sql.table(table)}, ${json}::json)`;

const list = (columns: string[], prefix?: string) =>
  sql.join(columns.map((column) => (prefix ? sql.ref(`${prefix}.${column}`) : sql.id(column))));

/**
 * Inserts `rows` (the columns of the first; the others take their defaults), answering the
 * `returning` columns of each. A row whose unique key exists now fails the statement (the
 * import's transaction turns that into "someone changed records", docs/api.md).
 */
export function insertStatement<R = never>(
  table: Table,
  rows: Record<string, unknown>[],
  returning: string[] = [],
): (trx: Transaction<Schema>) => Promise<R[]> {
  const columns = Object.keys(rows[0] ?? {});
  const json = JSON.stringify(rows);
  // Only the count is kept: the rows are in the JSON.
  const count = rows.length;
  return async (trx) => {
    if (count === 0) return [];
    const result = await sql<R>`insert into ${sql.table(table)} (${list(columns)})
      select ${list(columns, "v")} from ${rowsOf(table, json)} as v
      ${returning.length > 0 ? sql`returning ${list(returning)}` : sql``}`.execute(trx);
    expectAll(Number(result.numAffectedRows ?? result.rows.length), count);
    return result.rows;
  };
}

/**
 * Updates the rows of `table` whose `key` is a row's and whose version is still the row's
 * `version`: the row's other columns, Version + 1 and the time of the change, as every edit
 * does (db/next-version.ts). Fewer rows updated than sent (someone changed one meanwhile)
 * throws RecordsChangedError.
 */
export function versionedUpdateStatement(table: Table, key: string, rows: Record<string, unknown>[]): WriteStep {
  const columns = Object.keys(rows[0] ?? {}).filter((column) => column !== key && column !== "version");
  const json = JSON.stringify(rows);
  const count = rows.length;
  return async (trx) => {
    if (count === 0) return;
    const set = sql.join(columns.map((column) => sql`${sql.id(column)} = ${sql.ref(`v.${column}`)}`));
    const result = await sql`update ${sql.table(table)} as t set ${set}, version = t.version + 1, updated_at = now()
      from ${rowsOf(table, json)} as v
      where ${sql.ref(`t.${key}`)} = ${sql.ref(`v.${key}`)} and t.version = v.version`.execute(trx);
    expectAll(Number(result.numAffectedRows ?? 0), count);
  };
}
