import { createHash } from "node:crypto";
import type pg from "pg";
import {
  type DatabaseShape,
  SESSION_SETTINGS,
  type TableInfo,
  appliedMigrations,
  describeDatabase,
  quoteIdent,
} from "./tables.js";

/**
 * A logical backup (docs/database.md, "Backups and moving"): every table's rows as JSON text,
 * read inside one snapshot, in key order, with each table's count and SHA-256. The same
 * records are written to a file (backup-file.ts) or loaded straight into another database
 * (a move), on either engine.
 */
export interface BackupHeader {
  format: "shopdesk-backup";
  version: 1;
  kind: "logical";
  createdAt: string;
  /** Where it was taken from: "pglite" or "postgresql". */
  engine: string;
  migrations: string[];
  tables: Pick<TableInfo, "name" | "columns" | "selfReferences">[];
  /** Each sequence's state, so the next PO and WO numbers continue where they were. */
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

export interface TableSummary {
  name: string;
  rows: number;
  sha256: string;
}

export type BackupRecord =
  | { type: "header"; header: BackupHeader }
  | { type: "table"; name: string }
  /** Rows of the current table, each the JSON text of one row. */
  | { type: "rows"; rows: string[] }
  | { type: "end"; tables: TableSummary[] };

// Attachment chunks are up to 1 MiB each: read those a few at a time, other rows by thousands.
const FETCH_ROWS = 2000;
const FETCH_BINARY_ROWS = 8;
const INSERT_BYTES = 4 * 1024 * 1024;

function selectRows(table: Pick<TableInfo, "name" | "columns" | "key">): string {
  const columns = table.columns.map(quoteIdent).join(", ");
  const key = table.key.map(quoteIdent).join(", ");
  return `select row_to_json(r)::text as row from (select ${columns} from ${quoteIdent(table.name)} order by ${key}) r`;
}

/** Every row of `table` in key order, in batches, with the running count and hash. */
async function* readTable(
  client: pg.ClientBase,
  table: TableInfo,
  summary: { rows: number; hash: ReturnType<typeof createHash> },
) {
  const cursor = quoteIdent(`backup_${table.name}`);
  await client.query(`declare ${cursor} no scroll cursor for ${selectRows(table)}`);
  const fetch = `fetch ${table.binary ? FETCH_BINARY_ROWS : FETCH_ROWS} from ${cursor}`;
  for (;;) {
    const { rows } = await client.query<{ row: string }>(fetch);
    if (rows.length === 0) break;
    const texts = rows.map((row) => row.row);
    for (const text of texts) summary.hash.update(text).update("\n");
    summary.rows += texts.length;
    yield texts;
  }
  await client.query(`close ${cursor}`);
}

async function readSequences(client: pg.ClientBase, names: string[]): Promise<BackupHeader["sequences"]> {
  const sequences: BackupHeader["sequences"] = [];
  for (const name of names) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${quoteIdent(name)}`,
    );
    sequences.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
  }
  return sequences;
}

/**
 * Reads the whole database through `client` inside one read-only snapshot: nothing committed
 * after it began is in it, nothing committed before it is missing, no write is half in it.
 * On PGlite the snapshot holds the database until the last row is read (one session).
 */
export async function* dumpDatabase(client: pg.ClientBase, engine: string): AsyncGenerator<BackupRecord> {
  await client.query(SESSION_SETTINGS);
  await client.query("begin isolation level repeatable read, read only");
  try {
    const shape = await describeDatabase(client);
    const header: BackupHeader = {
      format: "shopdesk-backup",
      version: 1,
      kind: "logical",
      createdAt: new Date().toISOString(),
      engine,
      migrations: await appliedMigrations(client),
      tables: shape.tables.map(({ name, columns, selfReferences }) => ({ name, columns, selfReferences })),
      sequences: await readSequences(client, shape.sequences),
    };
    yield { type: "header", header };
    const tables: TableSummary[] = [];
    for (const table of shape.tables) {
      yield { type: "table", name: table.name };
      const summary = { rows: 0, hash: createHash("sha256") };
      for await (const rows of readTable(client, table, summary)) yield { type: "rows", rows };
      tables.push({ name: table.name, rows: summary.rows, sha256: summary.hash.digest("hex") });
    }
    await client.query("commit");
    yield { type: "end", tables };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  }
}

/** Counts and hashes what `client` sees now, the same way `dumpDatabase` does. */
export async function summarizeTables(client: pg.ClientBase, shape: DatabaseShape): Promise<TableSummary[]> {
  const tables: TableSummary[] = [];
  for (const table of shape.tables) {
    const summary = { rows: 0, hash: createHash("sha256") };
    for await (const _rows of readTable(client, table, summary));
    tables.push({ name: table.name, rows: summary.rows, sha256: summary.hash.digest("hex") });
  }
  return tables;
}

export class RestoreMismatchError extends Error {
  override name = "RestoreMismatchError";
}

/** The tables whose count or hash differs, in words; empty when they all match. */
export function compareSummaries(expected: TableSummary[], actual: TableSummary[]): string[] {
  const problems: string[] = [];
  for (const want of expected) {
    const got = actual.find((table) => table.name === want.name);
    if (!got) problems.push(`${want.name}: missing`);
    else if (got.rows !== want.rows) problems.push(`${want.name}: ${got.rows} rows, the backup has ${want.rows}`);
    else if (got.sha256 !== want.sha256) problems.push(`${want.name}: the rows differ from the backup's (checksum)`);
  }
  for (const got of actual)
    if (!expected.some((table) => table.name === got.name) && got.rows > 0)
      problems.push(`${got.name}: ${got.rows} rows the backup does not have`);
  return problems;
}

interface LoadingTable {
  info: BackupHeader["tables"][number];
  pending: string[];
  pendingBytes: number;
  /** Self-references to set once every row of the table is in (JSON rows of key + references). */
  deferred: string[];
}

async function insertRows(client: pg.ClientBase, table: LoadingTable) {
  if (table.pending.length === 0) return;
  const { name, columns, selfReferences } = table.info;
  const target = quoteIdent(name);
  const list = columns.map(quoteIdent).join(", ");
  const values = columns.map((column) => (selfReferences.includes(column) ? "null" : `r.${quoteIdent(column)}`));
  await client.query(
    `insert into ${target} (${list}) overriding system value
     select ${values.join(", ")} from json_populate_recordset(null::${target}, $1::json) r`,
    [`[${table.pending.join(",")}]`],
  );
  if (selfReferences.length > 0) table.deferred.push(...table.pending);
  table.pending = [];
  table.pendingBytes = 0;
}

async function setSelfReferences(client: pg.ClientBase, table: LoadingTable, key: string[]) {
  const { name, selfReferences } = table.info;
  const target = quoteIdent(name);
  const set = selfReferences.map((column) => `${quoteIdent(column)} = r.${quoteIdent(column)}`).join(", ");
  const match = key.map((column) => `t.${quoteIdent(column)} = r.${quoteIdent(column)}`).join(" and ");
  const anySet = selfReferences.map((column) => `r.${quoteIdent(column)} is not null`).join(" or ");
  for (let start = 0; start < table.deferred.length; start += FETCH_ROWS) {
    const batch = table.deferred.slice(start, start + FETCH_ROWS);
    await client.query(
      `update ${target} t set ${set} from json_populate_recordset(null::${target}, $1::json) r where ${match} and (${anySet})`,
      [`[${batch.join(",")}]`],
    );
  }
  table.deferred = [];
}

export interface LoadResult {
  header: BackupHeader;
  tables: TableSummary[];
}

/**
 * Loads a backup's records through `client` into a database migrated to exactly the backup's
 * migrations (the caller does that after reading the header: `beforeRows`), in one
 * transaction, and checks every table's count and hash against the backup before it commits.
 * Triggers are paused while rows go in: derived tables (running totals, sort keys) come from
 * the backup as they were, and nothing is announced on the change feed.
 */
export async function loadDatabase(
  client: pg.ClientBase,
  records: AsyncIterable<BackupRecord>,
  beforeRows: (header: BackupHeader) => Promise<void>,
): Promise<LoadResult> {
  let header: BackupHeader | undefined;
  let shape: DatabaseShape | undefined;
  let current: LoadingTable | undefined;
  let known = new Map<string, TableInfo>();
  const keyOf = (name: string) => known.get(name)!.key;
  let began = false;
  let indexes: { name: string; definition: string }[] = [];

  const finishTable = async () => {
    if (!current) return;
    await insertRows(client, current);
    if (current.deferred.length > 0) await setSelfReferences(client, current, keyOf(current.info.name));
    current = undefined;
  };

  try {
    for await (const record of records) {
      if (record.type === "header") {
        header = record.header;
        await beforeRows(header);
        await client.query(SESSION_SETTINGS);
        await client.query("begin");
        began = true;
        shape = await describeDatabase(client);
        known = new Map(shape.tables.map((table) => [table.name, table]));
        for (const table of header.tables) {
          const here = known.get(table.name);
          if (!here) throw new RestoreMismatchError(`The backup has a table ${table.name} this database does not.`);
          const missing = table.columns.filter((column) => !here.columns.includes(column));
          if (missing.length > 0)
            throw new RestoreMismatchError(
              `The backup's ${table.name} has columns this database does not: ${missing.join(", ")}.`,
            );
        }
        for (const table of shape.tables) {
          const { rows } = await client.query(`select 1 from ${quoteIdent(table.name)} limit 1`);
          if (rows.length > 0) throw new RestoreMismatchError(`The target already has rows in ${table.name}.`);
          await client.query(`alter table ${quoteIdent(table.name)} disable trigger user`);
        }
        // Indexes are built once after the rows are in, as pg_restore does: far quicker than
        // keeping each (the trigram ones most of all) up to date row by row. Those a
        // constraint stands on (keys, and what references point at) stay.
        ({ rows: indexes } = await client.query<{ name: string; definition: string }>(
          `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
             from pg_index i join pg_class c on c.oid = i.indrelid
            where c.relnamespace = 'public'::regnamespace
              and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
        ));
        for (const index of indexes) await client.query(`drop index ${index.name}`);
      } else if (!header || !shape) {
        throw new RestoreMismatchError("The backup does not start with its header.");
      } else if (record.type === "table") {
        await finishTable();
        const info = header.tables.find((table) => table.name === record.name);
        if (!info)
          throw new RestoreMismatchError(`The backup has rows for ${record.name}, which its header does not list.`);
        current = { info, pending: [], pendingBytes: 0, deferred: [] };
      } else if (record.type === "rows") {
        if (!current) throw new RestoreMismatchError("The backup has rows before naming their table.");
        for (const row of record.rows) {
          current.pending.push(row);
          current.pendingBytes += row.length;
          if (current.pendingBytes >= INSERT_BYTES || current.pending.length >= FETCH_ROWS)
            await insertRows(client, current);
        }
      } else {
        await finishTable();
        for (const sequence of header.sequences)
          await client.query(`select setval($1::regclass, $2::bigint, $3)`, [
            quoteIdent(sequence.name),
            sequence.lastValue,
            sequence.isCalled,
          ]);
        for (const index of indexes) await client.query(index.definition);
        for (const table of shape.tables)
          await client.query(`alter table ${quoteIdent(table.name)} enable trigger user`);
        // Read back with the backup's own columns, so the text (and its hash) is the backup's.
        const restored = await summarizeTables(client, {
          tables: header.tables.map((table) => ({ ...known.get(table.name)!, columns: table.columns })),
          sequences: [],
        });
        const problems = compareSummaries(record.tables, restored);
        if (problems.length > 0)
          throw new RestoreMismatchError(`What was restored does not match the backup:\n  ${problems.join("\n  ")}`);
        await client.query("commit");
        return { header, tables: restored };
      }
    }
    throw new RestoreMismatchError("The backup ends before its last line.");
  } catch (error) {
    if (began) await client.query("rollback").catch(() => {});
    throw error;
  }
}
