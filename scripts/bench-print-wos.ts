#!/usr/bin/env -S npx tsx --conditions=source
/**
 * `npm run bench:print-wos [-- --wos 200] [--runs 10] [--skip-build]`
 *
 * How long `/print-wos` takes to draw many travelers, the way staff use it: builds what `npm
 * start` serves (unless --skip-build), starts the real server on a throwaway data directory
 * (first start seeds the demo data: 400 WOs, 100001–100400, with their operations), signs in
 * through the built-in sign-in in the system Chromium, then loads
 * `/print-wos?wo=100001&…` (`--wos` numbers) once to warm up and `--runs` times measured, each a
 * fresh page load (nothing cached but the browser's HTTP cache of the app's files).
 *
 * Per run: `ready`, from navigation start to the `travelers-ready` mark (React committed every
 * traveler; `data-ready` set); `painted`, to the first frame after that (layout and paint
 * done); the `GET /api/work-orders/batch` call alone; and `render`, from its answer to `ready`.
 * Prints median / p95 / max.
 * Target: painted under 2 s for 200 WOs (docs/performance.md, "Travelers").
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { freePort } from "./free-port.mjs";
import { run } from "./run.mjs";
import { machineLine, percentile } from "./bench-support.js";

const { values: args } = parseArgs({
  options: {
    wos: { type: "string", default: "200" },
    runs: { type: "string", default: "10" },
    "skip-build": { type: "boolean", default: false },
  },
});
const woCount = Number(args.wos);
const runs = Number(args.runs);
if (!Number.isInteger(woCount) || woCount < 1 || woCount > 400)
  throw new Error("--wos must be 1–400 (the demo data has 400 WOs)");

const repoRoot = path.resolve(import.meta.dirname, "..");
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn("node", ["server/dist/main.js"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ready = await fetch(`http://localhost:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill("SIGTERM");
  throw new Error("the server was not ready within 120 s");
}

/** The built-in sign-in, as a person does it (e2e/support/sign-in.ts). */
async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.waitForURL(/\/login$/);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/oauth2\/default\//);
  await page.getByLabel("Username").fill("dana");
  await page.getByLabel("Password").fill("shopdesk");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !/\/(oauth2|login)/.test(url.pathname));
}

type Timing = { ready: number; painted: number; batch: number; batchEnd: number; travelers: number };

/** One fresh load of the print view, timed in the page from navigation start. */
async function measure(page: Page, url: string): Promise<Timing> {
  await page.goto(url, { waitUntil: "commit" });
  try {
    await page.waitForSelector("[data-ready=true]", { timeout: 60_000 });
  } catch (error) {
    const text = await page.evaluate(() => document.body.innerText.slice(0, 300)).catch(() => "");
    throw new Error(`no travelers after 60 s at ${page.url()}: ${JSON.stringify(text)}`, { cause: error });
  }
  return page.evaluate(async () => {
    const painted = await new Promise<number>((resolve) =>
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))),
    );
    const ready = performance.getEntriesByName("travelers-ready")[0]?.startTime ?? Number.NaN;
    const batch = performance
      .getEntriesByType("resource")
      .find((entry) => entry.name.includes("/api/work-orders/batch")) as PerformanceResourceTiming | undefined;
    return {
      ready,
      painted,
      batch: batch ? batch.responseEnd - batch.startTime : Number.NaN,
      batchEnd: batch ? batch.responseEnd : Number.NaN,
      travelers: document.querySelectorAll("[data-document=work-order-traveler]").length,
    };
  });
}

function summary(name: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${name.padEnd(9)} median ${fmt(percentile(sorted, 50))}  p95 ${fmt(percentile(sorted, 95))}  max ${fmt(sorted.at(-1)!)}`;
}

async function main(): Promise<void> {
  console.log(`print-wos bench: ${woCount} travelers, ${runs} runs`);
  console.log(machineLine());
  if (!args["skip-build"]) {
    const code = await run("npm", ["run", "build"], { cwd: repoRoot });
    if (code !== 0) throw new Error("npm run build failed");
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shopdesk-bench-print-"));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let server: ChildProcess | undefined;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const started = performance.now();
    server = await startServer(port, dataDir);
    console.log(
      `server ready (first start seeds the demo data) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, baseUrl);

    const numbers = Array.from({ length: woCount }, (_, index) => String(100001 + index));
    const url = `${baseUrl}/print-wos?${new URLSearchParams(numbers.map((number) => ["wo", number])).toString()}`;
    console.log(`load average before: ${load()}`);
    const warm = await measure(page, url);
    if (warm.travelers !== woCount) throw new Error(`expected ${woCount} travelers, the page drew ${warm.travelers}`);
    const timings: Timing[] = [];
    for (let index = 0; index < runs; index++) {
      const timing = await measure(page, url);
      timings.push(timing);
      console.log(
        `  run ${index + 1}: batch answered at ${fmt(timing.batchEnd)} (call ${fmt(timing.batch)}), ready ${fmt(timing.ready)}, painted ${fmt(timing.painted)}`,
      );
    }
    console.log(`load average after: ${load()}`);
    console.log(
      summary(
        "ready",
        timings.map((timing) => timing.ready),
      ),
    );
    console.log(
      summary(
        "painted",
        timings.map((timing) => timing.painted),
      ),
    );
    console.log(
      summary(
        "batch",
        timings.map((timing) => timing.batch),
      ),
    );
    console.log(
      summary(
        "render",
        timings.map((timing) => timing.ready - timing.batchEnd),
      ),
    );
    await context.close();
  } finally {
    await browser.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
