/**
 * `npm run seed -- --customers 40 --pos 300 --wos 400 [--reset]`: fills the database the
 * server would use (DATABASE_URL, or the embedded one in DATA_DIR) with deterministic demo
 * data. `--help` lists the options.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { withRunningTotalsRebuilt } from "../db/running-totals.js";
import { clearData, isEmpty, seed, seedOptions, settleAfterBulkLoad } from "./seed.js";

const usage = `Usage: npm run seed -- [options]
  --customers N   customers (default 40; the first six are always ACME, BOLT-AERO, NORTHWIND,
                  MULLER, OBRIEN and CASCADE)
  --suppliers N   suppliers (default 15)
  --parts N       part revisions (default 200)
  --pos N         purchase orders (default 300)
  --wos N         work orders, numbered from 100001 (default 400)
  --seed N        random seed (default 1): same seed, counts and --as-of, same data
  --as-of DATE    the "today" the data is built around, YYYY-MM-DD (default: today, UTC)
  --no-history    skip change-history rows
  --no-operations skip WO operations (quicker loads of millions of WOs)
  --releases N    also N one-piece packing slips shipped against blanket POs of their own,
                  200 to a PO (default 0): a shipments report of N rows at ~100 bytes each
  --reset         empty the tables first (otherwise a non-empty database is refused)
  --database-url  a PostgreSQL URL (default: DATABASE_URL, else embedded PGlite in DATA_DIR)`;

const count = (value: string | undefined, name: string, fallback: number): number => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, not "${value}"`);
  return n;
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      customers: { type: "string" },
      suppliers: { type: "string" },
      parts: { type: "string" },
      pos: { type: "string" },
      wos: { type: "string" },
      seed: { type: "string" },
      "as-of": { type: "string" },
      "no-history": { type: "boolean", default: false },
      "no-operations": { type: "boolean", default: false },
      releases: { type: "string" },
      reset: { type: "boolean", default: false },
      "database-url": { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const defaults = seedOptions();
  const asOf = values["as-of"] ?? defaults.asOf;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf)) throw new Error(`--as-of must be YYYY-MM-DD, not "${asOf}"`);
  const options = seedOptions({
    customers: count(values.customers, "customers", defaults.customers),
    suppliers: count(values.suppliers, "suppliers", defaults.suppliers),
    parts: count(values.parts, "parts", defaults.parts),
    pos: count(values.pos, "pos", defaults.pos),
    wos: count(values.wos, "wos", defaults.wos),
    seed: count(values.seed, "seed", defaults.seed),
    asOf,
    history: !values["no-history"],
    operations: !values["no-operations"],
    releases: count(values.releases, "releases", defaults.releases),
    onProgress: (message) => console.log(`  ${message}`),
  });

  const config = loadConfig(
    values["database-url"] ? { ...process.env, DATABASE_URL: values["database-url"] } : process.env,
  );
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const started = performance.now();
    const summary = await database.db.transaction().execute(async (trx) => {
      if (!(await isEmpty(trx))) {
        if (!values.reset)
          throw new Error(`The database at ${database.location} already has data; add --reset to replace it.`);
        await clearData(trx);
      }
      console.log(`Seeding ${database.engine} at ${database.location} (seed ${options.seed}, as of ${options.asOf})`);
      return withRunningTotalsRebuilt(trx, () => seed(trx, options));
    });
    await settleAfterBulkLoad(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Done in ${seconds} s (VACUUM ANALYZE included): ${summary.customers} customers, ${summary.suppliers} suppliers, ${summary.parts} parts, ` +
        `${summary.purchaseOrders} POs, ${summary.workOrders} WOs.`,
    );
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
