#!/usr/bin/env -S npx tsx --conditions=source
/**
 * `npm run bench:import [-- --parts 50000] [--engines pglite,postgresql]`
 *
 * Imports a parts file of `--parts` part revisions with three price breaks each (the shape of
 * the template, UTF-8, comma) through the real server over HTTP on loopback, on PGlite (a temp
 * data directory) and on a throwaway PostgreSQL 15: the create file (preview, import), then an
 * update file (the same parts, the price column changed: preview, import), then the update
 * file previewed again (every part unchanged) and the parts export. While each step runs,
 * another client GETs the part list every 100 ms: the longest of those requests is how long
 * the shop waited for the import. Prints each step's time, that longest wait and the server's
 * peak RSS growth over its RSS before the first preview (the server runs in a child process;
 * scripts/bench-server.ts).
 * Goals (docs/performance.md, "Import"): the update file's import ≤ 30 s on both engines; no
 * request waits more than 5 s on PGlite, nor for the import on PostgreSQL; RSS growth < 200 MB.
 */
import http from "node:http";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  type BenchServer,
  benchServerOptions,
  rssOf,
  runOnEngines,
  sampled,
  serveBenchApp,
  startBenchServer,
  whileRequesting,
} from "./bench-server.js";

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

/**
 * `count` part revisions, three breaks each, as a spreadsheet would export them; `raise` is
 * added to the first break's price (the update file: the price column changed).
 */
function partsFile(count: number, prefix = "BP", raise = 0): Buffer {
  const header =
    "Part number,Revision,Description,Customer id,Material,Unit of measure,Lot charge,Break 1 quantity,Break 1 price,Break 2 quantity,Break 2 price,Break 3 quantity,Break 3 price";
  const lines = [header];
  for (let n = 0; n < count; n++) {
    const price = 10 + (n % 90);
    lines.push(
      `${prefix}-${String(n).padStart(6, "0")},A,"Bench part ${n}, machined",C${n % CUSTOMERS},6061-T6,EA,$45.00,1,$${price + raise}.50,100,"$${price - 1}.25",1000,${price - 2}.0000`,
    );
  }
  return Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8");
}

function request(port: number, pathAndQuery: string, authorization: string, body?: Buffer) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: body ? "POST" : "GET",
        path: pathAndQuery,
        headers: { authorization, ...(body ? { "content-type": "text/csv", "content-length": body.length } : {}) },
      },
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

/** The pause between two GETs of the part list: several people at work beside the import, not a flood that takes the server's time from it. */
const LIST_EVERY_MS = 100;

/** Runs `work` while another client GETs the part list (people opening it while the import runs). */
const whileListing = <T>(server: BenchServer, work: () => Promise<T>) =>
  whileRequesting(server, "/api/parts?limit=50", LIST_EVERY_MS, work);

interface Preview {
  Create: number;
  Update: number;
  Unchanged: number;
  ProblemCount: number;
  Fingerprint: string;
}

async function bench(engine: string, extra: string[], count: number) {
  const server = await startBenchServer(fileURLToPath(import.meta.url), extra);
  const { port, authorization } = server;
  const query = new URLSearchParams({ fileName: "bench-parts.csv" });
  const preview = (file: Buffer) => request(port, `/api/imports/parts/preview?${query}`, authorization, file);
  const rows: Record<string, string | number>[] = [];
  try {
    // Warm up on a small file: code paths, the pool.
    const small = partsFile(10, "WARM");
    const warm = JSON.parse((await preview(small)).text) as Preview;
    await request(
      port,
      `/api/imports/parts?${query}&fingerprint=${encodeURIComponent(warm.Fingerprint)}`,
      authorization,
      small,
    );

    const before = rssOf(server.pid);
    // The step's time and longest wait, and the server's peak RSS meanwhile.
    const measure = async <T>(work: () => Promise<T>) => {
      const { result, peak } = await sampled(server.pid, () => whileListing(server, work));
      return { ...result, peak };
    };
    for (const [step, file] of [
      ["create", partsFile(count)],
      ["update", partsFile(count, "BP", 1)],
    ] as const) {
      const previewed = await measure(() => preview(file));
      const planned = JSON.parse(previewed.result.text) as Preview;
      if (previewed.result.status !== 200 || planned.ProblemCount > 0)
        throw new Error(`preview: ${previewed.result.text.slice(0, 500)}`);
      const run = `/api/imports/parts?${query}&fingerprint=${encodeURIComponent(planned.Fingerprint)}`;
      const imported = await measure(() => request(port, run, authorization, file));
      const last = JSON.parse(imported.result.text.trim().split("\n").at(-1)!) as {
        Result?: { Created: number; Updated: number };
      };
      if (imported.result.status !== 200 || !last.Result)
        throw new Error(`import: ${imported.result.text.slice(-500)}`);
      rows.push({
        engine,
        file: `${step} (${mb(file.length)} MB)`,
        "preview s": seconds(previewed.ms),
        "longest wait in preview s": seconds(previewed.longestWait),
        "import s": seconds(imported.ms),
        written: step === "create" ? last.Result.Created : last.Result.Updated,
        "longest wait in import s": seconds(imported.longestWait),
        "list GETs": previewed.requests + imported.requests,
        "peak RSS growth MB": mb(Math.max(previewed.peak, imported.peak) - before),
      });
    }
    const again = await whileListing(server, () => preview(partsFile(count, "BP", 1)));
    const unchanged = (JSON.parse(again.result.text) as Preview).Unchanged;
    const exported = await whileListing(server, () => request(port, "/api/exports/parts.csv", authorization));
    console.log(
      `${engine}: re-preview (all unchanged) ${seconds(again.ms)} s (${unchanged}), longest wait ${seconds(again.longestWait)} s; ` +
        `export ${seconds(exported.ms)} s (${mb(exported.result.text.length)} MB), longest wait ${seconds(exported.longestWait)} s`,
    );
    return rows;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const count = Number(args.parts);
  await runOnEngines(`import bench: ${count} parts × 3 price breaks`, args.engines, (engine, serverArgs) =>
    bench(engine, serverArgs, count),
  );
}

if (args.serve) await serve();
else await main();
