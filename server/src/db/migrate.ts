import { type Kysely, Migrator } from "kysely";
import { migrations } from "./migrations/index.js";

/** Applies every pending migration in one go; returns the names it applied. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error");
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Migration ${failed?.migrationName ?? "(setup)"} failed: ${cause.message}`, { cause });
  }
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}
