#!/usr/bin/env -S npx tsx --conditions=source
/**
 * `npm run bench:master-data [-- --customers N] [--suppliers N] [--parts N] [--requests N]`
 *
 * Loads 50k customers, 20k suppliers and 500k parts (plus POs for the customer's recent-PO
 * call) into a throwaway PostgreSQL 15 (scripts/pg-test-server.mjs), starts the real app
 * (real token check) and times each master-data list and search call over HTTP, ≥ 200
 * requests each with varied q, filters, sort and page. Prints median / p95 / p99 / max per
 * call and the slowest requests. Target: p95 ≤ 20 ms (docs/performance.md, "Master data").
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { openDatabase } from "../server/src/db/database.js";
import { migrateToLatest } from "../server/src/db/migrate.js";
import { loadMasterData } from "./master-data-load.js";
import { requestSets } from "./master-data-requests.js";
import { machineLine, slowestLine, summary, timeRequestSets } from "./bench-support.js";
import { listenBenchApp, startBenchPostgres } from "./bench-server.js";

const { values: args } = parseArgs({
  options: {
    customers: { type: "string", default: "50000" },
    suppliers: { type: "string", default: "20000" },
    parts: { type: "string", default: "500000" },
    pos: { type: "string", default: "100000" },
    requests: { type: "string", default: "240" },
    // An already-loaded database (e.g. from an earlier run): skips the server start and the load.
    "database-url": { type: "string" },
  },
});
const sizes = {
  customers: Number(args.customers),
  suppliers: Number(args.suppliers),
  parts: Number(args.parts),
  pos: Number(args.pos),
};

async function main(): Promise<void> {
  const machine = machineLine();
  console.log(`master-data bench: ${JSON.stringify(sizes)}\n${machine}`);
  let databaseUrl = args["database-url"];
  let stopServer = async () => {};
  if (!databaseUrl) {
    const server = await startBenchPostgres();
    console.log(server.version);
    stopServer = () => server.stop();
    databaseUrl = server.url;
  }

  const database = await openDatabase({ databaseUrl, dataDir: os.tmpdir() });
  try {
    await migrateToLatest(database.db);
    const { rows: loaded } = await sql<{ n: string }>`select count(*) as n from part`.execute(database.db);
    if (Number(loaded[0]?.n) > 0) {
      console.log(`reusing the data already in ${database.location}`);
    } else {
      const started = performance.now();
      await loadMasterData(database.db, sizes, (message) => console.log(`  loading ${message}`));
      console.log(`loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }

    const { app, get } = await listenBenchApp(database);

    const sets = await requestSets(database.db, Number(args.requests));
    const { samplesBySet, timed } = await timeRequestSets(sets, get);
    console.table(Object.fromEntries(Object.entries(samplesBySet).map(([call, samples]) => [call, summary(samples)])));
    console.log(slowestLine(timed, 10));
    const { rows: counts } = await sql<{ t: string; n: string }>`select 'customer' t, count(*) n from customer union all
      select 'supplier', count(*) from supplier union all select 'part', count(*) from part union all
      select 'part_price_break', count(*) from part_price_break union all select 'purchase_order', count(*) from purchase_order`.execute(
      database.db,
    );
    console.log(counts.map((row) => `${row.t} ${Number(row.n).toLocaleString("en-US")}`).join(", "));
    await app.close();
  } finally {
    await database.close();
    await stopServer();
  }
}

await main();
