#!/usr/bin/env -S npx tsx --conditions=source
/**
 * `npm run bench:search [-- --engine pglite|postgresql] [--pos N] [--wos N] [--rounds N]`
 *   `[--database-url URL | --data-dir DIR]` reuse (or first load) a database that outlives the run.
 *
 * Loads N POs and N WOs (default 1M each) into a scratch database, then times global search
 * over 250 varied search strings (hits, misses, common substrings, wildcards) two ways in
 * the same run: through the real HTTP endpoint (a listening server, a real bearer token) and
 * as the data layer's SQL alone. Prints median and p95 of each, then /healthz latency while
 * searches run flat out in parallel (the embedded database must not stall the event loop).
 * PostgreSQL is a throwaway server from scripts/pg-test-server.mjs; PGlite a temp data dir.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { buildApp } from "../server/src/app.js";
import { loadConfig } from "../server/src/config.js";
import { searchOrders, searchQuery, searchSettings } from "../server/src/search/repository.js";
import type { Database } from "../server/src/db/database.js";
import { createTestTokens } from "../server/src/test/tokens.js";
import { openOrdersData } from "./orders-bench-db.js";
import { machineLine, orderDataOptions, summary } from "./bench-support.js";

const { values: args } = parseArgs({
  options: {
    engine: { type: "string", default: "postgresql" },
    ...orderDataOptions,
    rounds: { type: "string", default: "3" },
    "load-seconds": { type: "string", default: "10" },
    explain: { type: "boolean", default: false },
    // For PGlite, as --database-url for PostgreSQL: a data directory that is loaded if empty and kept afterwards.
    "data-dir": { type: "string" },
  },
});
const engine = args.engine === "pglite" || args["data-dir"] ? "pglite" : "postgresql";
const pos = Number(args.pos);
const wos = Number(args.wos);
const rounds = Number(args.rounds);


/**
 * CPU time (ms) used so far by this process's threads (PGlite runs in one of them) and by
 * the given local processes (the PostgreSQL backends), from /proc/…/schedstat: unlike wall
 * time it leaves out waiting for a core, which on a shared machine can dwarf the search.
 * Null where there is no /proc.
 */
function cpuMs(pids: number[]): number | null {
  const onCpu = (file: string) => Number(fs.readFileSync(file, "utf8").split(" ")[0]) / 1e6;
  try {
    const threads = fs.readdirSync("/proc/self/task").map((tid) => onCpu(`/proc/self/task/${tid}/schedstat`));
    return [...threads, ...pids.map((pid) => onCpu(`/proc/${pid}/schedstat`))].reduce((a, b) => a + b, 0);
  } catch {
    return null;
  }
}

async function time<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await run();
  return [performance.now() - start, result];
}

/** 250 strings: real prefixes and substrings of PO numbers, WO numbers, customer ids and names, and misses. */
async function searchStrings(database: Database): Promise<string[]> {
  const { rows: poRows } = await sql<{ po_number: string }>`select po_number from purchase_order
    where po_key % 9973 = 1 order by po_key limit 35`.execute(database.db);
  const { rows: woRows } = await sql<{ wo_number: string }>`select wo_number::text from work_order
    where wo_number % 7919 = 3 order by wo_number limit 25`.execute(database.db);
  const { rows: customers } = await sql<{ customer_id: string; name: string }>`select customer_id, name from customer
    order by customer_id limit 20`.execute(database.db);
  const strings: string[] = [];
  poRows.forEach(({ po_number }, i) => {
    strings.push(po_number); // exact
    strings.push(po_number.slice(0, 3 + (i % 4))); // prefix, often very common ("450", "PO-")
    strings.push(po_number.slice(-4 - (i % 3))); // tail: a substring match
  });
  woRows.forEach(({ wo_number }, i) => {
    strings.push(wo_number);
    strings.push(wo_number.slice(0, 3 + (i % 3)));
    strings.push(wo_number.slice(2, 6));
  });
  customers.forEach(({ customer_id, name }, i) => {
    strings.push(customer_id.slice(0, 3 + (i % 3)).toLowerCase());
    const word = name.split(" ")[1] ?? name;
    strings.push(word.slice(1, 5)); // inside a word of the name: substring
  });
  const misses = [
    "zzq", "qqq-999", "nomatch", "xyzzy", "#!?", "%%%", "___", "a\\b", "o'zz", "ÄÖÜ", "ßßß", "🙂🙂🙂",
    "qwerty", "PO-ZZZ", "ZZ-1999", "none-such", "fizzbuzz", "kxq", "jjj", "vvv-vvv", "Wqx Corp", "Ölmühle",
    "ACME-ZZ", "4599999999", "PO-99999", "987654321", "xx_yy", "50%", "\\\\\\", "'; drop table", "\"quoted\"",
    "   spaced   out   ", "Zyx Ltd", "q.q.q", "tab\there", "🙂abc",
  ];
  strings.push(...misses);
  strings.push("aero", "tech", "precision", "inc", "llc", "robot", "medical", "-20", "000", "123", "999", "4500");
  return strings;
}

async function main(): Promise<void> {
  const machine = machineLine();
  console.log(`search bench: ${engine}, ${pos.toLocaleString("en-US")} POs, ${wos.toLocaleString("en-US")} WOs\n${machine}`);

  const data = await openOrdersData({
    engine,
    pos,
    wos,
    asOf: "2026-03-02",
    databaseUrl: args["database-url"],
    dataDir: args["data-dir"],
  });
  const { database } = data;
  try {
    const tokens = await createTestTokens();
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent" }), database, verifyToken: tokens.verifyToken });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const headers = { authorization: `Bearer ${await tokens.accessToken({ sub: "bench", exp: Math.floor(Date.now() / 1000) + 4 * 3600 })}` };
    const viaHttp = async (text: string) => {
      const response = await fetch(`${base}/api/search?searchText=${encodeURIComponent(text)}`, { headers });
      if (response.status !== 200) throw new Error(`search "${text}" answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as unknown[];
    };

    const strings = await searchStrings(database);
    if (args.explain) {
      const { rows: settings } = await searchSettings().execute(database.db);
      for (const text of [strings[1]!, strings[2]!, "zzq", "aero", strings[strings.length - 1]!]) {
        const { rows } = await sql<{ "QUERY PLAN": string }>`explain (analyze, costs off) ${searchQuery(text, settings[0]!.wo_digits)}`.execute(database.db);
        console.log(`\nEXPLAIN ANALYZE "${text}":\n${rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
      }
    }
    // Warm-up: caches, JIT, pool connections.
    let hits = 0;
    for (const text of strings) if ((await viaHttp(text)).length > 0) hits++;
    for (const text of strings) await searchOrders(database.db, text);

    // The PostgreSQL backends the pool opened during the warm-up, when they run on this machine.
    const { rows: backends } = await sql<{ pid: number }>`select pid from pg_stat_activity
      where datname = current_database() and backend_type = 'client backend'
        and coalesce(host(inet_server_addr()) in ('127.0.0.1', '::1'), true)`.execute(database.db);
    const pids = database.engine === "postgresql" ? backends.map((row) => row.pid) : [];
    const cpuSamples: number[] = [];
    const httpMs: number[] = [];
    const sqlMs: number[] = [];
    const slowest = new Map<string, number>();
    for (let round = 0; round < rounds; round++) {
      for (const text of strings) {
        const cpuBefore = cpuMs(pids);
        const [ms] = await time(() => searchOrders(database.db, text));
        const cpuAfter = cpuMs(pids);
        if (cpuBefore !== null && cpuAfter !== null) cpuSamples.push(cpuAfter - cpuBefore);
        sqlMs.push(ms);
        slowest.set(text, Math.min(slowest.get(text) ?? Infinity, ms));
        httpMs.push((await time(() => viaHttp(text)))[0]);
      }
    }
    const httpStats = summary(httpMs);
    const sqlStats = summary(sqlMs);
    console.log(`\n${strings.length} search strings (${hits} with results), ${rounds} rounds each, sequential:`);
    console.table({
      "HTTP GET /api/search": httpStats,
      "SQL (searchOrders)": sqlStats,
      ...(cpuSamples.length > 0 && { "SQL, CPU time only": summary(cpuSamples) }),
    });
    const worst = [...slowest].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(`slowest strings (best of ${rounds}, SQL): ${worst.map(([text, ms]) => `"${text}" ${ms.toFixed(1)} ms`).join(", ")}`);
    console.log(`endpoint / SQL: median ${(Number(httpStats.median) / Number(sqlStats.median)).toFixed(2)}×, p95 ${(Number(httpStats.p95) / Number(sqlStats.p95)).toFixed(2)}×`);

    // Event-loop check: /healthz every 10 ms while 8 clients search without pause.
    const underLoadMs = Number(args["load-seconds"]) * 1000;
    const until = performance.now() + underLoadMs;
    let searches = 0;
    const clients = Array.from({ length: 8 }, async (_, client) => {
      for (let i = client; performance.now() < until; i += 8) {
        await viaHttp(strings[i % strings.length]!);
        searches++;
      }
    });
    const health: number[] = [];
    while (performance.now() < until) {
      const [ms, response] = await time(() => fetch(`${base}/healthz`));
      await response.arrayBuffer();
      health.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await Promise.all(clients);
    console.log(`\n/healthz while 8 clients searched flat out for ${underLoadMs / 1000} s (${searches} searches, ${(searches / (underLoadMs / 1000)).toFixed(0)}/s):`);
    console.table({ "GET /healthz": summary(health) });
    await app.close();
  } finally {
    await data.close();
  }
}

await main();
