import { type Kysely, sql } from "kysely";

/**
 * The global search's trigram indexes (0003) keep their pending list small.
 *
 * A GIN index puts new entries in a pending list that every search reads in full until
 * VACUUM (or a full list) merges it into the index. PGlite has no autovacuum, so after the
 * 1M-row load its lists held 4 MB (244–510 pages) and each "contains" branch spent 2–4 ms
 * reading them (docs/performance.md, "Search"). 64 kB is the smallest limit PostgreSQL allows:
 * inserts still merge in batches, and a search reads at most 8 pending pages.
 */
const indexes = [
  "purchase_order_number_search_trgm",
  "work_order_number_search_trgm",
  "customer_id_search_trgm",
  "customer_name_search_trgm",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of indexes) {
    await sql.raw(`alter index ${index} set (gin_pending_list_limit = 64)`).execute(db);
    // The new limit applies to later inserts; what is already pending is merged now.
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of indexes) await sql.raw(`alter index ${index} reset (gin_pending_list_limit)`).execute(db);
}
