import { type Kysely, type MigrationResultSet, Migrator, NO_MIGRATIONS } from "kysely";
import { migrations } from "./migrations/index.js";

/** Every migration this code knows, in order. */
export const migrationNames = Object.keys(migrations);

/** Applies every pending migration in one go; returns the names it applied. */
export function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  return migrateTo(db, undefined);
}

/**
 * Migrates up or down to `name` (null: before the first; undefined: the latest), as a restore
 * does to match a backup's tables before loading its rows; returns the names it ran.
 */
export async function migrateTo<DB>(db: Kysely<DB>, name: string | null | undefined): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] }: MigrationResultSet =
    name === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(name ?? NO_MIGRATIONS);
  if (error) {
    const failed = results.find((result) => result.status === "Error");
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Migration ${failed?.migrationName ?? "(setup)"} failed: ${cause.message}`, { cause });
  }
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}
