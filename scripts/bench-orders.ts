#!/usr/bin/env -S npx tsx --conditions=source
/**
 * `npm run bench:orders [-- --pos N] [--wos N] [--requests N] [--as-of YYYY-MM-DD]`
 *   `[--engine pglite|postgresql] [--database-url URL | --data-dir DIR]`
 *
 * Loads N POs and N WOs (default 1M each; scripts/orders-bench-db.ts, the same loader as the
 * search bench) into a throwaway PostgreSQL 15, starts the real app (real token check) and
 * times the PO and WO list calls over HTTP, `--requests` per call kind (default 150): each
 * filter (none, status, customer, date range, late, q) with every allowed sort both ways,
 * pages 1–10 and an occasional deep page, plus the single-record calls. Prints median / p95 /
 * p99 / max per kind and the slowest requests. Target: p95 ≤ 20 ms on PostgreSQL
 * (docs/performance.md, "Orders").
 */
import { purchaseOrderListQuery, workOrderListQuery } from "@shopdesk/contract";
import os from "node:os";
import { parseArgs } from "node:util";
import { type CompiledQuery, Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { Schema } from "../server/src/db/schema.js";
import { listPurchaseOrders } from "../server/src/purchase-orders/repository.js";
import { listWorkOrders } from "../server/src/work-orders/repository.js";
import { openOrdersData } from "./orders-bench-db.js";
import { orderRequestSets } from "./orders-bench-requests.js";
import { machineLine, orderDataOptions, slowestLine, summary, timeRequestSets } from "./bench-support.js";
import { listenBenchApp } from "./bench-server.js";

const { values: args } = parseArgs({
  options: {
    engine: { type: "string", default: "postgresql" },
    ...orderDataOptions,
    requests: { type: "string", default: "150" },
    // The seed's "today". Today's date by default, so "late" and due dates look like a live shop's.
    "as-of": { type: "string", default: new Date().toISOString().slice(0, 10) },
    "data-dir": { type: "string" },
  },
});

/**
 * What the database itself spends on each list request: the page and count queries the data
 * layer sends (captured through Kysely's log), each run again under EXPLAIN ANALYZE; a request
 * counts the slower of the two (they run side by side), planning included. Separates the
 * queries' cost from waiting for a busy machine's CPU.
 */
async function databaseTimes(url: string, sets: Record<string, string[]>): Promise<Record<string, object>> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const captured: CompiledQuery[] = [];
  const db = new Kysely<Schema>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => void (event.level === "query" && captured.push(event.query)),
  });
  const rows: Record<string, object> = {};
  try {
    for (const [kind, paths] of Object.entries(sets)) {
      if (!kind.includes("list")) continue;
      const samples: number[] = [];
      for (const path of paths) {
        const [endpoint, search] = path.split("?");
        const query = Object.fromEntries(new URLSearchParams(search));
        captured.length = 0;
        if (endpoint === "/purchase-orders") await listPurchaseOrders(db, purchaseOrderListQuery.parse(query));
        else await listWorkOrders(db, workOrderListQuery.parse(query));
        let slowest = 0;
        for (const compiled of [...captured]) {
          const { rows: plan } = await pool.query(
            `explain (analyze, format json) ${compiled.sql}`,
            compiled.parameters as unknown[],
          );
          const [times] = plan[0]["QUERY PLAN"] as { "Planning Time": number; "Execution Time": number }[];
          slowest = Math.max(slowest, times!["Planning Time"] + times!["Execution Time"]);
        }
        samples.push(slowest);
      }
      rows[kind] = summary(samples);
    }
  } finally {
    await db.destroy();
  }
  return rows;
}

async function main(): Promise<void> {
  const engine = args.engine === "pglite" || args["data-dir"] ? "pglite" : "postgresql";
  const [pos, wos] = [Number(args.pos), Number(args.wos)];
  const machine = `${machineLine()}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}`;
  console.log(
    `orders bench: ${engine}, ${pos.toLocaleString("en-US")} POs, ${wos.toLocaleString("en-US")} WOs, as of ${args["as-of"]}\n${machine}`,
  );

  const data = await openOrdersData({
    engine,
    pos,
    wos,
    asOf: args["as-of"],
    databaseUrl: args["database-url"],
    dataDir: args["data-dir"],
  });
  const { database } = data;
  try {
    const { app, get } = await listenBenchApp(database, { hours: 4 });

    const sets = await orderRequestSets(database.db, Number(args.requests));
    const { samplesBySet, timed } = await timeRequestSets(sets, get);
    const rows: Record<string, object> = {};
    const byEndpoint: Record<string, number[]> = {};
    for (const [kind, samples] of Object.entries(samplesBySet)) {
      rows[kind] = summary(samples);
      (byEndpoint[kind.split(":")[0]!] ??= []).push(...samples);
    }
    for (const [endpoint, samples] of Object.entries(byEndpoint)) rows[`${endpoint}: all`] = summary(samples);
    console.table(rows);
    console.log(slowestLine(timed, 12));
    const { rows: counts } = await sql<{
      t: string;
      n: string;
    }>`select 'purchase_order' t, count(*) n from purchase_order union all
      select 'po_line', count(*) from po_line union all select 'work_order', count(*) from work_order union all
      select 'packing_slip', count(*) from packing_slip union all select 'customer', count(*) from customer`.execute(
      database.db,
    );
    console.log(counts.map((row) => `${row.t} ${Number(row.n).toLocaleString("en-US")}`).join(", "));
    console.log(
      `load average after: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
    );
    if (data.databaseUrl) {
      console.log(
        "\nThe same list requests inside the database (EXPLAIN ANALYZE: planning + execution of the slower of page and count), ms:",
      );
      console.table(await databaseTimes(data.databaseUrl, sets));
    }
    await app.close();
  } finally {
    await data.close();
  }
}

await main();
