import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { type Database, describeLocation, openDatabase } from "../db/database.js";
import { servedSocketDir } from "../db/embedded.js";
import { lockHolder } from "../db/lock.js";
import { migrateTo, migrateToLatest, migrationNames } from "../db/migrate.js";
import {
  BACKUP_SUFFIX,
  BackupFileError,
  backupFileName,
  backupKind,
  checkBackupFile,
  readBackupFile,
  removeLeftoverPartials,
  writeBackupFile,
} from "./backup-file.js";
import { type BackupHeader, type BackupRecord, type TableSummary, dumpDatabase, loadDatabase } from "./logical.js";
import { backupPostgres, checkPgDumpFile, restorePostgres } from "./pg-dump.js";

/**
 * Backups, restores and moves between the engines (docs/database.md, "Backups and moving").
 * `Where` names a database the way the configuration does: DATABASE_URL, else DATA_DIR.
 */
export interface Where {
  databaseUrl?: string | undefined;
  dataDir: string;
}

export interface BackupMade {
  file: string;
  bytes: number;
  seconds: number;
  tables: TableSummary[];
}

/** A failure with a message for a person, printed without a stack. */
export class BackupError extends Error {
  override name = "BackupError";
}

const notEmpty = (databaseUrl: string) =>
  new BackupError(
    `The database at ${describeLocation({ databaseUrl, dataDir: "" })} is not empty. Create an empty one (createdb) and point DATABASE_URL at it.`,
  );

function hasEmbeddedDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"));
}

/**
 * A connection to the embedded database in `dataDir`: through the socket of the server that
 * serves it, or by opening the directory when no server does (and closing it after).
 */
async function withEmbeddedClient<T>(dataDir: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  let socketDir = servedSocketDir(dataDir);
  let database: Database | undefined;
  if (!socketDir) {
    if (!hasEmbeddedDatabase(dataDir)) throw new BackupError(`There is no embedded database in ${dataDir}.`);
    database = await openDatabase({ dataDir });
    socketDir = (database.clientConfig as { host: string }).host;
  }
  const client = new pg.Client({ host: socketDir, user: "postgres", database: "postgres" });
  try {
    await client.connect();
    return await use(client);
  } finally {
    await client.end().catch(() => {});
    await database?.close();
  }
}

async function withClient<T>(where: Where, use: (client: pg.Client) => Promise<T>): Promise<T> {
  if (!where.databaseUrl) return withEmbeddedClient(where.dataDir, use);
  const client = new pg.Client({ connectionString: where.databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Notes a backup in `backup_run` (diagnostics read it); a database from before that table is left alone. */
async function recordRun(
  where: Where,
  run: { startedAt: Date; trigger: "schedule" | "command"; file: string; bytes?: number; error?: string },
): Promise<void> {
  await withClient(where, async (client) => {
    const { rows } = await client.query<{ found: boolean }>(
      "select to_regclass('public.backup_run') is not null as found",
    );
    if (!rows[0]?.found) return;
    await client.query(
      `with added as (
         insert into backup_run (started_at, finished_at, trigger, file, bytes, error)
         values ($1, now(), $2, $3, $4, $5) returning backup_run_id)
       delete from backup_run where backup_run_id <= (select backup_run_id from added) - 100`,
      [run.startedAt, run.trigger, run.file, run.bytes ?? null, run.error ?? null],
    );
  });
}

/**
 * Writes one consistent snapshot of the database to `file` (default: a new file in `dir`),
 * also while a server is using it, and notes it in `backup_run`. A failure is noted too and
 * leaves every earlier backup as it was.
 */
export async function takeBackup(
  where: Where,
  options: { dir: string; file?: string; trigger: "schedule" | "command" },
): Promise<BackupMade> {
  const startedAt = new Date();
  const file = path.resolve(options.file ?? path.join(options.dir, backupFileName(startedAt)));
  if (fs.existsSync(file)) throw new BackupError(`${file} exists already; name another file.`);
  removeLeftoverPartials(path.dirname(file));
  try {
    const made = where.databaseUrl
      ? await backupPostgres(where.databaseUrl, file)
      : await withEmbeddedClient(where.dataDir, (client) => writeBackupFile(file, dumpDatabase(client, "pglite")));
    const seconds = (Date.now() - startedAt.getTime()) / 1000;
    await recordRun(where, { startedAt, trigger: options.trigger, file, bytes: made.bytes });
    return { file, bytes: made.bytes, seconds, tables: made.tables };
  } catch (error) {
    await recordRun(where, { startedAt, trigger: options.trigger, file, error: (error as Error).message }).catch(
      () => {},
    );
    throw error;
  }
}

/** Keeps the newest `keep` backups in `dir` (by their names, which sort by time); returns the ones removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!fs.existsSync(dir)) return [];
  const backups = fs
    .readdirSync(dir)
    .filter((name) => name.startsWith("shopdesk-") && name.endsWith(BACKUP_SUFFIX))
    .sort();
  const removed = backups.slice(0, Math.max(backups.length - keep, 0));
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}

function checkMigrations(header: Pick<BackupHeader, "migrations">, source: string) {
  const known = migrationNames.slice(0, header.migrations.length);
  if (header.migrations.some((name, index) => name !== known[index]))
    throw new BackupError(
      `${source} was made by a newer or different Shopdesk (its database has migrations this one does not know: ` +
        `${header.migrations.filter((name) => !migrationNames.includes(name)).join(", ") || "in another order"}). Restore it with that version.`,
    );
}

function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

async function isEmptyPostgres(url: string): Promise<boolean> {
  return withClient({ databaseUrl: url, dataDir: "" }, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p', 'v', 'm', 'S')`,
    );
    return rows[0]!.n === 0;
  });
}

/** Migrates to the backup's own migrations, loads its rows and checks them, then migrates to the latest. */
async function loadInto(
  database: Database,
  records: AsyncIterable<BackupRecord>,
  source: string,
): Promise<TableSummary[]> {
  const client = new pg.Client(database.clientConfig);
  await client.connect();
  try {
    const { tables } = await loadDatabase(client, records, async (header) => {
      checkMigrations(header, source);
      await migrateTo(database.db, header.migrations.at(-1) ?? null);
    });
    await migrateToLatest(database.db);
    return tables;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Into an empty (or, with `force`, a replaced) data directory: built beside it and renamed
 * into place only once loaded and checked, so a failure leaves the directory as it was.
 */
async function loadIntoDataDir(dataDir: string, force: boolean, records: AsyncIterable<BackupRecord>, source: string) {
  const target = path.resolve(dataDir);
  if (lockHolder(target)) throw new BackupError(`A Shopdesk server is using ${target}: stop it first.`);
  if (!isEmptyDir(target) && !force)
    throw new BackupError(
      `${target} is not empty. Restore into an empty directory (set DATA_DIR), or add --force to replace it (it is kept aside).`,
    );
  const building = `${target}.restoring-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  let tables: TableSummary[];
  try {
    const database = await openDatabase({ dataDir: building });
    try {
      tables = await loadInto(database, records, source);
    } finally {
      await database.close();
    }
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    throw error;
  }
  let keptAside: string | undefined;
  if (fs.existsSync(target)) {
    if (isEmptyDir(target)) fs.rmdirSync(target);
    else {
      keptAside = `${target}.replaced-${new Date()
        .toISOString()
        .replace(/\.\d+Z$/, "Z")
        .replaceAll(":", "-")}`;
      fs.renameSync(target, keptAside);
    }
  }
  fs.renameSync(building, target);
  return { tables, keptAside };
}

/** Into an empty PostgreSQL database; a failure migrates it back down to empty. */
async function loadIntoPostgres(url: string, records: AsyncIterable<BackupRecord>, source: string) {
  if (!(await isEmptyPostgres(url))) throw notEmpty(url);
  const database = await openDatabase({ databaseUrl: url, dataDir: "" });
  try {
    return { tables: await loadInto(database, records, source), keptAside: undefined };
  } catch (error) {
    // Back to as empty as it was, Kysely's own bookkeeping included.
    await migrateTo(database.db, null)
      .then(() => sql`drop table if exists kysely_migration, kysely_migration_lock`.execute(database.db))
      .catch(() => {});
    throw error;
  } finally {
    await database.close();
  }
}

export interface Restored {
  tables: TableSummary[];
  /** The replaced data directory's new name (restore --force). */
  keptAside: string | undefined;
}

/**
 * Restores `file` into the database `where` names, which must be empty (a data directory may be
 * replaced with `force`). The file is read whole and checked before anything is touched.
 */
export async function restoreBackup(file: string, where: Where, options: { force?: boolean } = {}): Promise<Restored> {
  const kind = await backupKind(file);
  if (kind === "pg_dump") {
    if (!where.databaseUrl)
      throw new BackupError(
        `${file} is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set to an empty PostgreSQL database.`,
      );
    await checkPgDumpFile(file);
    if (!(await isEmptyPostgres(where.databaseUrl))) throw notEmpty(where.databaseUrl);
    return { tables: await restorePostgres(file, where.databaseUrl), keptAside: undefined };
  }
  const { header } = await checkBackupFile(file);
  checkMigrations(header, file);
  return where.databaseUrl
    ? loadIntoPostgres(where.databaseUrl, readBackupFile(file), file)
    : loadIntoDataDir(where.dataDir, options.force ?? false, readBackupFile(file), file);
}

/** From the embedded data directory (or a backup of it) into an empty PostgreSQL database. */
export async function moveToPostgres(
  from: { dataDir: string } | { file: string },
  databaseUrl: string,
): Promise<Restored> {
  if ("file" in from) return restoreBackup(from.file, { databaseUrl, dataDir: "" });
  if (lockHolder(from.dataDir))
    throw new BackupError(
      `A Shopdesk server is using ${from.dataDir}: stop it first, so that no write is left behind.`,
    );
  if (!hasEmbeddedDatabase(from.dataDir)) throw new BackupError(`There is no embedded database in ${from.dataDir}.`);
  return withEmbeddedClient(from.dataDir, (client) =>
    loadIntoPostgres(databaseUrl, dumpDatabase(client, "pglite"), from.dataDir),
  );
}

/** From PostgreSQL into an empty embedded data directory (a test copy of a shop's data). */
export async function moveToEmbedded(
  databaseUrl: string,
  dataDir: string,
  options: { force?: boolean } = {},
): Promise<Restored> {
  return withClient({ databaseUrl, dataDir: "" }, (client) =>
    loadIntoDataDir(
      dataDir,
      options.force ?? false,
      dumpDatabase(client, "postgresql"),
      describeLocation({ databaseUrl, dataDir }),
    ),
  );
}

export { BackupFileError };
