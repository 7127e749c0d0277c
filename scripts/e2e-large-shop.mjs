#!/usr/bin/env node
// The e2e suite's second server: a large shop, for what only shows past 1,000 rows (the PO
// list's "1,000+" and its pages past 40). Fills its own empty data directory with the seed
// CLI (1,500 POs), then becomes the server on it, so it stops on the suite's SIGTERM like the
// first one. The journeys of the demo server never see these orders.
import { run } from "./run.mjs";

const seeded = await run("node", ["server/dist/seed/cli.js", "--customers", "10", "--suppliers", "1", "--parts", "20", "--pos", "1500", "--wos", "0", "--no-history"]);
if (seeded !== 0) process.exit(seeded);
await import("../server/dist/main.js");
