import { type Kysely, sql } from "kysely";

/**
 * Short-lived, single-use download links (docs/api.md, "Downloads"). The key is the SHA-256
 * of the link's random token, never the token itself, so the table's rows (or a backup of
 * them) cannot be turned back into working links. `target` is what the link downloads, as its
 * kind reads it (for 'report-csv': the report's name and its validated query).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("download_link")
    .addColumn("token_hash", "text", (col) => col.primaryKey().check(sql`token_hash ~ '^[0-9a-f]{64}$'`))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("target", "jsonb", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("name", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("used_at", "timestamptz")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("download_link").execute();
}
