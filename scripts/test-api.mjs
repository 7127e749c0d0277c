#!/usr/bin/env node
// `npm test -- api`: the OpenAPI document, written from the contract without a server
// (scripts/openapi-document.ts) to a temporary directory, must pass `redocly lint`
// (recommended) and `spectral lint` (spectral:oas) with no error and no warning, and a client
// generated from it (openapi-typescript) must typecheck tooling/openapi-client/sample.ts.
// Offline: every tool is a devDependency. docs/api.md, "The OpenAPI document".
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { run } from "./run.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const dir = await mkdtemp(path.join(os.tmpdir(), "shopdesk-api-"));
const document = path.join(dir, "openapi.json");
const failures = [];

async function step(name, command, args, options) {
  console.log(`\n── ${name}`);
  const code = await run(command, args, { cwd: root, ...options });
  if (code !== 0) failures.push(name);
  return code === 0;
}

try {
  if (!(await step("write the document", bin("tsx"), ["--conditions=source", "scripts/openapi-document.ts", document])))
    throw new Error("no document");

  // redocly exits 0 on warnings: read its totals instead.
  console.log("\n── redocly lint (recommended)");
  await writeFile(path.join(dir, "redocly.yaml"), "extends:\n  - recommended\n");
  const redocly = await promisify(execFile)(
    bin("redocly"),
    ["lint", document, "--config", path.join(dir, "redocly.yaml"), "--format", "json"],
    {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    },
  ).catch((error) => error);
  let totals;
  try {
    const report = JSON.parse(redocly.stdout);
    totals = report.totals;
    for (const problem of report.problems)
      console.log(
        `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location?.[0]?.pointer ?? ""})`,
      );
  } catch {
    console.log(redocly.stdout, redocly.stderr);
  }
  console.log(totals ? `${totals.errors} errors, ${totals.warnings} warnings` : "no report");
  if (!totals || totals.errors + totals.warnings > 0) failures.push("redocly lint");

  await writeFile(path.join(dir, ".spectral.yaml"), 'extends: ["spectral:oas"]\n');
  await step("spectral lint (spectral:oas)", bin("spectral"), [
    "lint",
    document,
    "--ruleset",
    path.join(dir, ".spectral.yaml"),
    "--fail-severity",
    "warn",
  ]);

  const types = path.join(dir, "api.d.ts");
  if (await step("openapi-typescript", bin("openapi-typescript"), [document, "--output", types, "--silent"])) {
    const tsconfig = path.join(dir, "tsconfig.json");
    await writeFile(
      tsconfig,
      JSON.stringify({
        extends: path.join(root, "tooling/openapi-client/tsconfig.json"),
        compilerOptions: { paths: { "shopdesk-openapi": [types] } },
        files: [path.join(root, "tooling/openapi-client/sample.ts")],
      }),
    );
    await step("the generated client typechecks tooling/openapi-client/sample.ts", bin("tsc"), ["-p", tsconfig]);
  }
} catch (error) {
  console.error(error.message);
} finally {
  await rm(dir, { recursive: true, force: true });
}

console.log(
  failures.length === 0
    ? "\nThe API document: every check passed."
    : `\nThe API document failed: ${failures.join(", ")}`,
);
process.exit(failures.length === 0 ? 0 : 1);
