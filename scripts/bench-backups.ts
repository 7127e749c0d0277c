#!/usr/bin/env -S npx tsx --conditions=source
/**
 * `npm run bench:backups [-- --pos N] [--wos N] [--as-of YYYY-MM-DD] [--data-dir DIR]`
 *
 * The drills of docs/database.md, "Backups and moving", at the size of the orders benches
 * (scripts/orders-bench-db.ts: 1M POs and 1M WOs by default, loaded into PGlite, or reused
 * from `--data-dir`): a backup of the embedded database, its restore into an empty data
 * directory, the move into an empty PostgreSQL 15 database, and a pg_dump backup of that.
 * Each restore and the move check every table's count and SHA-256 against the source before
 * they commit; the bench prints the times, the sizes and the counts compared
 * (docs/performance.md, "Backups and moving").
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { moveToPostgres, restoreBackup, takeBackup } from "../server/src/backups/backups.js";
import type { TableSummary } from "../server/src/backups/logical.js";
import { openOrdersData } from "./orders-bench-db.js";
import { machineLine } from "./bench-support.js";
import { startBenchPostgres } from "./bench-server.js";

const { values: args } = parseArgs({
  options: {
    pos: { type: "string", default: "1000000" },
    wos: { type: "string", default: "1000000" },
    "as-of": { type: "string", default: new Date().toISOString().slice(0, 10) },
    "data-dir": { type: "string" },
  },
});

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const du = (dir: string) => Number(execFileSync("du", ["-sb", dir], { encoding: "utf8" }).split("\t")[0]);
const rows = (tables: TableSummary[]) => tables.reduce((sum, table) => sum + table.rows, 0);

async function timed<T>(what: string, work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  process.stdout.write(`${what}… `);
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${seconds.toFixed(1)} s`);
  return { result, seconds };
}

async function main() {
  const [pos, wos] = [Number(args.pos), Number(args.wos)];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "shopdesk-bench-backups-"));
  const dataDir = args["data-dir"] ?? path.join(scratch, "source");
  console.log(`backups bench: ${pos.toLocaleString("en-US")} POs, ${wos.toLocaleString("en-US")} WOs`);
  console.log(
    `${machineLine()}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`,
  );
  const data = await openOrdersData({ engine: "pglite", pos, wos, asOf: args["as-of"], dataDir });
  await data.close();

  const server = await startBenchPostgres();
  try {
    console.log(server.version);
    const backup = await timed("backup of the embedded database", () =>
      takeBackup({ dataDir }, { dir: path.join(scratch, "backups"), trigger: "command" }),
    );
    const restore = await timed("restore into an empty data directory (checked)", () =>
      restoreBackup(backup.result.file, { dataDir: path.join(scratch, "restored") }),
    );
    const move = await timed("move into an empty PostgreSQL database (checked)", () =>
      moveToPostgres({ dataDir }, server.url),
    );
    const pgBackup = await timed("pg_dump backup of the moved database", () =>
      takeBackup({ databaseUrl: server.url, dataDir }, { dir: path.join(scratch, "backups"), trigger: "command" }),
    );
    const pg = await import("pg");
    const client = new pg.default.Client({ connectionString: server.url });
    await client.connect();
    const { rows: size } = await client.query<{ bytes: string }>(
      "select pg_database_size(current_database())::text as bytes",
    );
    await client.end();

    const source = backup.result.tables;
    const biggest = [...source].sort((a, b) => b.rows - a.rows).slice(0, 6);
    console.table(
      Object.fromEntries(
        biggest.map((table) => [
          table.name,
          {
            backup: table.rows,
            restored: restore.result.tables.find((t) => t.name === table.name)?.rows,
            moved: move.result.tables.find((t) => t.name === table.name)?.rows,
            "sha256 (first 12)": table.sha256.slice(0, 12),
            same: [restore.result.tables, move.result.tables].every(
              (tables) => tables.find((t) => t.name === table.name)?.sha256 === table.sha256,
            ),
          },
        ]),
      ),
    );
    console.table({
      "embedded data directory": { size: mb(du(dataDir)) },
      "embedded backup file": { size: mb(backup.result.bytes), seconds: backup.seconds.toFixed(1) },
      "restored data directory": { size: mb(du(path.join(scratch, "restored"))), seconds: restore.seconds.toFixed(1) },
      "moved PostgreSQL database": { size: mb(Number(size[0]!.bytes)), seconds: move.seconds.toFixed(1) },
      "pg_dump backup file": { size: mb(pgBackup.result.bytes), seconds: pgBackup.seconds.toFixed(1) },
    });
    console.log(
      `${source.length} tables, ${rows(source).toLocaleString("en-US")} rows: every count and checksum matched in the restore and the move.`,
    );
  } finally {
    await server.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
