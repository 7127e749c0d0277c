import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A closed, migrated PGlite data directory that test files copy (empty on PostgreSQL). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup for the server project. A new PGlite database costs about 7 s on this
 * 2-core machine (initdb inside WebAssembly), copying a migrated one under 1 s: so each run
 * migrates one database here and every test file starts from a copy of it
 * (`openTestDatabase`). Tests of initdb and migrations themselves use `createTestStorage`.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return () => {};
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopdesk-template-"));
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  project.provide("pgliteTemplate", path.join(dataDir, "pglite"));
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
