#!/usr/bin/env -S npx tsx --conditions=source
/**
 * `npm run bench:import [-- --parts 50000] [--engines pglite,postgresql]`
 *
 * Imports a parts file of `--parts` part revisions with three price breaks each (the shape of
 * the template, UTF-8, comma) through the real server over HTTP on loopback: the preview, then
 * the import itself, on PGlite (a temp data directory) and on a throwaway PostgreSQL 15. Prints
 * each step's time and the server's peak RSS growth over its RSS before the preview (the server
 * runs in a child process; scripts/bench-server.ts). Then previews the same file again (every
 * part unchanged) and exports the parts.
 * Goals (docs/performance.md, "Import"): the import ≤ 60 s on PostgreSQL, ≤ 120 s on PGlite,
 * RSS growth < 200 MB.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { benchServerOptions, rssOf, sampled, serveBenchApp, startBenchServer, withBenchPostgres } from "./bench-server.js";
import { machineLine } from "./bench-support.js";

const MiB = 1024 * 1024;
const CUSTOMERS = 200;
const { values: args } = parseArgs({
  options: {
    parts: { type: "string", default: "50000" },
    ...benchServerOptions,
  },
});

/** The server side: the real app on a fresh database with the customers the parts belong to. */
const serve = () =>
  serveBenchApp({
    databaseUrl: args["database-url"],
    dataDir: args["data-dir"] ?? os.tmpdir(),
    seed: (db) =>
      db
        .insertInto("customer")
        .values(Array.from({ length: CUSTOMERS }, (_, n) => ({ customer_id: `C${n}`, name: `Customer ${n}` })))
        .execute()
        .then(() => undefined),
  });

/** `count` part revisions, three breaks each, as a spreadsheet would export them. */
function partsFile(count: number, prefix = "BP"): Buffer {
  const header = "Part number,Revision,Description,Customer id,Material,Unit of measure,Lot charge,Break 1 quantity,Break 1 price,Break 2 quantity,Break 2 price,Break 3 quantity,Break 3 price";
  const lines = [header];
  for (let n = 0; n < count; n++) {
    const price = 10 + (n % 90);
    lines.push(`${prefix}-${String(n).padStart(6, "0")},A,"Bench part ${n}, machined",C${n % CUSTOMERS},6061-T6,EA,$45.00,1,$${price}.50,100,"$${price - 1}.25",1000,${price - 2}.0000`);
  }
  return Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8");
}

function post(port: number, pathAndQuery: string, authorization: string, body?: Buffer) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method: body ? "POST" : "GET", path: pathAndQuery, headers: { authorization, ...(body ? { "content-type": "text/csv", "content-length": body.length } : {}) } },
      (res) => {
        const pieces: Buffer[] = [];
        res.on("data", (piece: Buffer) => pieces.push(piece));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(pieces).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const mb = (bytes: number) => (bytes / MiB).toFixed(1);

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
}

async function bench(engine: string, extra: string[], file: Buffer, count: number) {
  const server = await startBenchServer(fileURLToPath(import.meta.url), extra);
  const { port, authorization } = server;
  const query = new URLSearchParams({ fileName: "bench-parts.csv" });
  try {
    // Warm up on a small file: code paths, the pool.
    const small = partsFile(10, "WARM");
    const warm = JSON.parse((await post(port, `/api/imports/parts/preview?${query}`, authorization, small)).text) as { Fingerprint: string };
    await post(port, `/api/imports/parts?${query}&fingerprint=${encodeURIComponent(warm.Fingerprint)}`, authorization, small);

    const before = rssOf(server.pid);
    const previewed = await sampled(server.pid, () => timed(() => post(port, `/api/imports/parts/preview?${query}`, authorization, file)));
    const preview = JSON.parse(previewed.result.result.text) as { Create: number; Update: number; Unchanged: number; ProblemCount: number; Fingerprint: string };
    if (previewed.result.result.status !== 200 || preview.ProblemCount > 0) throw new Error(`preview: ${previewed.result.result.text.slice(0, 500)}`);
    const run = `/api/imports/parts?${query}&fingerprint=${encodeURIComponent(preview.Fingerprint)}`;
    const imported = await sampled(server.pid, () => timed(() => post(port, run, authorization, file)));
    const last = JSON.parse(imported.result.result.text.trim().split("\n").at(-1)!) as { Result?: { Created: number; Unchanged: number } };
    if (imported.result.result.status !== 200 || !last.Result) throw new Error(`import: ${imported.result.result.text.slice(-500)}`);
    const again = await timed(() => post(port, `/api/imports/parts/preview?${query}`, authorization, file));
    const unchanged = (JSON.parse(again.result.text) as { Unchanged: number }).Unchanged;
    const exported = await timed(() => post(port, "/api/exports/parts.csv", authorization));
    return {
      engine,
      created: last.Result.Created,
      "preview s": seconds(previewed.result.ms),
      "import s": seconds(imported.result.ms),
      "parts/s": Math.round(count / (imported.result.ms / 1000)),
      "peak RSS growth MB": mb(Math.max(previewed.peak, imported.peak) - before),
      "re-preview (unchanged) s": `${seconds(again.ms)} (${unchanged})`,
      "export s": `${seconds(exported.ms)} (${mb(exported.result.text.length)} MB)`,
    };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const count = Number(args.parts);
  const engines = args.engines.split(",");
  const file = partsFile(count);
  console.log(`import bench: ${count} parts × 3 price breaks (${mb(file.length)} MB)\n${machineLine()}\nload: ${os.loadavg().map((load) => load.toFixed(2)).join(", ")}`);
  const rows = [];
  if (engines.includes("pglite")) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopdesk-bench-import-"));
    try {
      rows.push(await bench("PGlite", ["--data-dir", dataDir], file, count));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (engines.includes("postgresql")) rows.push(await withBenchPostgres((url) => bench("PostgreSQL", ["--database-url", url], file, count)));
  console.table(rows);
  console.log(`load after: ${os.loadavg().map((load) => load.toFixed(2)).join(", ")}`);
}

if (args.serve) await serve();
else await main();
