#!/usr/bin/env -S npx tsx --conditions=source
/**
 * `npm run bench:search [-- --engine pglite|postgresql] [--pos N] [--wos N] [--customers N]`
 *   `[--suppliers N] [--parts N] [--rounds N] [--explain] [--plan-times] [--no-vacuum]`
 *   `[--database-url URL | --data-dir DIR]` reuse (or first load) a database that outlives the run.
 *
 * Loads N POs and N WOs (default 1M each) with 50k customers, 20k suppliers and 500k part
 * revisions into a scratch database, then times, in the same run, the global search
 * (`GET /api/search`, ~270 varied strings: hits, misses, common substrings, wildcards) and each
 * of the command palette's record groups (`GET /api/search/{customers,parts,suppliers,work-orders}`,
 * ~150–250 strings each taken from the data), each two ways: through the real HTTP endpoint (a
 * listening server, a real bearer token) and as the data layer's SQL alone. Prints median,
 * p95 and p99 of each, then /healthz latency while global searches run flat out in parallel
 * (the embedded database must not stall the event loop).
 * The lists (`GET /api/purchase-orders`, `/work-orders`, `/customers`, `/suppliers`, `/parts`, with
 * bench:orders' and bench:master-data's filters, sorts and pages) are timed the same two ways,
 * and the server's own time per request (endpoint − SQL) is printed for every search and list,
 * with where it goes: the token check, the query check, the answer's check and serialisation,
 * the two log lines (docs/performance.md, "The server's own time"). The app logs as `npm start`
 * does (info), to /dev/null. `--repeat N` runs the timed part N times and prints the process's
 * RSS and heap after each (a leak check); RSS at idle is printed before the warm-up.
 * PostgreSQL is a throwaway server from scripts/pg-test-server.mjs; PGlite a temp data dir.
 */
import fs from "node:fs";
import http from "node:http";
import { parseArgs } from "node:util";
import v8 from "node:v8";
import vm from "node:vm";
import { type RawBuilder, sql } from "kysely";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import {
  customerRoutes,
  partRoutes,
  purchaseOrderRoutes,
  searchRoutes,
  supplierRoutes,
  workOrderRoutes,
} from "@shopdesk/contract";
import Fastify from "fastify";
import { listCustomers } from "../server/src/customers/repository.js";
import { listParts } from "../server/src/parts/list.js";
import { listPurchaseOrders } from "../server/src/purchase-orders/repository.js";
import { listSuppliers } from "../server/src/suppliers/repository.js";
import { listWorkOrders } from "../server/src/work-orders/repository.js";
import { searchOrders, searchQuery, searchSettings } from "../server/src/search/repository.js";
import {
  paletteSettings,
  searchCustomers,
  searchParts,
  searchSuppliers,
  searchWorkOrders,
} from "../server/src/search/palette.js";
import { customersQuery } from "../server/src/search/palette-customers.js";
import { partsQuery } from "../server/src/search/palette-parts.js";
import { suppliersQuery } from "../server/src/search/palette-suppliers.js";
import { workOrdersQuery } from "../server/src/search/palette-work-orders.js";
import type { Database } from "../server/src/db/database.js";
import { openOrdersData } from "./orders-bench-db.js";
import { machineLine, orderDataOptions, percentile, summary } from "./bench-support.js";
import { listenBenchApp, rssOf } from "./bench-server.js";
import { orderRequestSets } from "./orders-bench-requests.js";
import { requestSets as masterDataRequestSets } from "./master-data-requests.js";

const { values: args } = parseArgs({
  options: {
    engine: { type: "string", default: "postgresql" },
    ...orderDataOptions,
    customers: { type: "string", default: "50000" },
    suppliers: { type: "string", default: "20000" },
    parts: { type: "string", default: "500000" },
    rounds: { type: "string", default: "3" },
    // The timed part (searches, lists, stages) this many times, with RSS after each: a leak check.
    repeat: { type: "string", default: "1" },
    "load-seconds": { type: "string", default: "10" },
    // EXPLAIN (ANALYZE, BUFFERS) of a few strings of each search.
    explain: { type: "boolean", default: false },
    // Planning and execution time, heap fetches and pages dirtied of every string, before the warm-up and after the timing.
    "plan-times": { type: "boolean", default: false },
    // After loading, ANALYZE only: the database as a bulk load leaves it (no visibility map, no hint bits).
    "no-vacuum": { type: "boolean", default: false },
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

/** Rows spread evenly over a table in key order: about `count` of them. */
async function spread<Row>(
  database: Database,
  select: RawBuilder<unknown>,
  table: string,
  key: string,
  count: number,
): Promise<Row[]> {
  const { rows } = await sql<Row>`select * from (
      select ${select}, row_number() over (order by ${sql.ref(key)}) as n, count(*) over () as total from ${sql.table(table)}
    ) t where n % greatest(1, total / ${count}) = 1 order by n limit ${count}`.execute(database.db);
  return rows;
}

/** Misses and odd inputs every search gets. */
const misses = [
  "zzq",
  "qqq-999",
  "nomatch",
  "xyzzy",
  "#!?",
  "%%%",
  "___",
  "a\\b",
  "o'zz",
  "ÄÖÜ",
  "ßßß",
  "🙂🙂🙂",
  "qwerty",
  "PO-ZZZ",
  "ZZ-1999",
  "none-such",
  "fizzbuzz",
  "kxq",
  "jjj",
  "vvv-vvv",
  "Wqx Corp",
  "Ölmühle",
  "ACME-ZZ",
  "4599999999",
  "PO-99999",
  "987654321",
  "xx_yy",
  "50%",
  "\\\\\\",
  "'; drop table",
  '"quoted"',
  "   spaced   out   ",
  "Zyx Ltd",
  "q.q.q",
  "🙂abc",
];

/** ~270 strings: real prefixes and substrings of PO numbers, WO numbers, customer ids and names, and misses. */
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
  strings.push(...misses);
  strings.push("aero", "tech", "precision", "inc", "llc", "robot", "medical", "-20", "000", "123", "999", "4500");
  return strings;
}

/** Strings for each palette group, taken from the data as someone would type them. */
async function paletteStrings(database: Database) {
  const customers = await spread<{ customer_id: string; name: string }>(
    database,
    sql`customer_id, name`,
    "customer",
    "customer_id",
    40,
  );
  const parts = await spread<{ part_number: string; revision: string; description: string }>(
    database,
    sql`part_number, revision, description`,
    "part",
    "part_id",
    40,
  );
  const suppliers = await spread<{ supplier_name: string }>(
    database,
    sql`supplier_name`,
    "supplier",
    "supplier_id",
    40,
  );
  const wos = await spread<{ wo_number: string; part_number: string }>(
    database,
    sql`wo_number::text as wo_number, part_number`,
    "work_order",
    "wo_number",
    40,
  );
  const nonBlank = (strings: string[]) => strings.map((text) => text.trim()).filter((text) => text.length >= 3);
  return {
    customers: nonBlank([
      ...customers.flatMap(({ customer_id, name }, i) => [
        customer_id.toLowerCase(), // exact id
        customer_id.slice(0, 3 + (i % 3)), // id prefix: shared by many ("APE", "APEXA")
        name.slice(0, 4 + (i % 5)), // name prefix
        (name.split(" ")[1] ?? name).slice(1, 6), // inside a word of the name
      ]),
      "aero",
      "robotics",
      "medical",
      "inc",
      "summit",
      "precision",
      "dynamics",
      "corp",
      "acme",
      "müller",
      ...misses,
    ]),
    parts: nonBlank([
      ...parts.flatMap(({ part_number, revision, description }, i) => [
        part_number, // exact
        `${part_number} ${revision}`, // one revision
        part_number.slice(0, 3 + (i % 4)), // number prefix ("773", "7731-")
        part_number.slice(-4 - (i % 2)), // number tail: contains
        description.slice(0, 4 + (i % 4)), // description prefix ("Brac")
        description.slice(2, 7 + (i % 3)), // inside the description
      ]),
      "bracket",
      "housing",
      "mounting",
      "bearing",
      "hydraulic",
      "shaft",
      "sensor",
      "-00",
      "100",
      "999",
      ...misses,
    ]),
    suppliers: nonBlank([
      ...suppliers.flatMap(({ supplier_name }, i) => [
        supplier_name, // exact
        supplier_name.slice(0, 4 + (i % 4)), // prefix
        supplier_name.slice(3, 9), // inside
      ]),
      "plating",
      "anodiz",
      "heat treat",
      "metals",
      "wichita",
      "coastal",
      "laser",
      "titanium",
      "a/b",
      "o'neil",
      ...misses,
    ]),
    "work-orders": nonBlank([
      ...wos.flatMap(({ wo_number, part_number }, i) => [
        wo_number, // exact (scanned from a traveler)
        wo_number.slice(0, 3 + (i % 3)), // number prefix
        wo_number.slice(2, 6), // inside the number
        part_number, // a part's WOs
        part_number.slice(0, 4 + (i % 3)), // part number prefix
        part_number.slice(-5), // part number tail
      ]),
      "100",
      "1000",
      "555",
      "9999",
      "-00",
      "-12",
      ...misses,
    ]),
  };
}

interface Target {
  /** The endpoint: `/api/search…` */
  path: string;
  label: string;
  strings: string[];
  /** The data layer's call: the "SQL alone". */
  run: (db: Database["db"], text: string) => Promise<unknown[]>;
  /** The query alone, for EXPLAIN (with the longest WO number's digits), and the settings it runs with. */
  query: (text: string, woDigits: number) => RawBuilder<unknown>;
  settings: () => RawBuilder<{ wo_digits: number }>;
}

interface PlanFigures {
  planning: number;
  execution: number;
  heapFetches: number;
  dirtied: number;
  read: number;
}

/** EXPLAIN (ANALYZE, BUFFERS) of a query with the search's own settings, in its transaction. */
async function explain(database: Database, target: Target, text: string, timing: boolean): Promise<string[]> {
  return database.db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const { rows: settings } = await target.settings().execute(trx);
      const { rows } = await sql<{
        "QUERY PLAN": string;
      }>`explain (analyze, buffers, costs off, timing ${sql.raw(timing ? "on" : "off")})
      ${target.query(text, settings[0]!.wo_digits)}`.execute(trx);
      return rows.map((row) => row["QUERY PLAN"]);
    });
}

function planFigures(plan: string[]): PlanFigures {
  const number = (pattern: RegExp) => plan.reduce((sum, line) => sum + Number(pattern.exec(line)?.[1] ?? 0), 0);
  // The first "Buffers:" line is the whole plan's; "Planning:" has its own just after.
  const top = plan.find((line) => /^\s*Buffers:/.test(line)) ?? "";
  return {
    planning: number(/Planning Time: ([\d.]+) ms/),
    execution: number(/Execution Time: ([\d.]+) ms/),
    heapFetches: number(/Heap Fetches: (\d+)/),
    dirtied: Number(/dirtied=(\d+)/.exec(top)?.[1] ?? 0),
    read: Number(/read=(\d+)/.exec(top)?.[1] ?? 0),
  };
}

/** Planning and execution time of every string of each target (EXPLAIN ANALYZE, timing off). */
async function planTimes(database: Database, targets: Target[], when: string): Promise<void> {
  const table: Record<string, object> = {};
  for (const target of targets) {
    const figures: PlanFigures[] = [];
    for (const text of target.strings) figures.push(planFigures(await explain(database, target, text, false)));
    const of = (key: keyof PlanFigures) => summary(figures.map((figure) => figure[key]));
    const sum = (key: keyof PlanFigures) => figures.reduce((total, figure) => total + figure[key], 0);
    table[target.label] = {
      "planning median / p95": `${of("planning").median} / ${of("planning").p95}`,
      "execution median / p95": `${of("execution").median} / ${of("execution").p95}`,
      "heap fetches": sum("heapFetches"),
      "pages dirtied": sum("dirtied"),
      "pages read": sum("read"),
    };
  }
  console.log(
    `\nEXPLAIN ANALYZE of every string, ${when} (ms; heap fetches, pages dirtied and read summed over the strings):`,
  );
  console.table(table);
}

/** How much of each big table the visibility map marks all-visible (what index-only scans need). */
async function visibility(database: Database): Promise<string> {
  const { rows } = await sql<{
    relname: string;
    pages: number;
    visible: number;
  }>`select relname, relpages as pages, relallvisible as visible
    from pg_class where relname in ('purchase_order', 'po_line', 'work_order', 'customer', 'part', 'supplier') order by relname`.execute(
    database.db,
  );
  return rows
    .map((row) => `${row.relname} ${row.pages > 0 ? Math.round((100 * row.visible) / row.pages) : 100}%`)
    .join(", ");
}

// Memory after a full collection, so a figure is what is kept, not garbage not yet collected.
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;
function memoryLine(): string {
  collectGarbage();
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  return `RSS ${mb(rssOf(process.pid))}, heap used ${mb(process.memoryUsage().heapUsed)}`;
}

/**
 * GETs over one kept-alive connection with node:http, as a browser keeps its connection: the
 * client's own work (fetch costs about 0.3 ms more a request here) runs on the same event
 * loop as the server's and is not the server's time.
 */
function httpClient(port: number, authorization: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  return (given: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      // Escaped as fetch would (a list's generated query may hold a space).
      const url = new URL(given, "http://127.0.0.1");
      const path = url.pathname + url.search;
      const request = http.get({ host: "127.0.0.1", port, path, agent, headers: { authorization } }, (response) => {
        const pieces: Buffer[] = [];
        response.on("data", (piece: Buffer) => pieces.push(piece));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(pieces).toString("utf8") }),
        );
        response.on("error", reject);
      });
      request.on("error", reject);
    });
}

/** The lists a person waits on, each with its query schema and data-layer call: the "SQL alone". */
const lists = [
  { prefix: "/purchase-orders?", route: purchaseOrderRoutes.list, run: listPurchaseOrders },
  { prefix: "/work-orders?", route: workOrderRoutes.list, run: listWorkOrders },
  { prefix: "/customers?", route: customerRoutes.list, run: listCustomers },
  { prefix: "/suppliers?", route: supplierRoutes.list, run: listSuppliers },
  { prefix: "/parts?", route: partRoutes.list, run: listParts },
] as const;

type Stats = ReturnType<typeof summary>;
/** Endpoint p95 − SQL p95 (the issue's measure), and the p95 of each request's own difference. */
function ownTime(httpMs: number[], sqlMs: number[]): { ofP95s: string; paired: string; median: string } {
  const p95 = (samples: number[]) =>
    percentile(
      [...samples].sort((a, b) => a - b),
      95,
    );
  const differences = httpMs.map((ms, index) => ms - sqlMs[index]!).sort((a, b) => a - b);
  return {
    ofP95s: (p95(httpMs) - p95(sqlMs)).toFixed(2),
    paired: percentile(differences, 95).toFixed(2),
    median: percentile(differences, 50).toFixed(2),
  };
}

/** Median µs of `work` over `times` calls (after as many unmeasured): indexes 0… warm up, `times`… are measured. */
async function microseconds(times: number, work: (index: number) => unknown): Promise<number> {
  for (let index = 0; index < times; index++) await work(index);
  const samples: number[] = [];
  for (let index = times; index < 2 * times; index++) {
    const start = performance.now();
    await work(index);
    samples.push((performance.now() - start) * 1000);
  }
  return percentile(
    samples.sort((a, b) => a - b),
    50,
  );
}

/**
 * Where an endpoint's own time goes, stage by stage, on the real answers of the timed strings
 * and lists: median µs a request of each stage, as the server runs it now (the token check with
 * its cache), and the token's signature check on every request as it was before the cache.
 */
async function requestStages(
  targets: Target[],
  listRequests: ((typeof lists)[number] & { requests: { raw: Record<string, string>; query: unknown }[] })[],
  database: Database,
): Promise<void> {
  const { createTestTokens } = await import("../server/src/test/tokens.js");
  const tokens = await createTestTokens();
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const token = await tokens.accessToken({ exp });
  // As many tokens as checks, so each is a first sight: the signature checked every time.
  const fresh = await Promise.all(Array.from({ length: 400 }, (_, n) => tokens.accessToken({ sub: `p${n}`, exp })));
  // (The verifier keeps 1,000 tokens, so none of these 400 is seen twice.)
  const tokenEveryTime = await microseconds(200, (index) => tokens.verifyToken(fresh[index]!));
  const tokenNow = await microseconds(2000, () => tokens.verifyToken(token));
  const logging = await loggingCost();
  const µs = (value: number) => value.toFixed(1);
  const rows: Record<string, Record<string, string>> = {};
  const stages = async (
    name: string,
    route: { query?: unknown; path: string; answers: Record<number, unknown> },
    raw: Record<string, string>[],
    answers: unknown[],
  ) => {
    const checkQuery = validatorCompiler({
      schema: route.query,
      method: "GET",
      url: route.path,
      httpPart: "querystring",
    } as never);
    const serialise = serializerCompiler({
      schema: route.answers[200],
      method: "GET",
      url: route.path,
      httpStatus: "200",
    } as never);
    const times = Math.max(400, answers.length * 10);
    rows[name] = {
      "token: signature every request": µs(tokenEveryTime),
      "token: as the server checks it": µs(tokenNow),
      "query check": µs(await microseconds(times, (index) => checkQuery(raw[index % raw.length]))),
      "answer check + JSON": µs(await microseconds(times, (index) => serialise(answers[index % answers.length]))),
      "two log lines": µs(logging.lines),
      "Fastify, HTTP, hooks": µs(logging.framework),
      "answer bytes (median)": String(
        percentile(
          answers.map((answer) => JSON.stringify(answer).length).sort((a, b) => a - b),
          50,
        ),
      ),
    };
  };
  for (const target of targets) {
    const route = Object.values(searchRoutes).find((entry) => `/api${entry.path}` === target.path)!;
    const strings = target.strings.slice(0, 60);
    const answers = [];
    for (const text of strings) answers.push(await target.run(database.db, text));
    await stages(
      `GET ${target.path}`,
      route,
      strings.map((searchText) => ({ searchText })),
      answers,
    );
  }
  for (const list of listRequests) {
    const sample = list.requests.slice(0, 40);
    const run = list.run as (db: Database["db"], query: unknown) => Promise<unknown>;
    const answers = [];
    for (const { query } of sample) answers.push(await run(database.db, query));
    await stages(
      `GET /api${list.route.path}`,
      list.route,
      sample.map(({ raw }) => raw),
      answers,
    );
  }
  console.log(
    "\nwhere the server's own time goes (median µs a request for each stage, measured alone in this process):",
  );
  console.table(rows);
}

/**
 * The two log lines a request writes at info (Fastify's "incoming request" and "request
 * completed", through the app's serialisers, to /dev/null) and what Fastify and Node's HTTP
 * cost beside them: an empty route answered over `inject` at info and silent, median µs.
 */
async function loggingCost(): Promise<{ lines: number; framework: number }> {
  const devNull = fs.openSync("/dev/null", "w");
  const time = async (level: string) => {
    let lines = 0;
    const stream = { write: (line: string) => void (lines++, fs.writeSync(devNull, line)) };
    const app = Fastify({ logger: { level, stream } });
    app.get("/x", async () => ({ ok: true }));
    await app.ready();
    const median = await microseconds(2000, () => app.inject({ method: "GET", url: "/x" }));
    await app.close();
    if (level === "info" && lines < 2 * 4000) throw new Error(`bench-search: ${lines} log lines, not two a request`);
    return median;
  };
  const silent = await time("silent");
  const info = await time("info");
  fs.closeSync(devNull);
  return { lines: Math.max(0, info - silent), framework: silent };
}

async function main(): Promise<void> {
  const machine = machineLine();
  const sizes = { customers: Number(args.customers), suppliers: Number(args.suppliers), parts: Number(args.parts) };
  console.log(
    `search bench: ${engine}, ${pos.toLocaleString("en-US")} POs, ${wos.toLocaleString("en-US")} WOs, ` +
      `${sizes.customers.toLocaleString("en-US")} customers, ${sizes.suppliers.toLocaleString("en-US")} suppliers, ` +
      `${sizes.parts.toLocaleString("en-US")} part revisions\n${machine}`,
  );

  const data = await openOrdersData({
    engine,
    pos,
    wos,
    ...sizes,
    asOf: "2026-03-02",
    databaseUrl: args["database-url"],
    dataDir: args["data-dir"],
    settle: !args["no-vacuum"],
  });
  const { database } = data;
  try {
    const { rows: counts } = await sql<Record<string, string>>`select (select count(*) from customer) as customers,
      (select count(*) from supplier) as suppliers, (select count(*) from part) as parts`.execute(database.db);
    console.log(
      `database: ${Object.entries(counts[0]!)
        .map(([name, n]) => `${Number(n).toLocaleString("en-US")} ${name}`)
        .join(", ")}`,
    );
    console.log(`all-visible pages (visibility map): ${await visibility(database)}`);

    const autovacuums = async () => {
      const { rows } = await sql<{
        relname: string;
        n: string;
      }>`select relname, autovacuum_count + autoanalyze_count as n
        from pg_stat_user_tables`.execute(database.db);
      return new Map(rows.map((row) => [row.relname, Number(row.n)]));
    };
    const autovacuumsBefore = await autovacuums();

    const { app, port, authorization } = await listenBenchApp(database, { hours: 4 });
    const base = `http://127.0.0.1:${port}`;
    console.log(`memory at idle (the app listening, before the warm-up): ${memoryLine()}`);
    const get = httpClient(port, authorization);
    const getApi = async (path: string) => {
      const { status, body } = await get(`/api${path}`);
      if (status !== 200) throw new Error(`${path} answered ${status}: ${body.slice(0, 300)}`);
      return JSON.parse(body) as unknown;
    };
    const viaHttp = async (path: string, text: string) =>
      (await getApi(`${path.replace(/^\/api/, "")}?searchText=${encodeURIComponent(text)}`)) as unknown[];

    // The lists' requests: bench:orders' PO and WO lists, bench:master-data's customers, suppliers and parts.
    const listPaths = [
      ...Object.entries(await orderRequestSets(database.db, 20))
        .filter(([name]) => name.includes("list"))
        .flatMap(([, paths]) => paths),
      ...Object.entries(await masterDataRequestSets(database.db, 40))
        .filter(([name]) => ["GET /customers", "GET /suppliers", "GET /parts"].includes(name))
        .flatMap(([, paths]) => paths),
    ];
    const listRequests = lists.map((list) => ({
      ...list,
      requests: listPaths
        .filter((path) => path.startsWith(list.prefix))
        .map((path) => ({
          path,
          raw: Object.fromEntries(new URLSearchParams(path.slice(list.prefix.length))),
          query: z.parse(list.route.query, Object.fromEntries(new URLSearchParams(path.slice(list.prefix.length)))),
        })),
    }));

    const palette = await paletteStrings(database);
    const targets: Target[] = [
      {
        path: "/api/search",
        label: "search (spec)",
        strings: await searchStrings(database),
        run: searchOrders,
        query: searchQuery,
        settings: searchSettings,
      },
      {
        path: "/api/search/customers",
        label: "customers",
        strings: palette.customers,
        run: searchCustomers,
        query: customersQuery,
        settings: paletteSettings,
      },
      {
        path: "/api/search/parts",
        label: "parts",
        strings: palette.parts,
        run: searchParts,
        query: partsQuery,
        settings: paletteSettings,
      },
      {
        path: "/api/search/suppliers",
        label: "suppliers",
        strings: palette.suppliers,
        run: searchSuppliers,
        query: suppliersQuery,
        settings: paletteSettings,
      },
      {
        path: "/api/search/work-orders",
        label: "work orders",
        strings: palette["work-orders"],
        run: searchWorkOrders,
        query: workOrdersQuery,
        settings: paletteSettings,
      },
    ];

    if (args.explain) {
      for (const target of targets) {
        const samples =
          target.label === "search (spec)"
            ? [target.strings[1]!, target.strings[2]!, "zzq", "aero"]
            : target.strings.slice(0, 4);
        for (const text of samples)
          console.log(
            `\nEXPLAIN (ANALYZE, BUFFERS) ${target.path} "${text}":\n${(await explain(database, target, text, true)).join("\n")}`,
          );
      }
    }
    if (args["plan-times"]) await planTimes(database, targets, "before the warm-up");

    // Warm-up: caches, pool connections.
    const hits = new Map<Target, number>();
    for (const target of targets) {
      let withResults = 0;
      for (const text of target.strings) if ((await viaHttp(target.path, text)).length > 0) withResults++;
      for (const text of target.strings) await target.run(database.db, text);
      hits.set(target, withResults);
    }
    for (const list of listRequests)
      for (const { path, query } of list.requests) {
        await getApi(path);
        await (list.run as (db: Database["db"], query: unknown) => Promise<unknown>)(database.db, query);
      }

    // The PostgreSQL backends the pool opened during the warm-up, when they run on this machine.
    const { rows: backends } = await sql<{ pid: number }>`select pid from pg_stat_activity
      where datname = current_database() and backend_type = 'client backend'
        and coalesce(host(inet_server_addr()) in ('127.0.0.1', '::1'), true)`.execute(database.db);
    const pids = database.engine === "postgresql" ? backends.map((row) => row.pid) : [];
    const repeats = Number(args.repeat);
    for (let repeat = 1; repeat <= repeats; repeat++) {
      const results: Record<string, Stats> = {};
      const own: Record<string, ReturnType<typeof ownTime>> = {};
      const ratios: string[] = [];
      const slowestLines: string[] = [];
      for (const target of targets) {
        const cpuSamples: number[] = [];
        const httpMs: number[] = [];
        const sqlMs: number[] = [];
        const slowest = new Map<string, number>();
        for (let round = 0; round < rounds; round++) {
          for (const text of target.strings) {
            const cpuBefore = cpuMs(pids);
            const [ms] = await time(() => target.run(database.db, text));
            const cpuAfter = cpuMs(pids);
            if (cpuBefore !== null && cpuAfter !== null) cpuSamples.push(cpuAfter - cpuBefore);
            sqlMs.push(ms);
            slowest.set(text, Math.min(slowest.get(text) ?? Infinity, ms));
            httpMs.push((await time(() => viaHttp(target.path, text)))[0]);
          }
        }
        const httpStats = summary(httpMs);
        const sqlStats = summary(sqlMs);
        results[`HTTP GET ${target.path}`] = httpStats;
        results[`  SQL alone (${target.run.name})`] = sqlStats;
        if (cpuSamples.length > 0) results[`  SQL alone, CPU time only (${target.label})`] = summary(cpuSamples);
        own[`GET ${target.path}`] = ownTime(httpMs, sqlMs);
        ratios.push(
          `${target.label} ${(Number(httpStats.median) / Number(sqlStats.median)).toFixed(2)}× / ${(Number(httpStats.p95) / Number(sqlStats.p95)).toFixed(2)}×`,
        );
        const worst = [...slowest].sort((a, b) => b[1] - a[1]).slice(0, 6);
        slowestLines.push(
          `  ${target.label} (${target.strings.length} strings, ${hits.get(target)} with results): ${worst.map(([text, ms]) => `"${text}" ${ms.toFixed(1)}`).join(", ")}`,
        );
      }
      const listResults: Record<string, Stats> = {};
      for (const list of listRequests) {
        const httpMs: number[] = [];
        const sqlMs: number[] = [];
        const run = list.run as (db: Database["db"], query: unknown) => Promise<unknown>;
        for (let round = 0; round < rounds; round++)
          for (const { path, query } of list.requests) {
            sqlMs.push((await time(() => run(database.db, query)))[0]);
            httpMs.push((await time(() => getApi(path)))[0]);
          }
        listResults[`HTTP GET /api${list.route.path}`] = summary(httpMs);
        listResults[`  SQL alone (${list.run.name})`] = summary(sqlMs);
        own[`GET /api${list.route.path} (${list.requests.length} requests)`] = ownTime(httpMs, sqlMs);
      }
      const of = repeats > 1 ? ` (run ${repeat} of ${repeats})` : "";
      console.log(`\n${rounds} rounds of every string, one at a time (ms)${of}:`);
      console.table(results);
      console.log(`slowest strings (best of ${rounds}, SQL alone, ms):\n${slowestLines.join("\n")}`);
      console.log(`endpoint / SQL (median / p95): ${ratios.join("; ")}`);
      console.log(`\nlists, ${rounds} rounds of every request, one at a time (ms)${of}:`);
      console.table(listResults);
      console.log(
        `\nthe server's own time per request (ms): endpoint p95 − SQL p95; the p95 and median of each request's endpoint − SQL${of}:`,
      );
      console.table(own);
      if (repeat === 1) await requestStages(targets, listRequests, database);
      console.log(`memory after run ${repeat}: ${memoryLine()}`);
    }
    if (args["plan-times"]) await planTimes(database, targets, "after the timed rounds");
    if (database.engine === "postgresql") {
      const after = await autovacuums();
      const busy = [...after].filter(([table, n]) => n > (autovacuumsBefore.get(table) ?? 0)).map(([table]) => table);
      console.log(`autovacuum or autoanalyze ran during the run on: ${busy.length > 0 ? busy.join(", ") : "no table"}`);
    }

    // Event-loop check: /healthz every 10 ms while 8 clients run global searches without pause.
    const strings = targets[0]!.strings;
    const underLoadMs = Number(args["load-seconds"]) * 1000;
    const until = performance.now() + underLoadMs;
    let searches = 0;
    const clients = Array.from({ length: 8 }, async (_, client) => {
      for (let i = client; performance.now() < until; i += 8) {
        await viaHttp("/api/search", strings[i % strings.length]!);
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
    console.log(
      `\n/healthz while 8 clients searched flat out for ${underLoadMs / 1000} s (${searches} searches, ${(searches / (underLoadMs / 1000)).toFixed(0)}/s):`,
    );
    console.table({ "GET /healthz": summary(health) });
    console.log(`memory after the bench: ${memoryLine()}`);
    await app.close();
  } finally {
    await data.close();
  }
}

await main();
