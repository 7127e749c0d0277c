#!/usr/bin/env node
// Builds what `npm start` serves, then drives it with Playwright in the system Chromium.
// The Playwright config starts the real server on a free port with a throwaway data dir.
import { run } from "./run.mjs";

const buildCode = await run("npm", ["run", "build"]);
if (buildCode !== 0) process.exit(buildCode);
process.exit(await run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2)]));
