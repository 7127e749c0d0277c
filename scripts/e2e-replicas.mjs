#!/usr/bin/env node
// The e2e suite's third server: two Shopdesk processes on one PostgreSQL behind a round-robin
// proxy, as production runs replicas (docs/testing.md, "Two people, two processes"), for what must work across
// processes: a change made through one reaches a browser whose stream is on the other, and
// presence is the same on both.
//
// A browser context may pin itself to one replica with the header `X-Replica: a` or `b`
// (Playwright's extraHTTPHeaders), so a journey can put Dana's stream on one process and
// Marcus's writes on the other; without it, requests alternate. Sign-in works on either: both
// share PUBLIC_URL (the proxy) as the issuer and the signing key in DATA_DIR; a pinned context
// signs in on its own replica, since the built-in provider keeps its sessions in memory.
// Stops everything on SIGTERM, as Playwright's webServer asks.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createServer, request as forward } from "node:http";
import { freePort } from "./free-port.mjs";
import { startPostgres } from "./pg-test-server.mjs";
import { run } from "./run.mjs";

const port = Number(process.env.PORT);
const postgres = await startPostgres();
if (!postgres) process.exit(1);
// SHOPDESK_TEST_CLOCK: e2e/alerts.spec.ts moves each process's alert clock (docs/testing.md, "Alerts").
const env = { ...process.env, DATABASE_URL: postgres.url, SHOPDESK_TEST_CLOCK: "1" };

const children = [];
async function startReplica(name) {
  const replicaPort = await freePort();
  const child = spawn("node", ["server/dist/main.js"], {
    env: { ...env, PORT: String(replicaPort) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  child.once("exit", (code, signal) => {
    if (!stopping) {
      console.error(`replica ${name} stopped (${signal ?? code})`);
      void stop(1);
    }
  });
  const url = `http://127.0.0.1:${replicaPort}`;
  for (;;) {
    const ready = await fetch(`${url}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { name, port: replicaPort };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let stopping = false;
async function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(children.map((child) => child.exitCode ?? new Promise((resolve) => child.once("exit", resolve))));
  await postgres.stop();
  process.exit(code);
}
process.once("SIGTERM", () => void stop());
process.once("SIGINT", () => void stop());

// The demo data is seeded into an embedded database and moved into PostgreSQL with `npm run
// move-to-postgresql`'s command, so every run proves a moved shop works (docs/database.md,
// "Backups and moving"); then both replicas start on it.
const embedded = fs.mkdtempSync(path.join(os.tmpdir(), "shopdesk-e2e-moved-"));
const embeddedEnv = { ...env, DATA_DIR: embedded };
const seeded = await run("node", ["server/dist/seed/cli.js", "--customers", "8", "--pos", "20", "--wos", "20"], {
  env: { ...embeddedEnv, DATABASE_URL: "" },
});
const moved =
  seeded === 0 ? await run("node", ["server/dist/backups/cli.js", "move-to-postgresql"], { env: embeddedEnv }) : seeded;
fs.rmSync(embedded, { recursive: true, force: true });
if (moved !== 0) await stop(moved);
const a = await startReplica("a");
const b = await startReplica("b");
const replicas = { a, b };

// `POST /__proxy/cut?replica=a` drops the streams open through replica a and refuses new ones,
// as a network cut or a load balancer's restart would; `POST /__proxy/restore` ends that.
const cut = new Set();
const open = new Map([
  ["a", new Set()],
  ["b", new Set()],
]);
function control(incoming, outgoing) {
  const url = new URL(incoming.url, "http://proxy");
  const name = url.searchParams.get("replica") ?? "";
  if (url.pathname === "/__proxy/cut" && open.has(name)) {
    cut.add(name);
    for (const stream of open.get(name)) stream.destroy();
  } else if (url.pathname === "/__proxy/restore") cut.clear();
  else return outgoing.writeHead(404).end();
  outgoing.writeHead(204).end();
}

let turn = 0;
const proxy = createServer((incoming, outgoing) => {
  if (incoming.url.startsWith("/__proxy/")) return control(incoming, outgoing);
  const pinned = replicas[String(incoming.headers["x-replica"] ?? "")];
  const replica = pinned ?? [a, b][turn++ % 2];
  const isStream = incoming.url.startsWith("/api/live");
  if (isStream && cut.has(replica.name)) return outgoing.writeHead(503, { "retry-after": "1" }).end();
  if (isStream) {
    open.get(replica.name).add(outgoing);
    outgoing.once("close", () => open.get(replica.name).delete(outgoing));
  }
  const upstream = forward(
    { host: "127.0.0.1", port: replica.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-served-by": replica.name });
      // Streams pass through as they come: nothing is buffered (docs/api.md, "Behind a load balancer or proxy").
      outgoing.flushHeaders();
      answer.pipe(outgoing);
    },
  );
  upstream.on("error", () => outgoing.destroy());
  outgoing.on("close", () => upstream.destroy());
  incoming.pipe(upstream);
});
proxy.listen(port, () => console.log(`replicas: a on ${a.port}, b on ${b.port}, the proxy on ${port}`));
