import { type Kysely, sql } from "kysely";

// Migrations take Kysely<unknown>: they must not depend on today's schema types.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Global search (issue 4) needs trigram indexes.
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable("client_error")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("occurred_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("subject", "text")
    .addColumn("page_url", "text")
    .addColumn("user_agent", "text")
    .addColumn("error", "text", (col) => col.notNull())
    .addColumn("component_stack", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("client_error").execute();
}
