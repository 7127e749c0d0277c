import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import pg from "pg";
import { BackupFileError, commitPartial, partialName } from "./backup-file.js";
import { RestoreMismatchError, type TableSummary, compareSummaries, summarizeTables } from "./logical.js";
import { SESSION_SETTINGS, type TableInfo, appliedMigrations, describeDatabase } from "./tables.js";

/**
 * PostgreSQL backups: `pg_dump`'s custom format, taken in the same snapshot as the counts and
 * hashes the restore checks (docs/database.md, "Backups and moving").
 */
export interface PgDumpHeader {
  format: "shopdesk-backup";
  version: 1;
  kind: "pg_dump";
  createdAt: string;
  engine: "postgresql";
  pgDumpVersion: string;
  migrations: string[];
  tables: (Pick<TableInfo, "name" | "columns" | "key" | "binary"> & TableSummary)[];
  /** The archive after the header line. */
  payload: { bytes: number; sha256: string };
}

const run = promisify(execFile);
// A header line is a few kB; a first line longer than this is not one of ours.
const MAX_HEADER_BYTES = 1024 * 1024;

/** pg_dump or pg_restore whose major version is at least the server's (older ones refuse newer servers). */
async function findTool(
  tool: "pg_dump" | "pg_restore",
  serverMajor: number,
): Promise<{ bin: string; version: string }> {
  const root = "/usr/lib/postgresql";
  const installed = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(root, version, "bin", tool))
    : [];
  const candidates = [...(process.env.PG_BIN ? [path.join(process.env.PG_BIN, tool)] : []), ...installed, tool];
  const seen: string[] = [];
  for (const bin of candidates) {
    try {
      const { stdout } = await run(bin, ["--version"]);
      const version = stdout.trim();
      const major = Number(/(\d+)(?:\.\d+)?/.exec(version.replace(/^[^)]*\)\s*/, ""))?.[1]);
      if (major >= serverMajor) return { bin, version };
      seen.push(`${bin} is ${version}`);
    } catch {
      // not there: try the next
    }
  }
  throw new Error(
    `No ${tool} for PostgreSQL ${serverMajor} or newer found${seen.length ? ` (${seen.join("; ")})` : ""}. ` +
      `Install the PostgreSQL ${serverMajor} client (Debian: postgresql-client-${serverMajor}) or set PG_BIN to its bin directory.`,
  );
}

async function serverMajor(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
  return Math.floor(Number(rows[0]!.v) / 10000);
}

function spawnChecked(bin: string, args: string[], stdin?: NodeJS.ReadableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: [stdin ? "pipe" : "ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    if (stdin && child.stdin) {
      child.stdin.on("error", () => {}); // the exit code tells what went wrong
      stdin.pipe(child.stdin);
    }
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(bin)} failed (exit code ${code}): ${stderr.trim()}`));
    });
  });
}

export async function backupPostgres(
  url: string,
  file: string,
): Promise<{ file: string; bytes: number; tables: TableSummary[] }> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const archive = partialName(`${file}.archive`);
  const partial = partialName(file);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(SESSION_SETTINGS);
    await client.query("begin isolation level repeatable read, read only");
    const { rows } = await client.query<{ snapshot: string }>("select pg_export_snapshot() as snapshot");
    const tool = await findTool("pg_dump", await serverMajor(client));
    const shape = await describeDatabase(client);
    // pg_dump reads the exported snapshot while this connection counts and hashes the same one.
    const [, tables] = await Promise.all([
      spawnChecked(tool.bin, [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--snapshot=${rows[0]!.snapshot}`,
        `--file=${archive}`,
        `--dbname=${url}`,
      ]),
      summarizeTables(client, shape),
    ]);
    const header: PgDumpHeader = {
      format: "shopdesk-backup",
      version: 1,
      kind: "pg_dump",
      createdAt: new Date().toISOString(),
      engine: "postgresql",
      pgDumpVersion: tool.version,
      migrations: await appliedMigrations(client),
      tables: shape.tables.map(({ columns, key, binary }, index) => ({ columns, key, binary, ...tables[index]! })),
      payload: { bytes: fs.statSync(archive).size, sha256: await sha256Of(archive) },
    };
    await client.query("commit");
    fs.writeFileSync(partial, `${JSON.stringify(header)}\n`, { flag: "wx" });
    await pipeline(fs.createReadStream(archive), fs.createWriteStream(partial, { flags: "a" }));
    commitPartial(partial, file);
    return { file, bytes: fs.statSync(file).size, tables };
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    fs.rmSync(archive, { force: true });
    await client.end().catch(() => {});
  }
}

async function sha256Of(file: string, start = 0): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(fs.createReadStream(file, { start }), hash);
  return hash.digest("hex");
}

/** The header of a pg_dump backup, after checking that what follows it is whole and unaltered. */
export async function checkPgDumpFile(file: string): Promise<{ header: PgDumpHeader; payloadStart: number }> {
  const handle = await fs.promises.open(file, "r");
  let first: string;
  try {
    const buffer = Buffer.alloc(MAX_HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const end = buffer.subarray(0, bytesRead).indexOf(0x0a);
    if (end < 0)
      throw new BackupFileError(`${file} is damaged or incomplete (its header is cut). Nothing was restored from it.`);
    first = buffer.subarray(0, end).toString("utf8");
  } finally {
    await handle.close();
  }
  let header: PgDumpHeader;
  try {
    header = JSON.parse(first) as PgDumpHeader;
  } catch {
    throw new BackupFileError(
      `${file} is damaged or incomplete (its header is not valid). Nothing was restored from it.`,
    );
  }
  const payloadStart = Buffer.byteLength(first) + 1;
  const size = fs.statSync(file).size - payloadStart;
  if (size !== header.payload.bytes)
    throw new BackupFileError(
      `${file} is damaged or incomplete (${size} bytes of archive, its header says ${header.payload.bytes}). Nothing was restored from it.`,
    );
  if ((await sha256Of(file, payloadStart)) !== header.payload.sha256)
    throw new BackupFileError(
      `${file} is damaged or incomplete (its checksum does not match its content). Nothing was restored from it.`,
    );
  return { header, payloadStart };
}

/**
 * Restores a pg_dump backup into the empty database at `url` in one transaction, then checks
 * every table's count and hash against the backup's.
 */
export async function restorePostgres(file: string, url: string): Promise<TableSummary[]> {
  const { header, payloadStart } = await checkPgDumpFile(file);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tool = await findTool("pg_restore", Number(/PostgreSQL\)\s*(\d+)/.exec(header.pgDumpVersion)?.[1] ?? 0));
    await spawnChecked(
      tool.bin,
      ["--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges", `--dbname=${url}`],
      fs.createReadStream(file, { start: payloadStart }),
    );
    await client.query(SESSION_SETTINGS);
    await client.query("begin isolation level repeatable read, read only");
    const restored = await summarizeTables(client, {
      tables: header.tables.map((table) => ({ ...table, selfReferences: [] })),
      sequences: [],
    });
    await client.query("commit");
    const problems = compareSummaries(header.tables, restored);
    if (problems.length > 0)
      throw new RestoreMismatchError(`What was restored does not match the backup:\n  ${problems.join("\n  ")}`);
    return restored;
  } finally {
    await client.end().catch(() => {});
  }
}
