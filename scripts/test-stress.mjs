#!/usr/bin/env node
// `npm run test:stress`: the browser test steps with every core kept busy by another job, the
// way a shared CI machine or a developer's laptop mid-build runs them. Starts
// `stress-ng --cpu <cores>`, runs `npm test`'s storybook and e2e steps, stops the load and
// prints each step's counts and duration.
//
//   npm run test:stress                      storybook + e2e once, under load
//   npm run test:stress -- --runs 3          three times in a row (stops at the first failure)
//   npm run test:stress -- e2e               only the named steps of `npm test`
//
// A test that fails here and passes on a quiet machine is a broken test: see docs/testing.md.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { stripVTControlCharacters } from "node:util";
import { ensureDebianPackages } from "./debian-packages.mjs";

const argv = process.argv.slice(2);
const runsAt = argv.indexOf("--runs");
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 1;
const steps = runsAt >= 0 ? argv.filter((_, index) => index !== runsAt && index !== runsAt + 1) : [...argv];
if (!Number.isInteger(runs) || runs < 1) {
  console.error("test-stress: --runs takes a whole number, e.g. --runs 3");
  process.exit(2);
}
if (steps.length === 0) steps.push("storybook", "e2e");

if (!ensureDebianPackages([{ command: "stress-ng", package: "stress-ng" }])) process.exit(1);

const cores = availableParallelism();
let load;
const stopLoad = () => {
  if (load?.exitCode === null) load.kill("SIGTERM");
};
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopLoad();
    process.exit(1);
  });
}
process.on("exit", stopLoad);

const results = [];
for (let run = 1; run <= runs; run++) {
  console.log(`\n━━ stressed run ${run} of ${runs}: stress-ng --cpu ${cores} beside npm test -- ${steps.join(" ")}`);
  load = spawn("stress-ng", ["--cpu", String(cores), "--quiet"], { stdio: "ignore" });
  const started = Date.now();
  const { code, output } = await runCapturing("node", ["scripts/test.mjs", ...steps]);
  stopLoad();
  const result = { run, ok: code === 0, minutes: (Date.now() - started) / 60_000, counts: countsIn(output) };
  results.push(result);
  if (!result.ok) break;
}

console.log("\n━━ stressed runs");
for (const { run, ok, minutes, counts } of results) {
  console.log(`${ok ? "ok  " : "FAIL"}  run ${run}  ${minutes.toFixed(1)} min  ${counts}`);
}
process.exit(results.every((result) => result.ok) && results.length === runs ? 0 : 1);

/** Runs a command with its output shown as it comes and also kept, for the counts. */
function runCapturing(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      chunks.push(chunk);
    });
    child.stderr.on("data", (chunk) => {
      process.stderr.write(chunk);
      chunks.push(chunk);
    });
    child.on("exit", (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}

/** The runners' own summary lines: Jest's (Storybook) "Tests:"/"Snapshots:" and Playwright's "N passed". */
function countsIn(output) {
  const plain = stripVTControlCharacters(output);
  const parts = [];
  const stories = plain.match(/^Tests:\s+(.+)$/m);
  const screenshots = plain.match(/^Snapshots:\s+(.+)$/m);
  if (stories) parts.push(`storybook tests: ${stories[1].trim()}`);
  if (screenshots) parts.push(`screenshots: ${screenshots[1].trim()}`);
  const journeys = [...plain.matchAll(/^\s+(\d+) (passed|failed|flaky|skipped|did not run)(?: \(.*\))?$/gm)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
  if (journeys.length > 0) parts.push(`e2e: ${journeys.join(", ")}`);
  return parts.join(" · ") || "(no counts found in the output)";
}
