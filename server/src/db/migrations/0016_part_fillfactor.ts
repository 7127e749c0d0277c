import { type Kysely, sql } from "kysely";

/**
 * Part pages half full (docs/performance.md, "Import"): a price change rewrites a part's row
 * (its Version), and with room on the row's own page PostgreSQL writes the new version there
 * without touching any of the table's eleven indexes (a heap-only tuple). An import of 50,000
 * price changes then updates its parts in about a fifth of the time, which on the embedded
 * database is time every other request waits. The table takes twice the pages. Only pages
 * written from now on are half full: rows already stored move to such pages on their next update.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table part set (fillfactor = 50)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table part reset (fillfactor)`.execute(db);
}
