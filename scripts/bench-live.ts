#!/usr/bin/env -S npx tsx --conditions=source
/**
 * `npm run bench:live [-- --streams-postgresql 500] [--streams-pglite 100] [--rate 20] [--seconds 30] [--engines pglite,postgresql]`
 *
 * The live change feed under load (docs/api.md, "Live updates"): the real server in a child
 * process of its own (scripts/bench-server.ts, so the RSS read from /proc is the server's
 * alone; with PGlite its worker thread is in it, PostgreSQL's processes are not), on PGlite (a
 * temp data directory) and on a throwaway PostgreSQL 15. This process opens `GET /api/live`
 * streams (each as its own person: the server allows 12 a person), waits for every `hello`,
 * then one client makes `--rate` writes a second for `--seconds` (`PUT /api/customers/{id}`
 * changing Notes, with its Version, over `--customers` customers in turn, a customer's next
 * write sent once its last one answered, so none is a 409). Every stream must receive every
 * write's `change` event (matched by Key and Version): one missed is a failure, printed loudly,
 * and the exit code is 1.
 *
 * Latency per event per stream: the commit happens after the PUT is sent and before its answer
 * arrives here, so commit → event received lies between `received − answer arrived` (a lower
 * bound: the summary table's p50…max) and `received − request sent` (an upper bound: its "p99
 * from send"). Both are printed, with the writes' own round trip (the width between them); the
 * goal is met for sure when the upper bound's p99 is within it, missed when the lower bound's is
 * over. The time of receipt is when this process reads the chunk, so its own work for the other
 * streams is in it (its CPU use is printed). Server RSS: idle after start and a warm-up write
 * per customer, with the streams open, at the end of writing, and the peak while writing
 * (sampled every 10 ms); growth is over the lower of the first two.
 * Goals (docs/performance.md, "Live updates"): p99 ≤ 250 ms and RSS growth ≤ 100 MB, with 500
 * streams on PostgreSQL and 100 on PGlite, at 20 writes a second.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
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
} from "./bench-server.js";
import { summary } from "./bench-support.js";

const MiB = 1024 * 1024;
/** How many streams are opened at once (each writes its presence row as it opens). */
const OPENING_AT_ONCE = 25;
/** How long every `hello` may take to come, and every event after the last write's answer. */
const HELLO_WAIT_MS = 60_000;
const DELIVERY_WAIT_MS = 15_000;
/** The goals (issue: "Load"). */
const GOAL_P99_MS = 250;
const GOAL_GROWTH_MB = 100;

const { values: args } = parseArgs({
  options: {
    "streams-postgresql": { type: "string", default: "500" },
    "streams-pglite": { type: "string", default: "100" },
    rate: { type: "string", default: "20" },
    seconds: { type: "string", default: "30" },
    customers: { type: "string", default: "20" },
    ...benchServerOptions,
    // Internal (the server child): where to write the streams' tokens, and how many.
    "tokens-file": { type: "string" },
    viewers: { type: "string", default: "0" },
  },
});

const customerIds = (count: number) => Array.from({ length: count }, (_, n) => `LIVE${String(n).padStart(3, "0")}`);

/**
 * The server side: the real app on a fresh, migrated database with the customers written to;
 * a token for the writer (printed, as startBenchServer reads it) and one per stream, each its
 * own person (written to `--tokens-file` first). Stops on SIGTERM, ending the streams.
 */
async function serve(): Promise<void> {
  await serveBenchApp({
    databaseUrl: args["database-url"],
    dataDir: args["data-dir"] ?? os.tmpdir(),
    // Longer than any run: a stream ends when its token expires.
    hours: 6,
    seed: async (db) => {
      await db
        .insertInto("customer")
        .values(customerIds(Number(args.customers)).map((id) => ({ customer_id: id, name: `Live bench ${id}` })))
        .execute();
    },
    beforeAnnouncing: async ({ tokenFor }) => {
      const viewers: string[] = [];
      for (let n = 0; n < Number(args.viewers); n++) viewers.push(await tokenFor(`viewer-${n}`, `Viewer ${n}`));
      fs.writeFileSync(args["tokens-file"]!, JSON.stringify(viewers));
    },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => (bytes / MiB).toFixed(1);

/** The server's CPU time so far (user + system), in ms, from /proc (USER_HZ 100). */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A JSON request over `agent`: its status and parsed body. */
function requestJson(
  server: BenchServer,
  agent: http.Agent,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        method,
        path: pathname,
        agent,
        headers: {
          authorization: server.authorization,
          ...(payload && { "content-type": "application/json", "content-length": payload.length }),
        },
      },
      (res) => {
        const pieces: Buffer[] = [];
        res.on("data", (piece: Buffer) => pieces.push(piece));
        res.on("end", () => {
          const text = Buffer.concat(pieces).toString("utf8");
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: kept as text for the error message.
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** One open `GET /api/live`, read as it arrives: when each write's event came (NaN: not yet). */
interface Reader {
  hello: Promise<void>;
  received: Float64Array;
  got: number;
  duplicates: number;
  /** Change events that match no write of the bench's, and events other than hello/change. */
  unexpected: string[];
  /** Set when the server ended the stream before the bench closed it. */
  endedEarly: string | undefined;
  close(): void;
}

/**
 * Opens a stream with `authorization` over `agent` and reads it: each `change` is matched to
 * the write it reports by `writeOf` (Key and Version) and stamped with the time its chunk was read.
 */
function openReader(
  port: number,
  agent: http.Agent,
  authorization: string,
  writes: number,
  writeOf: (key: string, version: number | null) => number | undefined,
): Reader {
  let closing = false;
  let sawHello: () => void = () => {};
  let failed: (error: Error) => void = () => {};
  const reader: Reader = {
    hello: new Promise<void>((resolve, reject) => {
      sawHello = resolve;
      failed = reject;
    }),
    received: new Float64Array(writes).fill(Number.NaN),
    got: 0,
    duplicates: 0,
    unexpected: [],
    endedEarly: undefined,
    close() {
      closing = true;
      req.destroy();
    },
  };
  const handle = (block: string, at: number) => {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const name = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(line[colon + 1] === " " ? colon + 2 : colon + 1);
      if (name === "event") event = value;
      else if (name === "data") data.push(value);
    }
    if (data.length === 0 && event === "message") return; // a heartbeat
    if (event === "hello") return sawHello();
    if (event !== "change") {
      reader.unexpected.push(`${event} ${data.join("\n")}`);
      return;
    }
    const change = JSON.parse(data.join("\n")) as { Kind: string; Key: string; Version: number | null };
    const index = change.Kind === "customer" ? writeOf(change.Key, change.Version) : undefined;
    if (index === undefined) reader.unexpected.push(`change ${change.Kind} ${change.Key} v${change.Version}`);
    else if (!Number.isNaN(reader.received[index])) reader.duplicates += 1;
    else {
      reader.received[index] = at;
      reader.got += 1;
    }
  };
  // Awaited by the bench until every hello has come; a failure after that is `endedEarly`.
  reader.hello.catch(() => {});
  const req = http.get(
    { host: "127.0.0.1", port, path: "/api/live", agent, headers: { authorization, accept: "text/event-stream" } },
    (res) => {
      res.setEncoding("utf8");
      if (res.statusCode !== 200) {
        let text = "";
        res.on("data", (piece: string) => (text += piece));
        res.on("end", () => failed(new Error(`GET /api/live answered ${res.statusCode}: ${text.slice(0, 300)}`)));
        return;
      }
      let buffer = "";
      res.on("data", (piece: string) => {
        const at = performance.now();
        buffer += piece;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          handle(buffer.slice(0, end), at);
          buffer = buffer.slice(end + 2);
        }
      });
      const ended = (why: string) => {
        if (!closing && reader.endedEarly === undefined) reader.endedEarly = why;
        failed(new Error(`the stream ended before its hello (${why})`));
      };
      res.on("end", () => ended("the server ended it"));
      res.on("error", (error) => ended(error.message));
      res.on("close", () => ended("its connection closed"));
    },
  );
  req.on("error", (error) => {
    if (!closing) {
      reader.endedEarly ??= error.message;
      failed(error);
    }
  });
  return reader;
}

interface EngineResult {
  row: Record<string, string | number>;
  failures: string[];
}

async function bench(engine: string, serverArgs: string[]): Promise<EngineResult> {
  const streams = Number(engine === "PGlite" ? args["streams-pglite"] : args["streams-postgresql"]);
  const rate = Number(args.rate);
  const total = Math.round(rate * Number(args.seconds));
  const ids = customerIds(Number(args.customers));
  const tokenDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopdesk-bench-live-"));
  const tokensFile = path.join(tokenDir, "tokens.json");
  const server = await startBenchServer(fileURLToPath(import.meta.url), [
    ...serverArgs,
    "--customers",
    String(ids.length),
    "--viewers",
    String(streams),
    "--tokens-file",
    tokensFile,
  ]);
  // Every stream its own socket; the writes a few pooled keep-alive connections of their own.
  const streamAgent = new http.Agent({ keepAlive: true, maxSockets: streams });
  const writeAgent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const readers: Reader[] = [];
  const failures: string[] = [];
  try {
    const viewers = JSON.parse(fs.readFileSync(tokensFile, "utf8")) as string[];

    // Warm up (code paths, the pool, the feed): a write to each customer; its Version is where the bench starts.
    const base: number[] = [];
    for (const id of ids) {
      const read = await requestJson(server, writeAgent, "GET", `/api/customers/${id}`);
      const { Version } = read.body as { Version: number };
      const warm = await requestJson(server, writeAgent, "PUT", `/api/customers/${id}`, {
        Version,
        Notes: "Live bench: warm-up",
      });
      if (warm.status !== 200) throw new Error(`warm-up PUT ${id}: ${warm.status} ${JSON.stringify(warm.body)}`);
      base.push((warm.body as { Version: number }).Version);
    }
    const customerIndex = new Map(ids.map((id, index) => [id, index]));
    // Write n goes to customer n % K, its (floor(n / K) + 1)th write there: its Version is known before it is sent.
    const expectedVersion = (n: number) => base[n % ids.length]! + Math.floor(n / ids.length) + 1;
    const writeOf = (key: string, version: number | null) => {
      const c = customerIndex.get(key);
      if (c === undefined || version === null) return undefined;
      const round = version - base[c]! - 1;
      const n = round * ids.length + c;
      return round >= 0 && n < total ? n : undefined;
    };
    await sleep(1000);
    const idle = rssOf(server.pid);

    // The streams, OPENING_AT_ONCE at a time, each batch's hellos awaited before the next opens.
    let start = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const helloTimeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`not every hello came within ${HELLO_WAIT_MS / 1000} s`)),
        HELLO_WAIT_MS,
      );
    });
    try {
      for (let n = 0; n < streams; n += OPENING_AT_ONCE) {
        const batch = viewers
          .slice(n, n + OPENING_AT_ONCE)
          .map((token) => openReader(server.port, streamAgent, token, total, writeOf));
        readers.push(...batch);
        await Promise.race([Promise.all(batch.map((reader) => reader.hello)), helloTimeout]);
      }
    } finally {
      clearTimeout(timer);
    }
    const openSeconds = (performance.now() - start) / 1000;
    await sleep(1000);
    const open = rssOf(server.pid);

    // The writes: write n due at n / rate s; a customer's next write waits for its last answer.
    const sentAt = new Float64Array(total).fill(Number.NaN);
    const answeredAt = new Float64Array(total).fill(Number.NaN);
    /** 1 for a write answered 200 (committed): every stream must receive its event. */
    const written = new Uint8Array(total);
    const write = async (n: number) => {
      const id = ids[n % ids.length]!;
      sentAt[n] = performance.now();
      const answer = await requestJson(server, writeAgent, "PUT", `/api/customers/${id}`, {
        Version: expectedVersion(n) - 1,
        Notes: `Live bench: write ${n}`,
      });
      answeredAt[n] = performance.now();
      const version = (answer.body as { Version?: number }).Version;
      if (answer.status === 200) written[n] = 1;
      if (answer.status !== 200 || version !== expectedVersion(n)) {
        failures.push(
          `write ${n} (PUT /api/customers/${id}) answered ${answer.status}, Version ${version} (expected ${expectedVersion(n)}): ${JSON.stringify(answer.body).slice(0, 200)}`,
        );
      }
    };
    const cpuBefore = cpuMsOf(server.pid);
    const benchCpuBefore = process.cpuUsage();
    let end = 0;
    const writing = await sampled(server.pid, async () => {
      const chains = ids.map(() => Promise.resolve());
      start = performance.now();
      for (let n = 0; n < total; n++) {
        const early = start + (n * 1000) / rate - performance.now();
        if (early > 0) await sleep(early);
        const c = n % ids.length;
        chains[c] = chains[c]!.then(() => write(n));
      }
      await Promise.all(chains);
      end = rssOf(server.pid);
      return performance.now() - start;
    });
    const writeMs = writing.result;
    // The rate the writes went out at, and how far behind its time the latest one was sent (a customer's last write slow to answer).
    const sentRate = total > 1 ? ((total - 1) / (sentAt[total - 1]! - sentAt[0]!)) * 1000 : rate;
    const behindMs = Math.max(...sentAt.map((at, n) => at - (start + (n * 1000) / rate)));
    const serverCpu = (cpuMsOf(server.pid) - cpuBefore) / writeMs;
    const benchCpuUsed = process.cpuUsage(benchCpuBefore);
    const benchCpu = (benchCpuUsed.user + benchCpuUsed.system) / 1000 / writeMs;

    // Every event still on its way, until each stream has had every write's (or the wait runs out).
    const committed = [...Array(total).keys()].filter((n) => written[n] === 1);
    const deadline = performance.now() + DELIVERY_WAIT_MS;
    while (
      readers.some((reader) => reader.got < committed.length && !reader.endedEarly) &&
      performance.now() < deadline
    )
      await sleep(50);

    // The figures: per stream and committed write.
    const fromAnswer: number[] = [];
    const fromSent: number[] = [];
    const roundTrip: number[] = [];
    const missed: string[] = [];
    let missedCount = 0;
    for (const n of committed) roundTrip.push(answeredAt[n]! - sentAt[n]!);
    readers.forEach((reader, s) => {
      for (const n of committed) {
        const at = reader.received[n]!;
        if (Number.isNaN(at)) {
          missedCount += 1;
          if (missed.length < 10)
            missed.push(`stream ${s}: ${ids[n % ids.length]} v${expectedVersion(n)} (write ${n})`);
          continue;
        }
        fromAnswer.push(at - answeredAt[n]!);
        fromSent.push(at - sentAt[n]!);
      }
      if (reader.endedEarly) failures.push(`stream ${s} ended before the bench closed it: ${reader.endedEarly}`);
      if (reader.duplicates > 0) failures.push(`stream ${s} received ${reader.duplicates} events twice`);
      if (reader.unexpected.length > 0)
        failures.push(
          `stream ${s} received events of no write of the bench's: ${reader.unexpected.slice(0, 3).join("; ")}`,
        );
    });
    if (missedCount > 0)
      failures.push(
        `${missedCount} of ${committed.length * streams} events MISSED (not received within ${DELIVERY_WAIT_MS / 1000} s of the last answer): ${missed.join(", ")}${missedCount > missed.length ? ", …" : ""}`,
      );

    const expected = committed.length * streams;
    console.log(
      `\n${engine}: ${streams} streams open in ${openSeconds.toFixed(1)} s (every hello); ${committed.length} writes in ` +
        `${(writeMs / 1000).toFixed(1)} s to the last answer, sent at ${sentRate.toFixed(1)}/s (asked ${rate}/s; ` +
        `at most ${behindMs.toFixed(0)} ms behind time), ` +
        `PUT /api/customers/{id} (Notes) over ${ids.length} customers from one client; ` +
        `events received ${fromAnswer.length} of ${expected}`,
    );
    console.log(
      "commit → event received, per stream and write, ms. The commit is between the PUT sent and its answer arriving here:",
    );
    console.table([
      {
        "measured from": "the write's answer arriving (lower bound)",
        ...summary(fromAnswer.length ? fromAnswer : [NaN]),
      },
      { "measured from": "the write sent (upper bound)", ...summary(fromSent.length ? fromSent : [NaN]) },
      { "measured from": "(the write's round trip itself)", ...summary(roundTrip.length ? roundTrip : [NaN]) },
    ]);
    const low = summary(fromAnswer.length ? fromAnswer : [NaN]);
    const high = summary(fromSent.length ? fromSent : [NaN]);
    // Over the lower of idle and streams-open: the RSS falls after start as garbage is returned
    // (about 30 MB with PGlite), and over a high idle reading the growth would look smaller than it is.
    const before = Math.min(idle, open);
    const growth = end - before;
    const peakGrowth = writing.peak - before;
    console.log(
      `server RSS: idle ${mb(idle)} MB, ${streams} streams open ${mb(open)} MB (${open >= idle ? "+" : ""}${mb(open - idle)}), end of ` +
        `writing ${mb(end)} MB, peak while writing ${mb(writing.peak)} MB; over the lower of idle and open: ` +
        `growth ${mb(growth)} MB (peak ${mb(peakGrowth)} MB)\n` +
        `CPU while writing: server ${(serverCpu * 100).toFixed(0)} % of a core, this bench (the readers) ${(benchCpu * 100).toFixed(0)} %`,
    );
    const p99Verdict =
      Number(high.p99) <= GOAL_P99_MS
        ? "met"
        : Number(low.p99) > GOAL_P99_MS
          ? "NOT met"
          : "met from the answer, not from the send";
    console.log(
      `goals: p99 ≤ ${GOAL_P99_MS} ms: ${p99Verdict} (p99 ${low.p99}–${high.p99} ms); ` +
        `RSS growth ≤ ${GOAL_GROWTH_MB} MB: ${peakGrowth / MiB <= GOAL_GROWTH_MB ? "met" : "NOT met"} (peak growth ${mb(peakGrowth)} MB)`,
    );
    if (failures.length > 0) {
      console.log(`\n!!!!!!!! ${engine}: FAILED !!!!!!!!`);
      for (const failure of failures.slice(0, 20)) console.log(`!!! ${failure}`);
      if (failures.length > 20) console.log(`!!! … and ${failures.length - 20} more`);
    }
    return {
      failures: failures.map((failure) => `${engine}: ${failure}`),
      row: {
        engine,
        streams,
        "writes/s": sentRate.toFixed(1),
        events: fromAnswer.length,
        missed: missedCount,
        "p50 ms": low.median,
        "p95 ms": low.p95,
        "p99 ms": low.p99,
        "max ms": low.max,
        "p99 from send ms": high.p99,
        "RSS idle MB": mb(idle),
        "RSS open MB": mb(open),
        "RSS end MB": mb(end),
        "growth MB": mb(growth),
        "peak growth MB": mb(peakGrowth),
      },
    };
  } finally {
    for (const reader of readers) reader.close();
    streamAgent.destroy();
    writeAgent.destroy();
    await server.stop();
    fs.rmSync(tokenDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const failures: string[] = [];
  await runOnEngines(
    `live bench: ${args["streams-postgresql"]} streams on PostgreSQL, ${args["streams-pglite"]} on PGlite; ` +
      `${args.rate} writes/s for ${args.seconds} s (p50…max: commit taken as the write's answer arriving; "from send": the write sent)`,
    args.engines,
    async (engine, serverArgs) => {
      const result = await bench(engine, serverArgs);
      failures.push(...result.failures);
      return [result.row];
    },
  );
  if (failures.length > 0) {
    console.log(
      `\n!!!!!!!! FAILED: ${failures.length} problem(s), every stream must receive every write's event !!!!!!!!`,
    );
    for (const failure of failures.slice(0, 20)) console.log(`!!! ${failure}`);
    process.exitCode = 1;
  }
}

if (args.serve) await serve();
else await main();
