#!/usr/bin/env node
// The e2e suite's second server: a large shop, for what only shows past 1,000 rows (the PO
// list's "1,000+" and its pages past 40) and for an export too big to hold in a page's memory.
// Fills its own empty data directory with the seed CLI, then becomes the server on it, so it
// stops on the suite's SIGTERM like the first one. The journeys of the demo server never see
// these orders.
//
// What it holds: 1,500 POs (1,951 packing slips), plus 320,000 one-piece releases on 1,600
// blanket POs of their own (`--releases`, set-based): the shipments report of all time is
// 321,951 rows, a 31.6 MB CSV, which e2e/report-export.spec.ts downloads while checking that
// the page's memory stays within 20 MB. The seed takes 6.5–7 s (9 s with initdb and the
// migrations) on the 2-core machine, against 0.9 s (3.4 s) for the 1,500 POs alone; Playwright
// starts this before the demo server, so much of it runs beside that server's own start
// (docs/testing.md, "The large shop").
import { writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { run } from "./run.mjs";

// Stopped by an error (the seed's, or the server's at its start): e2e/global-setup.ts, which
// waits for this server, reads the code here (under this name) instead of waiting out its
// time-out.
const exitCodeFile = "large-shop-exit-code";
process.on("exit", (code) => {
  if (code === 0) return;
  try {
    writeFileSync(join(process.env.DATA_DIR, exitCodeFile), String(code));
  } catch {
    // The suite is over and its teardown took the directory already.
  }
});

// The port is held from the start, answering 503, until the server takes it: otherwise, in
// the seconds of seeding, another program on the machine asking for any free port could get
// it, and the suite would wait for, and test, that program instead.
const placeholder = createServer((request, response) =>
  response.writeHead(503, { connection: "close" }).end("seeding"),
);
await new Promise((resolve, reject) => placeholder.once("error", reject).listen(Number(process.env.PORT), resolve));

// What Playwright's webServer waits for (e2e/playwright.config.ts): the seeding has begun.
console.log("large shop: seeding");
const seeded = await run("node", [
  "server/dist/seed/cli.js",
  ...["--customers", "10", "--suppliers", "1", "--parts", "20", "--pos", "1500", "--wos", "0", "--no-history"],
  ...["--releases", "320000"],
]);
if (seeded !== 0) process.exit(seeded);
placeholder.closeAllConnections();
await new Promise((resolve) => placeholder.close(resolve));
await import("../server/dist/main.js");
