#!/usr/bin/env -S npx tsx --conditions=source
/**
 * `npm run bench:attachments [-- --mb 100] [--engines pglite,postgresql] [--slow-mbps 10]`
 *
 * Uploads one file of `--mb` MB (1 MB = 1,048,576 bytes) as an attachment and downloads it
 * again through its single-use link, over HTTP on loopback, on PGlite (a temp data directory)
 * and on a throwaway PostgreSQL 15 (scripts/pg-test-server.mjs). The server runs in a child
 * process of its own, so the RSS sampled every 10 ms from /proc is the server's alone (with
 * PGlite, its worker thread is in it; PostgreSQL's processes are not). Prints MB/s, the
 * server's peak RSS growth over its RSS before the upload; then uploads another file as a slow
 * client would, at `--slow-mbps` MB/s, while it asks for a customer every 20 ms, and prints the
 * longest of those answers (how long an upload keeps other requests waiting).
 * Goals (docs/performance.md, "Attachments"): ≥ 50 MB/s on PostgreSQL, ≥ 20 MB/s on PGlite,
 * RSS growth < 64 MB.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  benchServerOptions,
  rssOf,
  runOnEngines,
  sampled,
  serveBenchApp,
  startBenchServer,
  whileRequesting,
} from "./bench-server.js";

const MiB = 1024 * 1024;
const { values: args } = parseArgs({
  options: {
    mb: { type: "string", default: "100" },
    "slow-mbps": { type: "string", default: "10" },
    ...benchServerOptions,
  },
});

/** The server side: the real app on a fresh database, one customer to attach to; prints its port and a token. */
const serve = () =>
  serveBenchApp({
    databaseUrl: args["database-url"],
    dataDir: args["data-dir"] ?? os.tmpdir(),
    seed: async (db) => {
      await db.insertInto("customer").values({ customer_id: "BENCH", name: "Bench Inc." }).execute();
    },
  });

/** `count` distinct 1 MiB blocks (a counter and the file's `variant` in each), made one at a time as the upload asks. */
function* blocks(count: number, variant: number): Generator<Buffer> {
  const base = Buffer.alloc(MiB);
  for (let i = 0; i < base.length; i += 4) base.writeUInt32LE((i * 2654435761) >>> 0, i);
  for (let index = 0; index < count; index++) {
    const block = Buffer.from(base);
    block.writeUInt32LE(index, 0);
    block.writeUInt32LE(variant, 4);
    yield block;
  }
}

function request(port: number, options: http.RequestOptions, send?: (req: http.ClientRequest) => Promise<void>) {
  return new Promise<{ status: number; body: Buffer; hash: string; bytes: number }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, ...options }, (res) => {
      const hash = createHash("sha256");
      let bytes = 0;
      const kept: Buffer[] = [];
      res.on("data", (data: Buffer) => {
        hash.update(data);
        bytes += data.length;
        // Only small (JSON) answers are kept; a download is hashed and counted.
        if (bytes < 64 * 1024) kept.push(data);
      });
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(kept), hash: hash.digest("hex"), bytes }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    if (send) send(req).then(() => req.end(), reject);
    else req.end();
  });
}

/**
 * Uploads a file of `megabytes` MB, at most `mbps` MB/s when given; another `variant` makes
 * other bytes (a new blob, not one stored already).
 */
async function uploadFile(port: number, authorization: string, megabytes: number, variant = 0, mbps?: number) {
  const hash = createHash("sha256");
  const answer = await request(
    port,
    {
      method: "POST",
      path: `/api/customers/BENCH/attachments?fileName=bench-${megabytes}mb.bin&kind=Other`,
      headers: { authorization, "content-type": "application/octet-stream", "content-length": megabytes * MiB },
    },
    async (req) => {
      const start = performance.now();
      let sent = 0;
      for (const block of blocks(megabytes, variant)) {
        hash.update(block);
        if (!req.write(block)) await new Promise((resolve) => req.once("drain", resolve));
        sent += 1;
        const early = mbps ? start + (sent / mbps) * 1000 - performance.now() : 0;
        if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
      }
    },
  );
  if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${answer.body.toString()}`);
  const attachment = JSON.parse(answer.body.toString()) as { Id: number; Sha256: string };
  if (attachment.Sha256 !== hash.digest("hex")) throw new Error("the server's SHA-256 is not the file's");
  return attachment;
}

async function downloadFile(port: number, authorization: string, attachment: { Id: number; Sha256: string }) {
  const link = await request(port, {
    method: "POST",
    path: `/api/attachments/${attachment.Id}/link`,
    headers: { authorization },
  });
  if (link.status !== 201) throw new Error(`link answered ${link.status}: ${link.body.toString()}`);
  const { Url } = JSON.parse(link.body.toString()) as { Url: string };
  const file = await request(port, { method: "GET", path: Url });
  if (file.status !== 200 || file.hash !== attachment.Sha256)
    throw new Error(`download answered ${file.status}, or other bytes`);
  return file.bytes;
}

const startServer = (extra: string[]) => startBenchServer(fileURLToPath(import.meta.url), extra);

const mbps = (bytes: number, ms: number) => (bytes / MiB / (ms / 1000)).toFixed(1);
const mb = (bytes: number) => (bytes / MiB).toFixed(1);

async function bench(engine: string, extra: string[], megabytes: number) {
  const server = await startServer(extra);
  try {
    // Warm up: code paths, the pool, the first link.
    await downloadFile(server.port, server.authorization, await uploadFile(server.port, server.authorization, 1));
    const before = rssOf(server.pid);
    let start = performance.now();
    const upload = await sampled(server.pid, () => uploadFile(server.port, server.authorization, megabytes));
    const uploadMs = performance.now() - start;
    // A third file, new bytes again, from a slow client while the customer is asked for (apart,
    // so the figures above are the fast upload's alone).
    const slowMbps = Number(args["slow-mbps"]);
    // The bench's customer asked for every 20 ms.
    const probe = await whileRequesting(server, "/api/customers/BENCH", 20, () =>
      uploadFile(server.port, server.authorization, megabytes, 1, slowMbps),
    );
    const between = rssOf(server.pid);
    start = performance.now();
    const download = await sampled(server.pid, () => downloadFile(server.port, server.authorization, upload.result));
    const downloadMs = performance.now() - start;
    return {
      engine,
      "upload MB/s": mbps(megabytes * MiB, uploadMs),
      "upload s": (uploadMs / 1000).toFixed(2),
      "download MB/s": mbps(download.result, downloadMs),
      "download s": (downloadMs / 1000).toFixed(2),
      "RSS before MB": mb(before),
      "peak growth, upload MB": mb(upload.peak - before),
      "peak growth, download MB": mb(download.peak - between),
      [`longest GET during a ${slowMbps} MB/s upload ms`]: probe.longestWait.toFixed(0),
    };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const megabytes = Number(args.mb);
  await runOnEngines(
    `attachments bench: one ${megabytes} MB file up and down`,
    args.engines,
    async (engine, serverArgs) => [await bench(engine, serverArgs, megabytes)],
  );
}

if (args.serve) await serve();
else await main();
