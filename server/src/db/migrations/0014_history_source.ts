import type { Kysely } from "kysely";

/**
 * Where a change came from besides a screen: the file an import read (docs/api.md, "Import and
 * export"), so a record's history says "Imported by Dana Reyes from parts-2026.csv".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("change_history").addColumn("source", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("change_history").dropColumn("source").execute();
}
