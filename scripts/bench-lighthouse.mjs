#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (the npm package) on the system Chromium against the
// built app with its demo data, signed in through the real sign-in, on the pages of
// docs/performance.md ("Lighthouse"), with the mobile and desktop presets, three runs each.
// Prints the median performance score with its LCP, TBT and CLS, and the accessibility and
// best-practices scores; writes every run to test-results/lighthouse.json.
//
//   node scripts/bench-lighthouse.mjs              build, serve, measure
//   node scripts/bench-lighthouse.mjs --no-build   measure the last build
//   node scripts/bench-lighthouse.mjs --runs 1     fewer runs (a quick look, not a figure)
//   node scripts/bench-lighthouse.mjs --pages /po,/wo   only the pages whose path starts so
// Time nothing else on the machine while it runs: Lighthouse's CPU timings are real.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { freePort } from "./free-port.mjs";
import { run } from "./run.mjs";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 3;
const presets = { mobile: undefined, desktop: desktopConfig };
const pageFilter = args.includes("--pages") ? args[args.indexOf("--pages") + 1].split(",") : undefined;
const isMeasured = (page) => !pageFilter || pageFilter.some((prefix) => page.startsWith(prefix));

if (!args.includes("--no-build")) {
  const code = await run("npm", ["run", "build"]);
  if (code !== 0) process.exit(code);
}

const port = await freePort();
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "shopdesk-lighthouse-"));
const server = spawn("node", ["server/dist/main.js"], {
  env: { ...process.env, PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "ignore", "inherit"],
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: [...chromiumArgs, "--headless=new"],
  userDataDir: mkdtempSync(path.join(tmpdir(), "shopdesk-lighthouse-chrome-")),
});

try {
  await waitForReady(`${origin}/readyz`);
  const results = [];
  // Signed out first: a signed-in visitor of /login is sent home.
  if (isMeasured("/login")) results.push(...(await measure("/login")));
  const keys = await signIn();
  for (const page of [
    "/",
    `/po/${keys.poKey}`,
    `/wo/${keys.woNumber}`,
    "/reports",
    "/part",
    `/customer/${encodeURIComponent(keys.customerId)}`,
  ]) {
    if (isMeasured(page)) results.push(...(await measure(page)));
  }
  mkdirSync("test-results", { recursive: true });
  writeFileSync("test-results/lighthouse.json", JSON.stringify(results, null, 2));
  print(results);
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForReady(url) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`bench-lighthouse: the server at ${url} did not become ready`);
}

/** Signs in as the demo user through the built-in sign-in; answers a PO, a WO and a customer to open. */
async function signIn() {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/login`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Username").fill("dana");
  await page.getByLabel("Password").fill("shopdesk");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !/\/(oauth2|login)/.test(url.pathname));
  const keys = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem("okta-token-storage") ?? "{}").accessToken?.accessToken;
    const get = (path) =>
      fetch(path, { headers: { authorization: `Bearer ${token}` } }).then((answer) => answer.json());
    const [pos, wos, customers] = await Promise.all([
      get("/api/purchase-orders?pageSize=1"),
      get("/api/work-orders?pageSize=1"),
      get("/api/customers?pageSize=1"),
    ]);
    return { poKey: pos.Items[0].POKey, woNumber: wos.Items[0].WONumber, customerId: customers.Items[0].CustomerId };
  });
  await page.close();
  await browser.close();
  return keys;
}

/** `runs` Lighthouse runs of one page with each preset; storage is kept, so the page stays signed in. */
async function measure(page) {
  const measured = [];
  for (const [preset, config] of Object.entries(presets)) {
    let failures = 0;
    for (let index = 0; index < runs; index++) {
      const answer = await lighthouse(
        `${origin}${page}`,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          disableStorageReset: true,
          onlyCategories: ["performance", "accessibility", "best-practices"],
        },
        config,
      );
      const { categories, audits, runtimeError } = answer.lhr;
      if (categories.performance.score === null) {
        // Lighthouse could not finish the page (its reason is in runtimeError): say so, count it out.
        console.warn(
          `bench-lighthouse: ${page} (${preset}, run ${index + 1}) failed: ${runtimeError?.code ?? "no score"}; measured again`,
        );
        if (++failures > 3) throw new Error(`bench-lighthouse: ${page} (${preset}) failed ${failures} times`);
        index--;
        continue;
      }
      measured.push({
        page,
        preset,
        run: index + 1,
        performance: categories.performance.score,
        accessibility: categories.accessibility.score,
        bestPractices: categories["best-practices"].score,
        lcp: audits["largest-contentful-paint"].numericValue,
        tbt: audits["total-blocking-time"].numericValue,
        cls: audits["cumulative-layout-shift"].numericValue,
        // What moved, to find the cause of a layout shift.
        shifts: (audits["layout-shifts"]?.details?.items ?? [])
          .slice(0, 3)
          .map((item) => ({ score: item.score, node: item.node?.snippet, selector: item.node?.selector })),
        failing: failingAudits(answer.lhr).map((audit) => audit.id),
        // What each failing accessibility or best-practices audit found, to fix it.
        findings: failingAudits(answer.lhr).map((audit) => ({
          id: audit.id,
          items: (audit.details?.items ?? [])
            .slice(0, 5)
            .map(
              (item) =>
                item.value?.text ??
                item.description ??
                item.node?.snippet ??
                item.source?.url ??
                JSON.stringify(item).slice(0, 200),
            ),
        })),
      });
    }
  }
  return measured;
}

/** The accessibility and best-practices audits that count and did not pass. */
function failingAudits({ categories, audits }) {
  const counted = (id) =>
    ["accessibility", "best-practices"].some((name) =>
      categories[name].auditRefs.some((ref) => ref.id === id && ref.weight > 0),
    );
  return Object.values(audits).filter((audit) => audit.score !== null && audit.score < 1 && counted(audit.id));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function print(results) {
  console.log(
    `\nLighthouse, median of ${runs} run(s) (performance score, LCP and TBT in ms, CLS), then accessibility and best practices`,
  );
  console.log("| page | preset | performance | LCP | TBT | CLS | accessibility | best practices | failing audits |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const page of [...new Set(results.map((result) => result.page))]) {
    for (const preset of Object.keys(presets)) {
      const rows = results.filter((result) => result.page === page && result.preset === preset);
      const middle = rows.find((row) => row.performance === median(rows.map((each) => each.performance)));
      const failing = [...new Set(rows.flatMap((row) => row.failing))].join(", ") || "—";
      console.log(
        `| ${page} | ${preset} | ${middle.performance.toFixed(2)} | ${Math.round(middle.lcp)} | ${Math.round(middle.tbt)} | ${middle.cls.toFixed(3)} | ${median(rows.map((row) => row.accessibility)).toFixed(2)} | ${median(rows.map((row) => row.bestPractices)).toFixed(2)} | ${failing} |`,
      );
    }
  }
}
