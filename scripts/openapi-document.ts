/**
 * Writes the OpenAPI document the server publishes at /api/openapi.json to the file named
 * (`npm test -- api`, scripts/test-api.mjs): the real app is built, so the document comes from
 * the same route schemas, but with no database and no socket. Its routes are never called:
 * a Kysely on DummyDriver stands in for the database, and would answer nothing if they were.
 *
 *   tsx --conditions=source scripts/openapi-document.ts <file.json>
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type {} from "@fastify/swagger";
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from "kysely";
import { buildApp } from "../server/src/app.js";
import { loadConfig } from "../server/src/config.js";
import type { Database } from "../server/src/db/database.js";
import type { Schema } from "../server/src/db/schema.js";

const file = process.argv[2];
if (!file) throw new Error("Name the file to write: tsx --conditions=source scripts/openapi-document.ts <file.json>");

const dataDir = await mkdtemp(path.join(os.tmpdir(), "shopdesk-openapi-"));
const db = new Kysely<Schema>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const database: Database = {
  db,
  engine: "postgresql",
  location: "none (the document only)",
  // No connection of its own is ever made either.
  clientConfig: {},
  // Nothing is ever written, so nothing is ever heard.
  listen: async () => async () => {},
  close: async () => db.destroy(),
};
// PUBLIC_URL as a deployed server has it (the reserved .test domain): the document names it in `servers`.
const config = loadConfig({
  LOG_LEVEL: "silent",
  DATA_DIR: dataDir,
  UPLOAD_SPOOL_DIR: dataDir,
  PUBLIC_URL: process.env.PUBLIC_URL ?? "https://shopdesk.test",
});
const app = await buildApp({ config, database });
try {
  await app.ready();
  await writeFile(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
