import { availableParallelism } from "node:os";
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { unitTestTimeout } from "./scripts/test-timeouts.mjs";

/**
 * One Vitest run, four projects. `npm run test:unit` runs the browser-side ones;
 * the server project needs a database and runs through `npm run test:server`.
 * design-system runs under TZ=America/Los_Angeles and design-system-tz-tokyo runs the
 * formatter tests again under Asia/Tokyo, so a calendar date that shifts with the zone fails
 * in one of them (`--project 'design-system*'` runs both).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on the 2-core machine one worker,
    // and the other core idle. Test files are independent (each its own database or DOM), so
    // they use every core: the unit and server steps take about half as long.
    maxWorkers: availableParallelism(),
    // The DOM projects set `isolate: false`: a fresh jsdom and module graph per file cost 70 of
    // the unit step's 89 s. It is safe because every file leaves nothing behind (the setup file
    // unmounts after each test; fake timers, stubs and spies are restored in `afterEach`), and
    // shuffled orders (`--sequence.shuffle`) pass. A new test that stubs must restore too.
    projects: [
      {
        plugins: [react()],
        resolve: { conditions: ["source", ...defaultClientConditions] },
        test: {
          name: "design-system",
          root: "./design-system",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          setupFiles: ["../tooling/vitest-setup-dom.ts"],
          isolate: false,
          testTimeout: unitTestTimeout,
          env: { TZ: "America/Los_Angeles" },
        },
      },
      {
        test: {
          name: "design-system-tz-tokyo",
          root: "./design-system",
          environment: "node",
          include: ["src/format/**/*.test.ts"],
          env: { TZ: "Asia/Tokyo" },
        },
      },
      {
        plugins: [react()],
        resolve: { conditions: ["source", ...defaultClientConditions] },
        test: {
          name: "app",
          root: "./app",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
          setupFiles: ["../tooling/vitest-setup-dom.ts"],
          isolate: false,
          testTimeout: unitTestTimeout,
        },
      },
      {
        // The contract's TypeScript source, as the app and the dev server read it.
        resolve: { conditions: ["source", ...defaultServerConditions] },
        ssr: { resolve: { conditions: ["source", ...defaultServerConditions], externalConditions: ["source"] } },
        test: {
          name: "server",
          root: "./server",
          environment: "node",
          include: ["src/**/*.test.ts"],
          globalSetup: ["./src/test/pglite-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
