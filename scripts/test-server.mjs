#!/usr/bin/env node
// `npm run test:server`: the server's Vitest project twice, first on embedded PGlite, then
// on a real PostgreSQL started for the run (skipped, with the reason, where none is
// installed). Extra arguments go to Vitest. Fails when either run fails.
import { findPostgres, startPostgres } from "./pg-test-server.mjs";
import { run } from "./run.mjs";

const vitest = ["vitest", "run", "--project", "server", ...process.argv.slice(2)];
const results = [];

console.log("\n━━ server tests on PGlite (embedded, a temp data directory per test file)");
results.push(["PGlite", await run("npx", vitest, { env: { ...process.env, TEST_DATABASE_URL: "" } })]);

const missing = findPostgres().reason;
if (missing) console.log(`\n━━ server tests on PostgreSQL: skipped: ${missing}`);
const postgres = missing
  ? null
  : await startPostgres().catch((error) => {
      console.error(`Could not start PostgreSQL: ${error.message}`);
      results.push(["PostgreSQL", 1]);
      return null;
    });
if (postgres) {
  const stopAndExit = async () => {
    await postgres.stop();
    process.exit(130);
  };
  process.once("SIGINT", stopAndExit);
  process.once("SIGTERM", stopAndExit);
  try {
    console.log(`\n━━ server tests on ${postgres.version} (${postgres.url}, a fresh database per test file)`);
    results.push([
      "PostgreSQL",
      await run("npx", vitest, { env: { ...process.env, TEST_DATABASE_URL: postgres.url } }),
    ]);
  } finally {
    await postgres.stop();
  }
} else if (!missing && results.length === 1) {
  console.log("━━ server tests on PostgreSQL: skipped (see the reason above)");
}

console.log("\n━━ server tests summary");
for (const [engine, code] of results) console.log(`${code === 0 ? "ok  " : "FAIL"}  ${engine}`);
process.exit(results.every(([, code]) => code === 0) ? 0 : 1);
