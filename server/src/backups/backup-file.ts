import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import type { BackupHeader, BackupRecord, TableSummary } from "./logical.js";

/**
 * The backup file (docs/database.md, "Backups and moving").
 *
 * A logical backup is gzip of JSON lines: the header, then for each table `["table", name]`
 * and its rows, then `["end", {tables, sha256}]` with every table's count and hash and the
 * SHA-256 of all the lines before it. A PostgreSQL backup is one JSON line (its header, with
 * the size and SHA-256 of what follows) and then `pg_dump`'s custom-format archive.
 *
 * A file is written beside its final name and renamed into place only once it is whole and
 * on disk, so a backup killed halfway leaves the previous one as it was and no file that a
 * restore would take.
 */
export class BackupFileError extends Error {
  override name = "BackupFileError";
}

export const BACKUP_SUFFIX = ".backup";
const PARTIAL_SUFFIX = ".partial";
const GZIP_MAGIC = [0x1f, 0x8b];
// Rows handed on at a time when reading, and the bytes after which a batch is handed on early.
const READ_ROWS = 500;
const READ_BYTES = 4 * 1024 * 1024;

export type BackupKind = "logical" | "pg_dump";

/** `shopdesk-2026-12-07T22-31-05Z.backup`: names sort by time. */
export function backupFileName(at: Date): string {
  return `shopdesk-${at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-")}${BACKUP_SUFFIX}`;
}

/** Where a backup is written until it is whole: the writer's PID in the name tells a live one from a leftover. */
export function partialName(file: string): string {
  return `${file}.${process.pid}${PARTIAL_SUFFIX}`;
}

/** Leftovers of backups killed halfway (their writer is gone); never a file a live process is writing. */
export function removeLeftoverPartials(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const removed: string[] = [];
  for (const name of fs.readdirSync(dir)) {
    const match = /\.(\d+)\.partial$/.exec(name);
    if (!match) continue;
    const pid = Number(match[1]);
    let alive = pid === process.pid;
    if (!alive)
      try {
        process.kill(pid, 0);
        alive = true;
      } catch (error) {
        alive = (error as NodeJS.ErrnoException).code === "EPERM";
      }
    if (alive) continue;
    fs.rmSync(path.join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}

/** Makes `partial` durable and gives it its final name (and the directory entry durable too). */
export function commitPartial(partial: string, file: string) {
  const handle = fs.openSync(partial, "r");
  try {
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  fs.renameSync(partial, file);
  const dir = fs.openSync(path.dirname(file), "r");
  try {
    fs.fsyncSync(dir);
  } finally {
    fs.closeSync(dir);
  }
}

export async function backupKind(file: string): Promise<BackupKind> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, "r");
  } catch (error) {
    throw new BackupFileError(
      `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}.`,
    );
  }
  try {
    const start = Buffer.alloc(64);
    const { bytesRead } = await handle.read(start, 0, start.length, 0);
    if (bytesRead >= 2 && start[0] === GZIP_MAGIC[0] && start[1] === GZIP_MAGIC[1]) return "logical";
    if (start.subarray(0, bytesRead).toString("utf8").startsWith('{"format":"shopdesk-backup"')) return "pg_dump";
    throw new BackupFileError(`${file} is not a Shopdesk backup.`);
  } finally {
    await handle.close();
  }
}

async function* lines(
  records: AsyncIterable<BackupRecord>,
  done: (header: BackupHeader, tables: TableSummary[]) => void,
) {
  const hash = createHash("sha256");
  let header: BackupHeader | undefined;
  const emit = (line: string) => {
    const text = `${line}\n`;
    hash.update(text);
    return Buffer.from(text);
  };
  for await (const record of records) {
    if (record.type === "header") {
      header = record.header;
      yield emit(JSON.stringify(record.header));
    } else if (record.type === "table") yield emit(JSON.stringify(["table", record.name]));
    else if (record.type === "rows") yield Buffer.concat(record.rows.map(emit));
    else {
      yield Buffer.from(`${JSON.stringify(["end", { tables: record.tables, sha256: hash.digest("hex") }])}\n`);
      done(header!, record.tables);
    }
  }
}

export interface WrittenBackup {
  file: string;
  bytes: number;
  header: BackupHeader;
  tables: TableSummary[];
}

/** Writes a logical backup's records to `file`, which appears only when whole. */
export async function writeBackupFile(file: string, records: AsyncIterable<BackupRecord>): Promise<WrittenBackup> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = partialName(file);
  let result: { header: BackupHeader; tables: TableSummary[] } | undefined;
  try {
    await pipeline(
      Readable.from(lines(records, (header, tables) => (result = { header, tables }))),
      zlib.createGzip({ level: 6 }),
      fs.createWriteStream(partial, { flags: "wx" }),
    );
    if (!result) throw new BackupFileError("The backup ended before its last table.");
    commitPartial(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return { file, bytes: fs.statSync(file).size, ...result };
}

function damaged(file: string, why: string): BackupFileError {
  return new BackupFileError(`${file} is damaged or incomplete (${why}). Nothing was restored from it.`);
}

function parseJson(file: string, line: string, what: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw damaged(file, `${what} is not valid`);
  }
}

/**
 * Reads a logical backup's records back, checking as it goes: the header first, the rows
 * under their table, the last line's SHA-256 over everything before it, nothing after it.
 * A cut or altered file fails with BackupFileError, at the latest on its last line.
 */
export async function* readBackupFile(file: string): AsyncGenerator<BackupRecord> {
  if ((await backupKind(file)) !== "logical")
    throw new BackupFileError(`${file} is a PostgreSQL (pg_dump) backup, not an embedded one.`);
  const gunzip = zlib.createGunzip();
  const source = fs.createReadStream(file).pipe(gunzip);
  let failure: Error | undefined;
  gunzip.on("error", (error) => (failure = error));
  const input = readline.createInterface({ input: source, crlfDelay: Infinity });
  const hash = createHash("sha256");
  let header: BackupHeader | undefined;
  let ended = false;
  let batch: string[] = [];
  let batchBytes = 0;
  try {
    for await (const line of input) {
      if (ended) throw damaged(file, "there is more after its last line");
      if (!header) {
        const parsed = parseJson(file, line, "its first line") as Partial<BackupHeader>;
        if (parsed.format !== "shopdesk-backup" || parsed.kind !== "logical")
          throw new BackupFileError(`${file} is not a Shopdesk backup.`);
        if (parsed.version !== 1)
          throw new BackupFileError(`${file} is a version ${parsed.version} backup; this Shopdesk reads version 1.`);
        header = parsed as BackupHeader;
        hash.update(`${line}\n`);
        yield { type: "header", header };
        continue;
      }
      if (line.startsWith("[")) {
        if (batch.length > 0) {
          yield { type: "rows", rows: batch };
          batch = [];
          batchBytes = 0;
        }
        const marker = parseJson(file, line, "a table marker") as [string, unknown];
        if (marker[0] === "table" && typeof marker[1] === "string") {
          hash.update(`${line}\n`);
          yield { type: "table", name: marker[1] };
        } else if (marker[0] === "end") {
          const end = marker[1] as { tables: TableSummary[]; sha256: string };
          if (end.sha256 !== hash.digest("hex")) throw damaged(file, "its checksum does not match its content");
          ended = true;
          yield { type: "end", tables: end.tables };
        } else throw damaged(file, "a line is not a row or a table marker");
        continue;
      }
      if (!line.startsWith("{")) throw damaged(file, "a line is not a row or a table marker");
      hash.update(`${line}\n`);
      batch.push(line);
      batchBytes += line.length;
      if (batch.length >= READ_ROWS || batchBytes >= READ_BYTES) {
        yield { type: "rows", rows: batch };
        batch = [];
        batchBytes = 0;
      }
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw damaged(file, (failure ?? (error as Error)).message);
  } finally {
    input.close();
    source.destroy();
  }
  if (failure) throw damaged(file, failure.message);
  if (!header) throw damaged(file, "it is empty");
  if (!ended) throw damaged(file, "it ends before its last line");
}

/** Reads the whole file once: its header and summary when it is whole, BackupFileError when not. */
export async function checkBackupFile(file: string): Promise<{ header: BackupHeader; tables: TableSummary[] }> {
  let header: BackupHeader | undefined;
  for await (const record of readBackupFile(file)) {
    if (record.type === "header") header = record.header;
    if (record.type === "end") return { header: header!, tables: record.tables };
  }
  throw damaged(file, "it ends before its last line");
}
