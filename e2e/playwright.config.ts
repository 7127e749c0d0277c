import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../scripts/chromium.mjs";
import { freePort } from "../scripts/free-port.mjs";
import { workersForFreeCores } from "../scripts/free-cores.mjs";
import { actionTimeout, expectTimeout, testTimeout } from "../scripts/test-timeouts.mjs";

// Chosen once in the main process; the workers it forks inherit the same values.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "shopdesk-e2e-"));
process.env.E2E_WORKERS ??= String(workersForFreeCores(2));
process.env.E2E_LARGE_SHOP_PORT ??= String(await freePort());
process.env.E2E_LARGE_SHOP_DATA_DIR ??= mkdtempSync(join(tmpdir(), "shopdesk-e2e-large-"));
process.env.E2E_REPLICAS_PORT ??= String(await freePort());
process.env.E2E_REPLICAS_DATA_DIR ??= mkdtempSync(join(tmpdir(), "shopdesk-e2e-replicas-"));

const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
const largeShopURL = `http://localhost:${process.env.E2E_LARGE_SHOP_PORT}`;
const repoRoot = resolve(import.meta.dirname, "..");
const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
};

export default defineConfig({
  testDir: ".",
  outputDir: "../test-results",
  globalSetup: "./global-setup.ts",
  globalTeardown: "./global-teardown.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: Number(process.env.E2E_WORKERS),
  timeout: testTimeout,
  expect: { timeout: expectTimeout },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: "../playwright-report" }]],
  use: {
    baseURL,
    actionTimeout,
    navigationTimeout: actionTimeout,
    // A failed journey keeps its trace (DOM snapshots, network, console) and a screenshot of
    // the moment it failed. The trace's screencast is left out: encoding a frame on every paint
    // cost a fifth of the step's time on this 2-core machine (docs/testing.md).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "sign-in", testMatch: /auth\.setup\.ts/, use: browser },
    { name: "chromium", dependencies: ["sign-in"], use: browser },
  ],
  webServer: [
    {
      // The large shop (scripts/e2e-large-shop.mjs): seeds 1,500 POs and 320,000 releases,
      // then serves them. Started first, and Playwright goes on as soon as it has begun, so
      // its start (about 13 s, 9 of them seeding) runs beside the demo server's (about 6 s)
      // on the other core instead of after it; global-setup.ts waits for its /readyz before
      // any test (docs/testing.md, "The large shop").
      command: "node scripts/e2e-large-shop.mjs",
      cwd: repoRoot,
      wait: { stdout: /^large shop: seeding$/m },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: {
        PORT: process.env.E2E_LARGE_SHOP_PORT,
        PUBLIC_URL: largeShopURL,
        DATA_DIR: process.env.E2E_LARGE_SHOP_DATA_DIR,
        // Its 320,000 releases would hold the embedded database for seconds while tests run.
        BACKUP_EVERY: "off",
        LOG_LEVEL: "warn",
      },
    },
    {
      // Two processes on one PostgreSQL behind a round-robin proxy (scripts/e2e-replicas.mjs), for
      // e2e/live-replicas.spec.ts: what one process writes, a stream on the other hears.
      command: "node scripts/e2e-replicas.mjs",
      cwd: repoRoot,
      url: `http://localhost:${process.env.E2E_REPLICAS_PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      env: {
        PORT: process.env.E2E_REPLICAS_PORT,
        PUBLIC_URL: `http://localhost:${process.env.E2E_REPLICAS_PORT}`,
        DATA_DIR: process.env.E2E_REPLICAS_DATA_DIR,
        LOG_LEVEL: "warn",
      },
    },
    {
      command: "node server/dist/main.js",
      cwd: repoRoot,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: {
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        // E2E_DATABASE_URL runs the suite on a PostgreSQL database holding the demo data, e.g.
        // one made by `npm run move-to-postgresql` (docs/testing.md, "On a moved database").
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
        // Backs itself up at start, as `npm start` does (e2e/shell.spec.ts sees it on /diagnostics).
        BACKUP_DIR: join(process.env.E2E_DATA_DIR, "backups"),
        LOG_LEVEL: "warn",
      },
    },
  ],
});
