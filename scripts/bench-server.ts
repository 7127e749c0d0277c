/**
 * What the benches that time a real server over HTTP share (bench-attachments, bench-import):
 * the server in a child process of its own, so the RSS read from /proc is the server's alone
 * (with PGlite, its worker thread is in it; PostgreSQL's processes are not), and a throwaway
 * PostgreSQL database to run it on.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createInterface } from "node:readline";
import pg from "pg";
// @ts-expect-error -- a plain .mjs helper without type declarations
import { startPostgres } from "./pg-test-server.mjs";

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

/** Runs `use` with the URL of a fresh `bench` database on a throwaway PostgreSQL 15, stopped afterwards. */
export async function withBenchPostgres<T>(use: (url: string) => Promise<T>): Promise<T> {
  const server = (await startPostgres()) as { url: string; version: string; stop(): Promise<void> } | null;
  if (!server) throw new Error("no PostgreSQL to start here (see above)");
  try {
    console.log(server.version);
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`create database bench template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C.UTF-8'`);
    await admin.end();
    return await use(server.url.replace(/\/postgres$/, "/bench"));
  } finally {
    await server.stop();
  }
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
}: {
  databaseUrl: string | undefined;
  dataDir: string;
  seed: (db: import("kysely").Kysely<import("../server/src/db/schema.js").Schema>) => Promise<void>;
}): Promise<void> {
  const { buildApp } = await import("../server/src/app.js");
  const { loadConfig } = await import("../server/src/config.js");
  const { openDatabase } = await import("../server/src/db/database.js");
  const { migrateToLatest } = await import("../server/src/db/migrate.js");
  const { createTestTokens } = await import("../server/src/test/tokens.js");
  const database = await openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(database.db);
  await seed(database.db);
  const tokens = await createTestTokens();
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: "silent" }),
    database,
    verifyToken: tokens.verifyToken,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const authorization = `Bearer ${await tokens.accessToken({ sub: "bench", name: "Bench", exp: Math.floor(Date.now() / 1000) + 3600 })}`;
  console.log(JSON.stringify({ port, authorization }));
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop());
}
