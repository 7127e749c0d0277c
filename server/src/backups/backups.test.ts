import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/database.js";
import { buildApp } from "../app.js";
import { loadConfig, repoRoot } from "../config.js";
import { type TestApi, openTestApi } from "../test/api.js";
import { type TestStorage, createTestStorage, testEngine } from "../test/database.js";
import { line, makePurchaseOrder, orderCatalog } from "../test/orders.js";
import pg from "pg";
import { BackupFileError, checkBackupFile, writeBackupFile } from "./backup-file.js";
import { BackupError, type Where, moveToEmbedded, moveToPostgres, restoreBackup, takeBackup } from "./backups.js";
import { type BackupRecord, compareSummaries, dumpDatabase, summarizeTables } from "./logical.js";
import { describeDatabase } from "./tables.js";

/**
 * The drills of docs/database.md, "Backups and moving", on the engine under test: a backup
 * taken while writes go on holds every write acknowledged before it began and no write half;
 * a backup killed halfway leaves the last one and nothing a restore would take; a cut or
 * altered file is refused and changes nothing.
 */
const LINES_PER_PO = 3;

let api: TestApi;
let where: Where;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "shopdesk-backups-"));
const storages: TestStorage[] = [];

async function freshTarget(): Promise<Where> {
  const storage = await createTestStorage();
  storages.push(storage);
  // A data directory that does not exist yet: the restore makes it.
  return { databaseUrl: storage.databaseUrl, dataDir: path.join(storage.dataDir, "restored") };
}

async function withDatabase<T>(target: Where, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(target);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const sha256 = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");

beforeAll(async () => {
  api = await openTestApi();
  where = { databaseUrl: api.test.storage.databaseUrl, dataDir: api.test.storage.dataDir };
  await orderCatalog(api);
  // An attachment of a few chunks, so the backup carries files too (and takes a moment).
  const attached = await api.app.inject({
    method: "POST",
    url: "/api/customers/ACME/attachments?fileName=drawing.step",
    headers: { authorization: api.authorization, "content-type": "application/octet-stream" },
    payload: randomBytes(3 * 1024 * 1024 + 17),
  });
  expect(attached.statusCode, attached.body).toBe(201);
});

afterAll(async () => {
  await api.close();
  for (const storage of storages) await storage.remove();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe(`backups on ${testEngine}`, () => {
  it("holds every write acknowledged before it began, and none half, while writes go on", async () => {
    const acknowledged: string[] = [];
    let writing = true;
    let failure: unknown;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const poNumber = `DRILL-${n}`;
        await makePurchaseOrder(api, poNumber, [line(1), line(2), line(3)]);
        acknowledged.push(poNumber);
      }
    })().catch((error: unknown) => (failure = error));

    // Some writes first, then the backup in the middle of the stream, then more writes.
    while (acknowledged.length < 5 && !failure) await new Promise((resolve) => setImmediate(resolve));
    const before = [...acknowledged];
    const made = await takeBackup(where, { dir: path.join(scratch, "drill"), trigger: "command" });
    const countAfterBackup = acknowledged.length;
    while (acknowledged.length < countAfterBackup + 3 && !failure)
      await new Promise((resolve) => setImmediate(resolve));
    writing = false;
    await writer;
    expect(failure).toBeUndefined();

    expect(path.basename(made.file)).toMatch(/^shopdesk-.*\.backup$/);
    expect(made.bytes).toBeGreaterThan(3 * 1024 * 1024);
    const target = await freshTarget();
    const restored = await restoreBackup(made.file, target);
    expect(restored.tables.find((table) => table.name === "attachment_blob_chunk")?.rows).toBe(4);

    await withDatabase(target, async (database) => {
      const { rows } = await sql<{ po_number: string; lines: number }>`
        select p.po_number, count(l.po_line_id)::int as lines from purchase_order p
        left join po_line l on l.po_key = p.po_key group by p.po_number`.execute(database.db);
      const restoredPos = new Map(rows.map((row) => [row.po_number, row.lines]));
      for (const poNumber of before) expect(restoredPos.has(poNumber), poNumber).toBe(true);
      for (const [poNumber, lines] of restoredPos) expect(lines, poNumber).toBe(LINES_PER_PO);
      // Written after the backup was done: not in it.
      expect(restoredPos.has(acknowledged.at(-1)!)).toBe(false);

      // The numbers go on where they were: a new PO's key is past every one backed up.
      const { rows: keys } = await sql<{ next: string; max: string }>`
        select nextval('purchase_order_po_key_seq')::text as next, (select max(po_key) from purchase_order)::text as max`.execute(
        database.db,
      );
      expect(BigInt(keys[0]!.next)).toBeGreaterThan(BigInt(keys[0]!.max));

      // The file comes back byte for byte.
      const { rows: blobs } = await sql<{ size: string }>`select size::text from attachment_blob`.execute(database.db);
      expect(blobs.map((blob) => blob.size)).toEqual([String(3 * 1024 * 1024 + 17)]);

      // And the server starts on it and answers from it.
      const app = await buildApp({
        config: loadConfig({ LOG_LEVEL: "silent" }),
        database,
        verifyToken: api.tokens.verifyToken,
      });
      try {
        const answer = await app.inject({
          method: "GET",
          url: `/api/purchase-orders?q=${before[0]}`,
          headers: { authorization: api.authorization },
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toContain(`"${before[0]}"`);
      } finally {
        await app.close();
      }
    });

    // The backup is noted for the diagnostics.
    const { rows: runs } = await sql<{ file: string; error: string | null }>`
      select file, error from backup_run order by backup_run_id desc limit 1`.execute(api.test.database.db);
    expect(runs[0]).toEqual({ file: made.file, error: null });
  });

  it("killed halfway, leaves the previous backup as it was and nothing a restore would take", async () => {
    const dir = path.join(scratch, "killed");
    const previous = await takeBackup(where, { dir, trigger: "command" });
    const previousHash = sha256(previous.file);

    // The real command, in a process of its own, killed while it writes.
    const child = spawn(
      process.execPath,
      ["--conditions=source", "--import", "tsx", path.join(repoRoot, "server/src/backups/cli.ts"), "backup"],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATA_DIR: where.dataDir,
          DATABASE_URL: where.databaseUrl ?? "",
          BACKUP_DIR: dir,
          LOG_LEVEL: "silent",
        },
        stdio: "ignore",
      },
    );
    const exited = new Promise((resolve) => child.once("exit", resolve));
    // Its unfinished file is named after its PID; kill it as soon as that has bytes in it.
    const unfinished = (name: string) => name.includes(`.${child.pid}.partial`);
    for (;;) {
      const names = fs.readdirSync(dir);
      if (names.some((name) => unfinished(name) && fs.statSync(path.join(dir, name)).size > 0)) break;
      if (child.exitCode !== null) throw new Error("the backup finished before it could be killed");
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    child.kill("SIGKILL");
    await exited;

    const names = fs.readdirSync(dir);
    expect(names.filter((name) => name.endsWith(".backup"))).toEqual([path.basename(previous.file)]);
    expect(sha256(previous.file)).toBe(previousHash);
    const leftover = names.find(unfinished)!;
    await expect(restoreBackup(path.join(dir, leftover), await freshTarget())).rejects.toThrow(BackupFileError);

    // The next backup clears the leftover away.
    await takeBackup(where, { dir, trigger: "command" });
    expect(fs.readdirSync(dir).filter((name) => name.includes(".partial"))).toEqual([]);
  });

  it("refuses a cut or altered file with a clear message, and changes nothing", async () => {
    const made = await takeBackup(where, { dir: path.join(scratch, "damaged"), trigger: "command" });
    const whole = fs.readFileSync(made.file);
    const cut = path.join(scratch, "cut.backup");
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const altered = path.join(scratch, "altered.backup");
    const flipped = Buffer.from(whole);
    flipped[Math.floor(whole.length / 2)]! ^= 0xff;
    fs.writeFileSync(altered, flipped);
    const notOne = path.join(scratch, "notes.backup");
    fs.writeFileSync(notOne, "hello");

    for (const file of [cut, altered]) {
      const target = await freshTarget();
      await expect(restoreBackup(file, target)).rejects.toThrow(
        /is damaged or incomplete .*Nothing was restored from it\./,
      );
      if (target.databaseUrl)
        await withDatabase(target, async (database) => {
          const { rows } = await sql<{ n: number }>`
            select count(*)::int as n from pg_class where relnamespace = 'public'::regnamespace`.execute(database.db);
          expect(rows[0]!.n).toBe(0);
        });
      else expect(fs.existsSync(target.dataDir)).toBe(false);
    }
    await expect(restoreBackup(notOne, await freshTarget())).rejects.toThrow(`${notOne} is not a Shopdesk backup.`);
  });

  it("changes nothing when a whole file fails while loading", async () => {
    // A logical backup (the embedded kind, which also moves to PostgreSQL) with one row its
    // table refuses: the file itself is whole, so only the load can find out.
    const client = new pg.Client(api.test.database.clientConfig);
    await client.connect();
    async function* spoiled(records: AsyncIterable<BackupRecord>): AsyncGenerator<BackupRecord> {
      let table = "";
      for await (const record of records) {
        if (record.type === "table") table = record.name;
        if (record.type === "rows" && table === "customer")
          yield {
            type: "rows",
            rows: record.rows.map((row, index) => (index === 0 ? row.replace(/"name":"[^"]*"/, '"name":null') : row)),
          };
        else yield record;
      }
    }
    const file = path.join(scratch, "spoiled.backup");
    try {
      await writeBackupFile(file, spoiled(dumpDatabase(client, testEngine)));
    } finally {
      await client.end();
    }
    const target = await freshTarget();
    await expect(restoreBackup(file, target)).rejects.toThrow(/null value in column "name"/);
    if (target.databaseUrl)
      await withDatabase(target, async (database) => {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`.execute(
          database.db,
        );
        expect(rows[0]!.n).toBe(0);
      });
    else expect(fs.existsSync(target.dataDir)).toBe(false);
  });

  it("refuses a target that is not empty, and with --force keeps the old data directory aside", async () => {
    const made = await takeBackup(where, { dir: path.join(scratch, "targets"), trigger: "command" });
    const target = await freshTarget();
    await restoreBackup(made.file, target);
    await expect(restoreBackup(made.file, target)).rejects.toThrow(BackupError);
    await expect(restoreBackup(made.file, target)).rejects.toThrow(/is not empty/);
    if (target.databaseUrl) return;
    const again = await restoreBackup(made.file, target, { force: true });
    expect(again.keptAside).toMatch(/restored\.replaced-/);
    expect(fs.existsSync(path.join(again.keptAside!, "pglite"))).toBe(true);
  });

  it.runIf(testEngine === "pglite")("refuses to restore into the data directory a running server uses", async () => {
    const made = await takeBackup(where, { dir: path.join(scratch, "running"), trigger: "command" });
    await expect(restoreBackup(made.file, where, { force: true })).rejects.toThrow(/A Shopdesk server is using/);
  });

  it("checks a whole file without restoring it", async () => {
    const made = await takeBackup(where, { dir: path.join(scratch, "check"), trigger: "command" });
    if (testEngine === "postgresql") return; // pg_dump files are checked by restore (pg-dump.ts)
    const { header, tables } = await checkBackupFile(made.file);
    expect(header.migrations.at(-1)).toBe("0019_backups");
    expect(tables.find((table) => table.name === "purchase_order")!.rows).toBeGreaterThan(0);
  });

  it.runIf(testEngine === "postgresql")(
    "moves PostgreSQL to the embedded engine and back, with everything",
    async () => {
      const copy = path.join(scratch, "moved");
      const there = await moveToEmbedded(where.databaseUrl!, copy);
      const back = await freshTarget();
      const again = await moveToPostgres({ dataDir: copy }, back.databaseUrl!);
      expect(compareSummaries(there.tables, again.tables)).toEqual([]);

      // Compared with the database the app is using, table by table and sequence by sequence.
      const state = (target: Where) =>
        withDatabase(target, async (database) => {
          const pg = await import("pg");
          const client = new pg.default.Client(database.clientConfig);
          await client.connect();
          try {
            await client.query("begin isolation level repeatable read, read only");
            const shape = await describeDatabase(client);
            const tables = await summarizeTables(client, shape);
            const { rows } = await client.query<{ sequencename: string; last_value: string | null }>(
              "select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by 1",
            );
            await client.query("commit");
            return { tables, sequences: rows };
          } finally {
            await client.end();
          }
        });
      const original = await state(where);
      const moved = await state(back);
      expect(compareSummaries(original.tables, moved.tables)).toEqual([]);
      expect(moved.sequences).toEqual(original.sequences);
      expect(original.tables.find((table) => table.name === "attachment_blob_chunk")!.rows).toBeGreaterThan(0);
    },
  );
});
