#!/usr/bin/env -S npx tsx --conditions=source
/**
 * `npm run bench:reports [-- --pos N] [--wos N] [--rounds N] [--database-url URL] [--explain]`
 *
 * Loads 1M POs and 1M WOs (with their lines and packing slips, dated around today) into a
 * throwaway PostgreSQL 15 (scripts/orders-bench-db.ts, the loader of bench:search and
 * bench:orders), starts the real app (real token check)
 * and times GET /api/dashboard and each report over HTTP with several filters, sorts and
 * pages, `--rounds` times each after two warm-ups. Prints median / p95 / max per call against
 * the 200 ms target, then CSV exports: time, rows, rows/s and the server's peak memory; then
 * the same exports through a single-use download link, first byte counted from the POST.
 * Results: docs/performance.md, "Reports".
 */
import { lateWorkOrdersQuery, openOrdersQuery } from "@shopdesk/contract";
import os from "node:os";
import { parseArgs } from "node:util";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Schema } from "../server/src/db/schema.js";
import { addDays, addMonths, monthOf } from "../server/src/reports/dates.js";
import { lateWorkOrders } from "../server/src/reports/late-work-orders.js";
import { openOrders } from "../server/src/reports/open-orders.js";
import { openOrdersData } from "./orders-bench-db.js";
import { machineLine, orderDataOptions, percentile } from "./bench-support.js";
import { listenBenchApp } from "./bench-server.js";

const { values: args } = parseArgs({
  options: {
    ...orderDataOptions,
    rounds: { type: "string", default: "20" },
    explain: { type: "boolean", default: false },
  },
});
const rounds = Number(args.rounds);
const TARGET_MS = 200;

const fmt = (ms: number) => ms.toFixed(1);

async function main(): Promise<void> {
  const machine = machineLine();
  console.log(
    `reports bench: ${Number(args.pos).toLocaleString("en-US")} POs, ${Number(args.wos).toLocaleString("en-US")} WOs\n${machine}`,
  );
  // Dated around today (UTC, as the throwaway server's current_date), so "late", "due this
  // week" and "this month" look as in a live shop.
  const data = await openOrdersData({
    engine: "postgresql",
    pos: Number(args.pos),
    wos: Number(args.wos),
    asOf: new Date().toISOString().slice(0, 10),
    databaseUrl: args["database-url"],
  });
  const { database } = data;
  const { db } = database;
  try {
    // The load is one transaction, so every running-total row (migration 0009) was updated
    // once per slip and line with no chance to reuse space: ~2.6M dead versions of ~50k
    // rows. In a live shop autovacuum and HOT updates keep pace with one slip at a time;
    // after a bulk load they are compacted once, as a DBA would (quick when already compact).
    // VACUUM sets the visibility map the index-only scans need, as autovacuum would.
    const started = performance.now();
    await sql`vacuum full analyze shipment_date, shipment_day, shipment_month, backlog_due`.execute(db);
    await sql`vacuum analyze`.execute(db);
    console.log(
      `VACUUM FULL of the running totals, then VACUUM ANALYZE: ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const counts = (
      await sql<
        Record<string, string>
      >`select (select count(*) from purchase_order) as pos, (select count(*) from po_line) as lines,
        (select count(*) from work_order) as wos, (select count(*) from packing_slip) as slips,
        (select count(*) from packing_slip_line) as slip_lines, (select count(*) from customer) as customers,
        (select count(*) from part) as parts, current_date::text as today`.execute(db)
    ).rows[0]!;
    console.log(
      `data: ${JSON.stringify(counts)}; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
    const today = counts.today!;
    // The customer with the most POs (a big account) and one from the middle of the list.
    const big = (
      await sql<{
        id: string;
      }>`select customer_id as id from purchase_order group by 1 order by count(*) desc limit 1`.execute(db)
    ).rows[0]!.id;
    const typical = (
      await sql<{
        id: string;
      }>`select customer_id as id from customer order by customer_id offset (select count(*) / 2 from customer) limit 1`.execute(
        db,
      )
    ).rows[0]!.id;
    const month = monthOf(today);

    const { app, port, authorization, get } = await listenBenchApp(database, { hours: 4 });
    const base = `http://127.0.0.1:${port}/api`;
    const headers = { authorization };

    const cases: [report: string, path: string][] = [
      ["dashboard", "/dashboard"],
      ["open-orders", "/reports/open-orders"],
      ["open-orders", "/reports/open-orders?sort=-DueDate"],
      ["open-orders", "/reports/open-orders?sort=-OpenAmount"],
      ["open-orders", "/reports/open-orders?sort=PONumber"],
      ["open-orders", "/reports/open-orders?sort=CustomerId&page=40"],
      ["open-orders", `/reports/open-orders?customerId=${big}`],
      ["open-orders", `/reports/open-orders?customerId=${typical}&sort=-OpenAmount`],
      ["open-orders", "/reports/open-orders?late=true&pageSize=100"],
      ["open-orders", `/reports/open-orders?dueFrom=${today}&dueTo=${addDays(today, 30)}`],
      ["late-work-orders", "/reports/late-work-orders"],
      ["late-work-orders", "/reports/late-work-orders?sort=PartNumber&page=10"],
      ["late-work-orders", "/reports/late-work-orders?sort=-WONumber"],
      ["late-work-orders", `/reports/late-work-orders?dueFrom=${today}&dueTo=${addDays(today, 6)}`],
      ["late-work-orders", `/reports/late-work-orders?customerId=${big}`],
      ["late-work-orders", "/reports/late-work-orders?status=On%20Hold&pageSize=100"],
      ["shipments", "/reports/shipments"],
      ["shipments", "/reports/shipments?sort=-ShipDate&pageSize=100"],
      ["shipments", "/reports/shipments?sort=PONumber"],
      ["shipments", `/reports/shipments?from=${addDays(today, -90)}&sort=CustomerId`],
      ["shipments", `/reports/shipments?from=${addDays(today, -365)}&to=${today}`],
      ["shipments", `/reports/shipments?from=${addDays(today, -365)}&customerId=${big}&sort=-ShipDate`],
      ["shipments", `/reports/shipments?from=2000-01-01&to=${today}&page=100`],
      ["sales-by-customer", "/reports/sales-by-customer"],
      ["sales-by-customer", "/reports/sales-by-customer?sort=-Amount"],
      ["sales-by-customer", "/reports/sales-by-customer?sort=Month&page=20"],
      ["sales-by-customer", `/reports/sales-by-customer?from=${addMonths(month, -23)}&to=${month}&sort=-Amount`],
      ["sales-by-customer", `/reports/sales-by-customer?customerId=${big}`],
      ["parts", "/reports/parts"],
      ["parts", "/reports/parts?q=bracket&sort=Description"],
      ["parts", `/reports/parts?customerId=${typical}`],
      ["parts", "/reports/parts?partNumber=1&active=true&sort=CustomerId"],
    ];

    if (args.explain) await explainAll(db, today, big);

    const results: { report: string; path: string; median: number; p95: number; max: number }[] = [];
    for (const [report, path] of cases) {
      await get(path);
      await get(path);
      const samples: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const started = performance.now();
        await get(path);
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      results.push({
        report,
        path,
        median: percentile(samples, 50),
        p95: percentile(samples, 95),
        max: samples.at(-1)!,
      });
    }
    console.log(
      `\n${rounds} sequential requests per call after 2 warm-ups, HTTP GET with a real token (ms); today ${today}, big customer ${big}, typical ${typical}:`,
    );
    console.table(
      results.map((r) => ({
        call: r.path,
        median: fmt(r.median),
        p95: fmt(r.p95),
        max: fmt(r.max),
        "≤ 200": r.p95 <= TARGET_MS ? "yes" : "NO",
      })),
    );
    const byReport = new Map<string, number>();
    for (const r of results) byReport.set(r.report, Math.max(byReport.get(r.report) ?? 0, r.p95));
    console.log(`worst p95 per report: ${[...byReport].map(([report, p95]) => `${report} ${fmt(p95)} ms`).join(", ")}`);

    // CSV exports: the whole answer read through, with the server process's peak memory.
    const exports = [
      `/reports/shipments.csv`,
      `/reports/open-orders.csv?customerId=${big}`,
      `/reports/sales-by-customer.csv?from=${addMonths(month, -23)}`,
      `/reports/open-orders.csv`,
      `/reports/shipments.csv?from=${addDays(today, -365)}`,
    ];
    const csvRows: Record<string, unknown>[] = [];
    for (const path of exports) {
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers });
      let firstByte = 0;
      let bytes = 0;
      let lines = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        if (!firstByte) firstByte = performance.now() - started;
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines++;
      }
      const ms = performance.now() - started;
      clearInterval(timer);
      csvRows.push({
        export: path,
        "first byte ms": fmt(firstByte),
        "total ms": fmt(ms),
        "rows (approx.)": lines - 1,
        MB: (bytes / 2 ** 20).toFixed(1),
        "rows/s": Math.round(((lines - 1) / ms) * 1000),
        "RSS growth MB": ((peak - rssBefore) / 2 ** 20).toFixed(0),
      });
    }
    console.log(
      "\nCSV exports (read to the end by a client in the same process; rows counted by line ends, quoted newlines included):",
    );
    console.table(csvRows);

    // The app's way (docs/api.md, "Downloads"): mint a single-use link with the token, then GET
    // it without one. First byte counted from the POST, as the user waits from the click.
    const linkRows: Record<string, unknown>[] = [];
    for (const path of exports) {
      const [route, query = ""] = path.split("?");
      const started = performance.now();
      const minted = await fetch(`${base}${route}/link${query ? `?${query}` : ""}`, { method: "POST", headers });
      if (minted.status !== 201)
        throw new Error(`POST ${route}/link answered ${minted.status}: ${await minted.text()}`);
      const { Url } = (await minted.json()) as { Url: string };
      const mintedAt = performance.now();
      const response = await fetch(new URL(Url, base));
      let firstByte = 0;
      let bytes = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        if (!firstByte) firstByte = performance.now() - started;
        bytes += chunk.length;
      }
      linkRows.push({
        export: path,
        "link ms": fmt(mintedAt - started),
        "first byte ms (from the POST)": fmt(firstByte),
        "total ms": fmt(performance.now() - started),
        MB: (bytes / 2 ** 20).toFixed(1),
      });
    }
    console.log(
      "\nThe same exports through a single-use link (POST …/link, then GET /api/downloads/{token} without a token):",
    );
    console.table(linkRows);
    console.log(
      `load average after: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
    await app.close();
  } finally {
    await data.close();
  }
}

/** EXPLAIN ANALYZE of the heaviest report queries, for reading plans. */
async function explainAll(db: Kysely<Schema>, today: string, big: string) {
  const show = async (label: string, query: RawBuilder<unknown>) => {
    const { rows } = await sql<{ "QUERY PLAN": string }>`explain (analyze, buffers, costs off) ${query}`.execute(db);
    console.log(`\nEXPLAIN ANALYZE ${label}:\n${rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
  };
  const open = openOrders(openOrdersQuery.parse({}));
  await show("open-orders page", open.rows({ limit: 25, offset: 0 }));
  await show(
    "open-orders -OpenAmount",
    openOrders(openOrdersQuery.parse({ sort: "-OpenAmount" })).rows({ limit: 25, offset: 0 }),
  );
  await show(
    "open-orders big customer",
    openOrders(openOrdersQuery.parse({ customerId: big })).rows({ limit: 25, offset: 0 }),
  );
  await show(
    "late WOs of a big customer",
    lateWorkOrders(lateWorkOrdersQuery.parse({ customerId: big })).rows({ limit: 25, offset: 0 }),
  );
  await show(
    "late WOs due this week",
    lateWorkOrders(lateWorkOrdersQuery.parse({ dueFrom: today, dueTo: addDays(today, 6) })).rows({
      limit: 25,
      offset: 0,
    }),
  );
}

await main();
