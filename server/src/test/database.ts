import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type Database, type Engine, openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";

/**
 * Server tests run twice: on PGlite (the default) and, when TEST_DATABASE_URL names a
 * PostgreSQL server (scripts/test-server.mjs starts one), on that server.
 */
const serverUrl = process.env.TEST_DATABASE_URL || undefined;
export const testEngine: Engine = serverUrl ? "postgresql" : "pglite";

/** Somewhere fresh for one test file's data: a temp data dir, plus its own database on a server. */
export interface TestStorage {
  dataDir: string;
  databaseUrl: string | undefined;
  remove(): Promise<void>;
}

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestStorage(): Promise<TestStorage> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopdesk-test-"));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) return { dataDir, databaseUrl: undefined, remove: async () => removeDir() };

  const name = `shopdesk_test_${randomBytes(6).toString("hex")}`;
  // A UTF-8 character type, as production databases have, so lower() folds Ü to ü (the test
  // server's cluster is initialised with the C locale, which folds ASCII only).
  await onServer((client) =>
    client
      .query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C.UTF-8'`)
      .catch(() => client.query(`create database ${name}`)),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async remove() {
      removeDir();
      await onServer((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export interface TestDatabase {
  database: Database;
  storage: TestStorage;
  /** Closes the database (if the test has not) and removes its storage. */
  cleanup(): Promise<void>;
}

/** A fresh, migrated database on the engine under test (on PGlite, a copy of the run's template). */
export async function openTestDatabase(): Promise<TestDatabase> {
  const storage = await createTestStorage();
  const template = inject("pgliteTemplate");
  if (!serverUrl && template) fs.cpSync(template, path.join(storage.dataDir, "pglite"), { recursive: true });
  const database = await openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
  await migrateToLatest(database.db);
  return {
    database,
    storage,
    async cleanup() {
      await database.close();
      await storage.remove();
    },
  };
}
