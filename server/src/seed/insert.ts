import { type Kysely, sql } from "kysely";

/** PostgreSQL types a bulk-inserted column can have (jsonb travels as text). */
export type ColumnKind = "text" | "bigint" | "integer" | "numeric" | "date" | "boolean" | "timestamptz" | "jsonb";

/**
 * Inserts rows with one statement per chunk: each column goes as one array parameter and
 * `unnest` turns them back into rows. Far faster than row-by-row inserts, and free of the
 * 65,535-parameter limit of a multi-row VALUES list. Keys given by the caller are kept
 * (`overriding system value`), so the seed can refer to them before the rows exist.
 */
export async function bulkInsert<Row extends object>(
  db: Kysely<unknown>,
  table: string,
  columns: Partial<Record<keyof Row & string, ColumnKind>>,
  rows: readonly Row[],
  chunkSize = 10_000,
): Promise<void> {
  const names = Object.keys(columns) as (keyof Row & string)[];
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const arrays = names.map((name) => {
      const kind = columns[name]!;
      const values = chunk.map((row) => {
        const value = (row as Record<string, unknown>)[name];
        if (value === undefined || value === null) return null;
        return value instanceof Date ? value.toISOString() : value;
      });
      return sql`${values}::${sql.raw(kind === "jsonb" ? "text" : kind)}[]`;
    });
    const selected = names.map((name) => sql.raw(columns[name] === "jsonb" ? `"${name}"::jsonb` : `"${name}"`));
    await sql`insert into ${sql.table(table)} (${sql.join(names.map((name) => sql.ref(name)))})
      overriding system value
      select ${sql.join(selected)} from unnest(${sql.join(arrays)}) as t(${sql.join(names.map((name) => sql.ref(name)))})`.execute(
      db,
    );
  }
}
