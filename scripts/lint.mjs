#!/usr/bin/env node
// `npm run lint`, and npm test's lint step: ESLint beside the layers' check (dependency-cruiser
// over .dependency-cruiser.mjs, scripts/lint-boundaries.mjs) followed by the proof of its rules
// (scripts/test-boundaries.mjs). ESLint takes one core, the layers the other. Fails when any fails.
import { run } from "./run.mjs";

const [eslint, layers] = await Promise.all([
  run("npx", ["eslint", "--max-warnings", "0", "."]),
  (async () => (await run("node", ["scripts/lint-boundaries.mjs"])) || run("node", ["scripts/test-boundaries.mjs"]))(),
]);
process.exit(eslint || layers ? 1 : 0);
