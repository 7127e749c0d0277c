#!/usr/bin/env node
// `npm test`: every test layer, in order from fastest to slowest. Runs them all so one
// failure does not hide another, prints a summary, and fails when any step failed.
import { run } from "./run.mjs";

const steps = [
  ["browsers", "node", ["scripts/ensure-chromium.mjs"]],
  ["typecheck", "npx", ["tsc", "-b"]],
  ["format", "npx", ["prettier", "--check", "--log-level", "warn", "."]],
  ["lint", "node", ["scripts/lint.mjs"]],
  ["api", "node", ["scripts/test-api.mjs"]],
  ["unit", "npx", ["vitest", "run", "--project", "design-system*", "--project", "app"]],
  ["bundle", "node", ["scripts/bundle-sizes.mjs", "--check"]],
  ["server", "node", ["scripts/test-server.mjs"]],
  ["storybook", "node", ["scripts/test-storybook.mjs"]],
  ["e2e", "node", ["scripts/test-e2e.mjs"]],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n━━ ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const code = await run(command, args);
  results.push({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
}

console.log("\n━━ summary");
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? "ok  " : "FAIL"}  ${name.padEnd(10)} ${seconds.toFixed(1)} s`);
}
const failed = results.filter((result) => !result.ok).map((result) => result.name);
console.log(failed.length === 0 ? "All test steps passed." : `Failed steps: ${failed.join(", ")}`);
process.exit(failed.length === 0 ? 0 : 1);
