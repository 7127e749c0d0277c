#!/usr/bin/env node
// A throwaway PostgreSQL for tests: initdb in a temp directory, a server on a free loopback
// port tuned for speed over durability, removed again by stop(). As a CLI it runs until
// Ctrl-C: `node scripts/pg-test-server.mjs`.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { freePort } from "./free-port.mjs";

const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

/** The directories searched, in order of preference: PG_BIN, then PostgreSQL 15, then newest first. */
export function postgresCandidates() {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => (a === "15" ? -1 : b === "15" ? 1 : Number(b) - Number(a)))
    : [];
  const dirs = versions.map((version) => path.join(root, version, "bin"));
  return process.env.PG_BIN ? [process.env.PG_BIN, ...dirs] : dirs.length > 0 ? dirs : [`${root}/*/bin`];
}

/** `{ bin }` of the first usable installation, or `{ reason }` saying why there is none. */
export function findPostgres() {
  const candidates = postgresCandidates();
  const bin = candidates.find((dir) => ["initdb", "postgres"].every((tool) => fs.existsSync(path.join(dir, tool))));
  if (!bin) return { reason: `no PostgreSQL binaries found (looked in ${candidates.join(", ")})` };
  return { bin };
}

/** initdb and postgres refuse to run as root, so as root they run as the `postgres` user. */
function runAs() {
  if (process.getuid?.() !== 0) return {};
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    return { reason: "running as root, and there is no `postgres` user to run PostgreSQL as" };
  }
}

/**
 * Starts a fresh PostgreSQL. Resolves with `{ url, version, stop() }`, or with null (after
 * printing why) when this machine has no PostgreSQL to start.
 */
export async function startPostgres() {
  const found = findPostgres();
  const user = runAs();
  const reason = found.reason ?? user.reason;
  if (reason) {
    console.log(`PostgreSQL not started: ${reason}`);
    return null;
  }
  const { bin } = found;
  const owner = user.uid === undefined ? {} : { uid: user.uid, gid: user.gid };

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shopdesk-pg-"));
  const dataDir = path.join(dir, "data");
  if (owner.uid !== undefined) fs.chownSync(dir, owner.uid, owner.gid);
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });

  try {
    execFileSync(
      path.join(bin, "initdb"),
      ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"],
      { ...owner, stdio: "pipe", env: { ...process.env, LC_ALL: "C" } },
    );
  } catch (error) {
    removeDir();
    throw new Error(`initdb failed: ${error.stderr?.toString() || error.message}`);
  }

  const port = await freePort();
  const settings = {
    listen_addresses: "127.0.0.1",
    port: String(port),
    unix_socket_directories: dir,
    // Tests need speed, not crash safety: the whole directory is deleted afterwards.
    fsync: "off",
    synchronous_commit: "off",
    full_page_writes: "off",
    max_connections: "200",
  };
  const args = ["-D", dataDir, ...Object.entries(settings).flatMap(([key, value]) => ["-c", `${key}=${value}`])];
  const server = spawn(path.join(bin, "postgres"), args, { ...owner, stdio: ["ignore", "pipe", "pipe"] });

  let log = "";
  const keep = (data) => {
    // Always drained, so a chatty server never blocks on a full pipe; only the tail is kept.
    log = (log + data.toString()).slice(-20_000);
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);
  const exited = new Promise((resolve) => server.once("exit", resolve));

  // If this process dies without calling stop(), the server must not outlive it.
  const killOnExit = () => {
    server.kill("SIGKILL");
    removeDir();
  };
  process.once("exit", killOnExit);

  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      process.off("exit", killOnExit);
      if (server.exitCode === null && server.signalCode === null) {
        server.kill("SIGINT"); // "fast" shutdown: roll back sessions and stop.
        const timer = setTimeout(() => server.kill("SIGKILL"), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      removeDir();
    })());

  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("PostgreSQL did not become ready in time")), READY_TIMEOUT_MS);
      const check = () => {
        if (log.includes("database system is ready to accept connections")) {
          clearTimeout(timer);
          resolve();
        }
      };
      server.stderr.on("data", check);
      server.stdout.on("data", check);
      exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`postgres exited with ${code}`));
      });
    });
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${log}`);
  }

  const version = execFileSync(path.join(bin, "postgres"), ["--version"], { encoding: "utf8" }).trim();
  return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, version, bin, stop };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const server = await startPostgres();
  if (!server) process.exit(1);
  console.log(
    `${server.version} is running.\n  TEST_DATABASE_URL=${server.url}\nCtrl-C stops it and deletes its data.`,
  );
  const shutdown = async () => {
    await server.stop();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}
