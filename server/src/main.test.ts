import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/database.js";
import { migrations } from "./db/migrations/index.js";
import { type TestStorage, createTestStorage, testEngine } from "./test/database.js";

const mainFile = fileURLToPath(new URL("./main.ts", import.meta.url));
const serverDir = fileURLToPath(new URL("..", import.meta.url));

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
}

// Every process a test starts, so none outlives a failing test.
const started = new Set<ChildProcess>();

/** Starts `src/main.ts` as its own process, the way `npm run dev` does. */
function spawnServer(env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", mainFile], {
    cwd: serverDir,
    env: { ...process.env, PORT: "0", LOG_LEVEL: "info", APP_DIST_DIR: "/nonexistent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  return child;
}

function collect(child: ChildProcess): () => string {
  let text = "";
  child.stdout?.on("data", (data: Buffer) => (text += data.toString()));
  child.stderr?.on("data", (data: Buffer) => (text += data.toString()));
  return () => text;
}

function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawnServer(env);
  const output = collect(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", () => {
      const match = /Shopdesk is running at (http:\/\/localhost:\d+)/.exec(output());
      if (match?.[1]) resolve({ child, url: match[1], output });
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code} before listening:\n${output()}`)));
  });
}

/** The exit code, or "still running" after a while (it is then killed). */
function exitOf(child: ChildProcess, waitMs = 20_000): Promise<number | null | "still running"> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve("still running");
    }, waitMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

// Each test starts real server processes (PGlite boot, migrations, first-start seed): on a
// busy 2-core CI machine that alone can take most of a minute.
const PROCESS_TEST_TIMEOUT = 180_000;

describe(`the server process (${testEngine})`, () => {
  let storage: TestStorage;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    storage = await createTestStorage();
    env = { DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl ?? "" };
  });
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await Promise.all([...started].map((child) => exitOf(child)));
    await storage?.remove();
  });

  it("refuses bad configuration with a clear message and exit code 1", async () => {
    const child = spawnServer({ ...env, PORT: "eighty" });
    const output = collect(child);
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain("Invalid configuration");
    expect(output()).toMatch(/PORT: /);
  });

  it(
    "migrates on start, stops cleanly on SIGTERM, and starts again on the same data",
    async () => {
      const first = await startServer(env);
      expect(await (await fetch(`${first.url}/readyz`)).json()).toEqual({ status: "ready" });
      expect(first.output()).toContain(`"applied":${JSON.stringify(Object.keys(migrations))}`);

      if (testEngine === "pglite") {
        const second = spawnServer(env);
        const secondOutput = collect(second);
        expect(await exitOf(second, 10_000)).toBe(1);
        expect(secondOutput()).toContain(`The data directory ${storage.dataDir} is in use`);
        expect(secondOutput()).toContain(`(PID ${first.child.pid})`);
        // The refused process must not have disturbed the running one.
        expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
      }

      first.child.kill("SIGTERM");
      expect(await exitOf(first.child)).toBe(0);
      expect(first.output()).toContain("stopped cleanly");
      expect(fs.existsSync(`${storage.dataDir}/shopdesk.lock`)).toBe(false);

      // A row written between runs must survive the next run and its shutdown.
      const between = await openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
      await between.db.insertInto("client_error").values({ error: "written between runs" }).execute();
      await between.close();

      const again = await startServer(env);
      expect(again.output()).toContain('"applied":[]');
      expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
      again.child.kill("SIGTERM");
      expect(await exitOf(again.child)).toBe(0);

      const after = await openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
      try {
        const rows = await after.db.selectFrom("client_error").select("error").execute();
        expect(rows).toEqual([{ error: "written between runs" }]);
        const { rows: applied } = await sql<{ name: string }>`select name from kysely_migration`.execute(after.db);
        expect(applied).toHaveLength(Object.keys(migrations).length);
      } finally {
        await after.close();
      }
    },
    PROCESS_TEST_TIMEOUT,
  );

  it.runIf(testEngine === "pglite")(
    "recovers the data directory after a crash (SIGKILL)",
    async () => {
      const crashed = await startServer(env);
      crashed.child.kill("SIGKILL");
      expect(await exitOf(crashed.child)).toBeNull();
      expect(fs.existsSync(`${storage.dataDir}/shopdesk.lock`)).toBe(true);

      const next = await startServer(env);
      expect((await fetch(`${next.url}/readyz`)).status).toBe(200);
      next.child.kill("SIGTERM");
      expect(await exitOf(next.child)).toBe(0);
    },
    PROCESS_TEST_TIMEOUT,
  );
});
