#!/usr/bin/env node
// `npm run test:storybook`: builds Storybook, serves the static build on a free loopback
// port and runs @storybook/test-runner against it in the system Chromium: every story is
// rendered, its play function run, axe-checked and screenshot-compared with its baseline.
//
//   node scripts/test-storybook.mjs                 build, test, fail on any difference
//   node scripts/test-storybook.mjs --update        …and rewrite changed or missing baselines
//   UPDATE_SNAPSHOTS=1 node scripts/test-storybook.mjs   the same
//   node scripts/test-storybook.mjs --skip-build    reuse storybook-static from the last build
// Any other argument goes to test-storybook (e.g. a story file path to run only that file).
import { existsSync, readdirSync, rmSync } from "node:fs";
import { spawn } from "node:child_process";
import path from "node:path";
import httpServer from "http-server";
import { chromiumPath } from "./chromium.mjs";
import { workersForFreeCores } from "./free-cores.mjs";
import { storyTimeout } from "./test-timeouts.mjs";

// STORYBOOK_STATIC_DIR lets two runs on one checkout build side by side.
const staticDir = process.env.STORYBOOK_STATIC_DIR || "storybook-static";
const configDir = ".storybook";
const baselineDir = path.join(configDir, "__screenshots__");
const diffDir = path.join("test-results", "storybook-screenshots"); // see .storybook/test-runner.ts

const argv = process.argv.slice(2);
const update = argv.includes("--update") || argv.includes("-u") || process.env.UPDATE_SNAPSHOTS === "1";
const skipBuild = argv.includes("--skip-build");
const passThrough = argv.filter((arg) => !["--update", "-u", "--skip-build"].includes(arg));

if (!existsSync(chromiumPath)) {
  console.error(
    `test-storybook: no Chromium at ${chromiumPath}.\n` +
      "Run `npm run browsers` (installs Debian's chromium when root), or set CHROME_PATH to a Chromium binary.",
  );
  process.exit(1);
}

const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" };
const bin = (name) => path.join("node_modules", ".bin", name);
let server;
let child;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    // The children run in their own process group, so this also stops Jest's workers and Chromium.
    if (child?.pid) killGroup(child.pid);
    server?.close();
    process.exit(1);
  });
}
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

if (!skipBuild) {
  const code = await exec(bin("storybook"), ["build", "--quiet", "-o", staticDir], { quiet: true });
  if (code !== 0) {
    console.error("test-storybook: `storybook build` failed (output above).");
    process.exit(code);
  }
  console.log(`test-storybook: built ${staticDir} in ${seconds()}`);
} else if (!existsSync(path.join(staticDir, "index.json"))) {
  console.error(`test-storybook: --skip-build, but there is no ${staticDir}; run without it.`);
  process.exit(1);
}

// http-server's dependency `union` uses a deprecated Node API; its warning is noise here.
process.noDeprecation = true;
server = httpServer.createServer({ root: staticDir, cache: -1, showDir: "false", silent: true });
await new Promise((resolve, reject) => {
  server.server.once("error", reject);
  server.listen(0, "127.0.0.1", resolve);
});
const { port } = server.server.address();
const url = `http://127.0.0.1:${port}`;

rmSync(diffDir, { recursive: true, force: true });
let exitCode = 1;
try {
  const workers = workersForFreeCores(2);
  console.log(`test-storybook: ${workers} worker(s), by the cores free now`);
  const runnerArgs = [
    "--url",
    url,
    "--config-dir",
    configDir,
    `--maxWorkers=${workers}`,
    `--testTimeout=${storyTimeout}`,
    "--disable-telemetry",
  ];
  // Without --ci, Jest would silently write a baseline for a story that has none.
  runnerArgs.push(update ? "-u" : "--ci");
  exitCode = await exec(bin("test-storybook"), [...runnerArgs, ...passThrough]);
  if (passThrough.length === 0) exitCode = (await checkObsoleteBaselines(url)) || exitCode;
} finally {
  server.close();
}
console.log(`test-storybook: ${exitCode === 0 ? "passed" : "FAILED"} in ${seconds()}`);
process.exit(exitCode);

/** A baseline whose story no longer exists fails the run; `--update` deletes it. */
async function checkObsoleteBaselines(baseUrl) {
  const index = await (await fetch(`${baseUrl}/index.json`)).json();
  const storyIds = new Set(
    Object.values(index.entries)
      .filter((entry) => entry.type === "story")
      .map((entry) => entry.id),
  );
  const files = existsSync(baselineDir) ? readdirSync(baselineDir).filter((file) => file.endsWith(".png")) : [];
  const obsolete = files.filter((file) => !storyIds.has(file.replace(/(\.print)?\.png$/, "")));
  if (obsolete.length === 0) return 0;
  if (update) {
    for (const file of obsolete) rmSync(path.join(baselineDir, file));
    console.log(
      `test-storybook: deleted ${obsolete.length} baseline(s) of stories that no longer exist: ${obsolete.join(", ")}`,
    );
    return 0;
  }
  console.error(
    `test-storybook: baselines without a story: ${obsolete.join(", ")}\n` +
      "Delete them, or run `node scripts/test-storybook.mjs --update`.",
  );
  return 1;
}

/** Runs a command in its own process group; with `quiet`, prints its output only when it fails. */
function exec(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    child = spawn(command, args, {
      env,
      detached: true,
      stdio: ["ignore", quiet ? "pipe" : "inherit", quiet ? "pipe" : "inherit"],
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => {
      child = undefined;
      const result = code ?? (signal ? 1 : 0);
      if (quiet && result !== 0) process.stderr.write(Buffer.concat(output));
      resolve(result);
    });
  });
}

function killGroup(pid) {
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    // already gone
  }
}
