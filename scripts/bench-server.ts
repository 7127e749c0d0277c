/**
 * What the benches that time a real server over HTTP share: the app listening with a bench
 * user's token (`listenBenchApp`, every such bench); for bench-attachments and bench-import,
 * the server in a child process of its own, so the RSS read from /proc is the server's alone
 * (with PGlite, its worker thread is in it; PostgreSQL's processes are not), and a throwaway
 * PostgreSQL database to run it on.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
// @ts-expect-error -- a plain .mjs helper without type declarations
import { startPostgres } from "./pg-test-server.mjs";
import { machineLine } from "./bench-support.js";

/** The command-line options every such bench takes (parseArgs): the engines to run on, and the child's own. */
export const benchServerOptions = {
  engines: { type: "string", default: "pglite,postgresql" },
  // Internal: run as the server (the child process).
  serve: { type: "boolean", default: false },
  "database-url": { type: "string" },
  "data-dir": { type: "string" },
} as const;

/** A process's resident set, in bytes (Linux /proc). */
export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}

/** Samples `pid`'s RSS every 10 ms while `work` runs; answers its result and the highest RSS seen. */
export async function sampled<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 10);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, rssOf(pid)) };
  } finally {
    clearInterval(timer);
  }
}

export interface BenchServer {
  pid: number;
  port: number;
  authorization: string;
  stop(): Promise<void>;
}

/**
 * Runs `script --serve …extra` as the server: it prints one JSON line `{ port, authorization }`
 * once it listens, and stops on SIGTERM.
 */
export async function startBenchServer(script: string, extra: string[]): Promise<BenchServer> {
  const child = spawn(process.execPath, [...process.execArgv, script, "--serve", ...extra], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", resolve);
    void exited.then(() => reject(new Error("the bench server exited before it listened")));
  });
  const { port, authorization } = JSON.parse(line) as { port: number; authorization: string };
  return {
    pid: child.pid!,
    port,
    authorization,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The load average as the benches print it: "0.52, 0.61, 0.70". */
const loadLine = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");

/**
 * A bench's run: prints `title`, the machine and the load; runs `bench` on each engine that
 * `engines` names (PGlite in a temporary data directory, then a throwaway PostgreSQL), with
 * the arguments its server child takes; prints the rows they answer, then the load after.
 */
export async function runOnEngines(
  title: string,
  engines: string,
  bench: (engine: string, serverArgs: string[]) => Promise<Record<string, unknown>[]>,
): Promise<void> {
  console.log(`${title}\n${machineLine()}\nload: ${loadLine()}`);
  const rows = [];
  if (engines.split(",").includes("pglite")) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopdesk-bench-"));
    try {
      rows.push(...(await bench("PGlite", ["--data-dir", dataDir])));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (engines.split(",").includes("postgresql"))
    rows.push(...(await withBenchPostgres((url) => bench("PostgreSQL", ["--database-url", url]))));
  console.table(rows);
  console.log(`load after: ${loadLine()}`);
}

/**
 * Runs `work` while another client GETs `path` again and again, `everyMs` apart, one request at
 * a time (people at work beside it); answers `work`'s result and time, the longest any of
 * those GETs took (the last one, in flight when `work` ends, included) and how many there were.
 */
export async function whileRequesting<T>(
  server: Pick<BenchServer, "port" | "authorization">,
  path: string,
  everyMs: number,
  work: () => Promise<T>,
): Promise<{ result: T; ms: number; longestWait: number; requests: number }> {
  let done = false;
  let longestWait = 0;
  let requests = 0;
  const get = () =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const options = { host: "127.0.0.1", port: server.port, path, headers: { authorization: server.authorization } };
      const req = http.get(options, (res) => {
        const pieces: Buffer[] = [];
        res.on("data", (piece: Buffer) => pieces.push(piece));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(pieces).toString("utf8") }));
        res.on("error", reject);
      });
      req.on("error", reject);
    });
  const requesting = (async () => {
    while (!done) {
      const start = performance.now();
      const answer = await get();
      if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
      longestWait = Math.max(longestWait, performance.now() - start);
      requests += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  const start = performance.now();
  try {
    const result = await work();
    const ms = performance.now() - start;
    done = true;
    await requesting;
    return { result, ms, longestWait, requests };
  } finally {
    done = true;
    await requesting.catch(() => {});
  }
}

/**
 * A throwaway PostgreSQL 15 with a fresh `bench` database (C collation, UTF-8): its URL, the
 * server's version line, and what stops it.
 */
export async function startBenchPostgres(hint = ""): Promise<{ url: string; version: string; stop(): Promise<void> }> {
  const server = (await startPostgres()) as { url: string; version: string; stop(): Promise<void> } | null;
  if (!server) throw new Error(`no PostgreSQL to start here (see above)${hint}`);
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`create database bench template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C.UTF-8'`);
  await admin.end();
  return { url: server.url.replace(/\/postgres$/, "/bench"), version: server.version, stop: () => server.stop() };
}

/** Runs `use` with the URL of a fresh `bench` database on a throwaway PostgreSQL 15, stopped afterwards. */
export async function withBenchPostgres<T>(use: (url: string) => Promise<T>): Promise<T> {
  const server = await startBenchPostgres();
  try {
    console.log(server.version);
    return await use(server.url);
  } finally {
    await server.stop();
  }
}

/**
 * The real app listening on loopback (a free port) over `database`, and a bench user's token
 * valid for `hours`. What every bench that times requests starts with.
 */
export async function listenBenchApp(
  database: import("../server/src/db/database.js").Database,
  { hours = 1, name }: { hours?: number; name?: string } = {},
) {
  const { buildApp } = await import("../server/src/app.js");
  const { loadConfig } = await import("../server/src/config.js");
  const { createTestTokens } = await import("../server/src/test/tokens.js");
  const tokens = await createTestTokens();
  // Logged as `npm start` logs (info: a line as each request comes and one as it is answered),
  // written where nobody reads, synchronously as pino writes to stdout: the cost of logging is
  // part of every request's time.
  const devNull = fs.openSync("/dev/null", "w");
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: "info" }),
    database,
    verifyToken: tokens.verifyToken,
    logStream: { write: (line: string) => void fs.writeSync(devNull, line) },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const exp = Math.floor(Date.now() / 1000) + hours * 3600;
  /** An `Authorization` value for another person, valid as long as the bench user's. */
  const tokenFor = async (sub: string, personName?: string) =>
    `Bearer ${await tokens.accessToken({ sub, ...(personName && { name: personName }), exp })}`;
  const authorization = await tokenFor("bench", name);
  /** GETs `/api…` and answers the body; anything but 200 throws with the start of the body. */
  const get = async (path: string) => {
    const response = await fetch(`http://127.0.0.1:${port}/api${path}`, { headers: { authorization } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 300)}`);
    return body;
  };
  return { app, port, authorization, get, tokenFor };
}

/**
 * The server side of a bench: the real app on a fresh, migrated database (`databaseUrl`, or
 * PGlite in `dataDir`), with what `seed` adds; prints `{ port, authorization }` once it
 * listens (what startBenchServer reads) and stops on SIGTERM.
 */
export async function serveBenchApp({
  databaseUrl,
  dataDir,
  seed,
  hours,
  beforeAnnouncing,
}: {
  databaseUrl: string | undefined;
  dataDir: string;
  seed: (db: import("kysely").Kysely<import("../server/src/db/schema.js").Schema>) => Promise<void>;
  /** How long the tokens last (a stream ends with its token). */
  hours?: number;
  /** What the bench needs besides `{ port, authorization }` (more people's tokens), done before they are printed. */
  beforeAnnouncing?: (app: Awaited<ReturnType<typeof listenBenchApp>>) => Promise<void>;
}): Promise<void> {
  const { openDatabase } = await import("../server/src/db/database.js");
  const { migrateToLatest } = await import("../server/src/db/migrate.js");
  const database = await openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(database.db);
  await seed(database.db);
  const listening = await listenBenchApp(database, { name: "Bench", hours });
  await beforeAnnouncing?.(listening);
  const { app, port, authorization } = listening;
  console.log(JSON.stringify({ port, authorization }));
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop());
}
