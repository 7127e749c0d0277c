/**
 * `npm run backup`, `npm run restore -- FILE`, `npm run move-to-postgresql`, `npm run
 * move-to-embedded` (docs/database.md, "Backups and moving"). They read the same settings as
 * the server (DATABASE_URL, DATA_DIR, BACKUP_DIR), so they act on the database it uses.
 */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.js";
import { describeLocation } from "../db/database.js";
import { DataDirLockedError } from "../db/lock.js";
import {
  BackupError,
  BackupFileError,
  type Restored,
  moveToEmbedded,
  moveToPostgres,
  restoreBackup,
  takeBackup,
} from "./backups.js";
import { RestoreMismatchError } from "./logical.js";

const usage = `Usage:
  npm run backup [-- --out FILE]          a snapshot of the database in use, while it serves
  npm run restore -- FILE [--force]       into DATA_DIR (empty; --force keeps the old one aside) or DATABASE_URL (empty)
  npm run move-to-postgresql [-- FILE]    DATA_DIR (or a backup FILE of it) into the empty DATABASE_URL
  npm run move-to-embedded [-- --force]   DATABASE_URL into the empty DATA_DIR`;

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function printRestored(restored: Restored, seconds: number, into: string) {
  const rows = restored.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Restored into ${into} in ${seconds.toFixed(1)} s: ${restored.tables.length} tables, ${rows} rows, every count and checksum matches the backup.`,
  );
  if (restored.keptAside) console.log(`The directory it replaced is kept at ${restored.keptAside}.`);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { out: { type: "string" }, force: { type: "boolean" } },
  });
  const config = loadConfig();
  const where = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const into = describeLocation(where);
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;

  if (command === "backup") {
    const made = await takeBackup(where, { dir: config.backup.dir, file: values.out, trigger: "command" });
    console.log(`Backed up ${into} to ${made.file} (${megabytes(made.bytes)}) in ${made.seconds.toFixed(1)} s.`);
  } else if (command === "restore") {
    const file = positionals[0];
    if (!file) throw new BackupError(`Name the backup to restore.\n${usage}`);
    printRestored(await restoreBackup(file, where, { force: values.force }), seconds(), into);
  } else if (command === "move-to-postgresql") {
    if (!config.databaseUrl) throw new BackupError("Set DATABASE_URL to the empty PostgreSQL database to move into.");
    const from = positionals[0] ? { file: positionals[0] } : { dataDir: config.dataDir };
    printRestored(await moveToPostgres(from, config.databaseUrl), seconds(), into);
    console.log("Start the server with this DATABASE_URL set.");
  } else if (command === "move-to-embedded") {
    if (!config.databaseUrl) throw new BackupError("Set DATABASE_URL to the PostgreSQL database to copy from.");
    printRestored(
      await moveToEmbedded(config.databaseUrl, config.dataDir, { force: values.force }),
      seconds(),
      config.dataDir,
    );
    console.log("Start the server without DATABASE_URL (and with this DATA_DIR) to use it.");
  } else {
    throw new BackupError(usage);
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  const known = [BackupError, BackupFileError, RestoreMismatchError, ConfigError, DataDirLockedError].some(
    (kind) => error instanceof kind,
  );
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}
