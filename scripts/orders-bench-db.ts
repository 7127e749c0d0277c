/**
 * The order data the search and orders benches run against: a throwaway PostgreSQL
 * (scripts/pg-test-server.mjs, database `bench` with `LC_CTYPE C.UTF-8`) or a PGlite data
 * directory, migrated, and loaded once with the seed generator (N POs and N WOs, no
 * operations or history) in one transaction, then VACUUM (ANALYZE) as every bulk load does
 * (seed.ts, settleAfterBulkLoad). An existing database
 * (`databaseUrl`, or a kept `dataDir`) is reused as it is when it already holds POs.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { type Database, openDatabase } from "../server/src/db/database.js";
import { migrateToLatest } from "../server/src/db/migrate.js";
import { withRunningTotalsRebuilt } from "../server/src/db/running-totals.js";
import { seed, seedOptions, settleAfterBulkLoad } from "../server/src/seed/seed.js";
import { startBenchPostgres } from "./bench-server.js";

export interface OrdersDataOptions {
  engine: "pglite" | "postgresql";
  pos: number;
  wos: number;
  /** Master data; by default sized to the orders: pos / 500 customers, 15 suppliers, pos / 50 part revisions. */
  customers?: number | undefined;
  suppliers?: number | undefined;
  parts?: number | undefined;
  /** The seed's "today": PO dates span the two years before it. */
  asOf: string;
  /** An already-loaded PostgreSQL database: no server is started. */
  databaseUrl?: string | undefined;
  /** PGlite: a data directory that is loaded if empty and kept afterwards. */
  dataDir?: string | undefined;
  /** false: ANALYZE only after the load, no VACUUM (to measure a database as a bulk load leaves it). */
  settle?: boolean;
  log?: (message: string) => void;
}

export interface OrdersData {
  database: Database;
  /** The PostgreSQL database's URL (undefined on PGlite). */
  databaseUrl: string | undefined;
  /** Closes the database, stops the throwaway server and removes temporary data. */
  close(): Promise<void>;
}

export async function openOrdersData(options: OrdersDataOptions): Promise<OrdersData> {
  const log = options.log ?? ((message: string) => console.log(message));
  let stopServer: () => Promise<void> = async () => {};
  let databaseUrl = options.databaseUrl;
  let tempDir: string | undefined;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
  } else if (!databaseUrl && options.engine === "postgresql") {
    const server = await startBenchPostgres("; try --engine pglite");
    stopServer = () => server.stop();
    databaseUrl = server.url;
    log(server.version);
  } else if (!databaseUrl) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopdesk-bench-"));
  }

  const cleanup = async () => {
    await stopServer();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: options.dataDir ? undefined : databaseUrl,
      dataDir: options.dataDir ?? tempDir ?? os.tmpdir(),
    });
  } catch (error) {
    await cleanup();
    throw error;
  }
  const close = async () => {
    try {
      await database.close();
    } finally {
      await cleanup();
    }
  };
  try {
    await migrateToLatest(database.db);
    const { rows } = await sql<{ n: string }>`select count(*) as n from purchase_order`.execute(database.db);
    if (Number(rows[0]?.n) > 0) {
      log(`reusing the ${Number(rows[0]?.n).toLocaleString("en-US")} POs already in ${database.location}`);
    } else {
      const started = performance.now();
      await database.db.transaction().execute(async (trx) => {
        // The throwaway server commits asynchronously (pg-test-server.mjs): VACUUM right after
        // could not set the hint bits of rows whose commit record was not yet flushed, and left
        // the first tables it visited without their visibility map.
        await sql`set local synchronous_commit = on`.execute(trx);
        return withRunningTotalsRebuilt(trx, () =>
          seed(
            trx,
            seedOptions({
              pos: options.pos,
              wos: options.wos,
              customers: options.customers ?? Math.max(40, Math.round(options.pos / 500)),
              suppliers: options.suppliers ?? 15,
              parts: options.parts ?? Math.max(200, Math.round(options.pos / 50)),
              seed: 1,
              asOf: options.asOf,
              history: false,
              operations: false,
              batchSize: 20_000,
              onProgress: (message) => process.stdout.write(`\r  loading: ${message}          `),
            }),
          ),
        );
      });
      const loaded = performance.now();
      log(
        `\nloaded in ${((loaded - started) / 1000).toFixed(1)} s (set-based inserts in one transaction, running totals computed once at the end)`,
      );
      if (options.settle === false) {
        await sql`analyze`.execute(database.db);
        log("ANALYZE only (--no-vacuum: visibility map and hint bits left unset, as right after a bulk load)");
      } else {
        await settleAfterBulkLoad(database.db);
        log(`VACUUM (ANALYZE) in ${((performance.now() - loaded) / 1000).toFixed(1)} s`);
      }
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { database, databaseUrl: options.dataDir ? undefined : databaseUrl, close };
}
