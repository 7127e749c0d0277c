import { type Kysely, sql } from "kysely";

/**
 * The part list's sorts on byte-ordered keys (docs/performance.md, "Master data"): part
 * numbers and descriptions sort by `lower(...) collate "C"`, so a "starts with" filter on the
 * sorted column is one range of its index, read in order and stopped after the page (a
 * two-letter part-number prefix matched 5,000 parts that were all fetched and sorted before).
 * The C collation makes a LIKE prefix an index range whatever the database's own collation.
 * The 0005 indexes on `lower(...)` stay: the parts report sorts and filters on them.
 */
const indexes: [name: string, definition: string][] = [
  ["part_number_key_sort", `part ((lower(part_number) collate "C"), part_number, revision)`],
  ["part_description_key_sort", `part ((lower(description) collate "C"), part_number, revision)`],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, definition] of indexes) await sql.raw(`create index ${name} on ${definition}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) await sql.raw(`drop index if exists ${name}`).execute(db);
}
