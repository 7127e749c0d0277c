import { createHash } from "node:crypto";
import {
  type ImportColumn,
  type ImportKind,
  type ImportMapping,
  type ImportPreview,
  type ImportProblem,
  type ImportResult,
  MAX_IMPORT_PROBLEMS,
} from "@shopdesk/contract";
import { type Kysely, sql } from "kysely";
import type { Principal } from "../auth/verify-token.js";
import type { Schema } from "../db/schema.js";
import { InvalidError, StaleVersionError } from "../errors.js";
import { type CsvFile, readCsv } from "./csv-file.js";
import { customerImport } from "./customers.js";
import { type RowValues, mappingProblems, matchColumns, rowValues } from "./mapping.js";
import { partImport } from "./parts.js";
import { purchaseOrderImport } from "./purchase-orders.js";
import type { CurrentRecord, FileRecord, RecordKind, RowProblem, WrittenRecord } from "./record-kind.js";
import { supplierImport } from "./suppliers.js";

/**
 * Import (docs/api.md, "Import and export"): a preview says what a file would do, the import
 * does exactly that in one transaction, or nothing. Both read the whole file again, so the
 * server keeps no state between them; the preview's fingerprint of the records it compared
 * lets the import refuse (409) when one changed in between, instead of overwriting it.
 */

export const recordKinds: Record<ImportKind, RecordKind<object, CurrentRecord>> = {
  customers: customerImport as unknown as RecordKind<object, CurrentRecord>,
  suppliers: supplierImport as unknown as RecordKind<object, CurrentRecord>,
  parts: partImport as unknown as RecordKind<object, CurrentRecord>,
  "purchase-orders": purchaseOrderImport as unknown as RecordKind<object, CurrentRecord>,
};

interface Update {
  record: FileRecord<object>;
  changes: object;
  version: number;
}

export interface ImportPlan {
  file: CsvFile<RowValues>;
  fileName: string;
  mapping: ImportMapping;
  problems: ImportProblem[];
  creates: FileRecord<object>[];
  updates: Update[];
  unchanged: number;
  /** `{when}.{hash}`: the database's time of the plan, and a hash of every compared record's key and Version. */
  fingerprint: string;
  /** Every record of the file without problems, and those of them that exist, as they were. */
  compared: FileRecord<object>[];
  current: Map<string, CurrentRecord>;
}

/** The hash part of a fingerprint: each record's key with its Version, or "new". */
function versionsHash(records: FileRecord<object>[], current: Map<string, CurrentRecord>): string {
  const hash = createHash("sha256");
  for (const key of records.map((record) => record.key).sort()) hash.update(`${key}\u0000${current.get(key)?.Version ?? "new"}\n`);
  return hash.digest("base64url");
}

/** A fingerprint's time and hash (the time's own "." is not the separator: the hash has none). */
const splitFingerprint = (fingerprint: string) => [fingerprint.slice(0, fingerprint.lastIndexOf(".")), fingerprint.slice(fingerprint.lastIndexOf(".") + 1)] as const;

async function databaseNow(db: Kysely<Schema>): Promise<string> {
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
  return rows[0]!.now.toISOString();
}

/**
 * Problems as the preview lists them: by row, then in the file's column order (the row as a
 * whole first), each column named by its header in the file, or by the import's header when
 * no column of the file fills it.
 */
function toProblems(columns: readonly ImportColumn[], fileHeaders: string[], mapping: ImportMapping, problems: RowProblem[]): ImportProblem[] {
  const order = (key: string | null) => (key === null ? -1 : (mapping[key] ?? fileHeaders.length));
  return problems
    .sort((a, b) => a.line - b.line || order(a.key) - order(b.key))
    .map(({ line, key, message }) => {
      const index = key === null ? undefined : mapping[key];
      const column = index !== undefined ? fileHeaders[index]! : key === null ? null : (columns.find((candidate) => candidate.key === key)?.header ?? key);
      return { Line: line, Column: column, Message: message };
    });
}

/** What `bytes` would do: created, updated, unchanged, and every problem by row and column. */
export async function planImport(db: Kysely<Schema>, kindName: ImportKind, fileName: string, bytes: Uint8Array, sent?: ImportMapping): Promise<ImportPlan> {
  const kind = recordKinds[kindName];
  let mapping: ImportMapping = {};
  let mappingIssues: ImportProblem[] = [];
  // The mapping comes from the header row; each data row is read with it as it is parsed.
  const file = readCsv(bytes, (headers) => {
    mapping = sent ?? matchColumns(kind.columns, headers);
    mappingIssues = mappingProblems(kind.columns, headers, mapping);
    return mappingIssues.length > 0 ? () => null : (cells, line) => rowValues(kind.columns, mapping, cells, line);
  });
  const at = await databaseNow(db);
  const plan: ImportPlan = { file, fileName, mapping, problems: mappingIssues, creates: [], updates: [], unchanged: 0, fingerprint: "", compared: [], current: new Map() };
  if (plan.problems.length > 0) return { ...plan, fingerprint: `${at}.none` };

  const rows = file.rows;
  kind.prepare?.(rows);
  const problems: RowProblem[] = [];

  // The rows of each record, in file order.
  const groups = new Map<string, RowValues[]>();
  for (const row of rows) {
    const key = kind.keyOf(row);
    if (typeof key !== "string") {
      // The row's other problems too, so one preview lists all of them.
      const others = kind.parse([row], undefined);
      const seen = new Set(key.map((problem) => problem.key));
      problems.push(...key, ...(Array.isArray(others) ? others.filter((problem) => !seen.has(problem.key)) : []));
      continue;
    }
    const group = groups.get(key);
    if (!group) groups.set(key, [row]);
    else if (kind.groupsRows) group.push(row);
    else problems.push({ line: row.line, key: null, message: `${kind.label(key)} is already on row ${group[0]!.line}.` });
  }

  plan.current = await kind.load(db, [...groups.keys()], false);
  rows.length = 0;
  const toWrite: FileRecord<object>[] = [];
  for (const [key, group] of groups) {
    // Each row is read once: let it go, so a big file's rows and bodies are not all held at once.
    groups.delete(key);
    const current = plan.current.get(key);
    const body = kind.parse(group, current);
    if (Array.isArray(body)) {
      problems.push(...(body as RowProblem[]));
      continue;
    }
    const record = { lines: group.map((row) => row.line), key, body };
    plan.compared.push(record);
    if (!current) {
      plan.creates.push(record);
      toWrite.push(record);
      continue;
    }
    const changes = kind.changes(record, current);
    if (changes === null) plan.unchanged += 1;
    else if (Array.isArray(changes)) problems.push(...(changes as RowProblem[]));
    else {
      plan.updates.push({ record, changes, version: current.Version });
      toWrite.push(record);
    }
  }
  if (kind.check && toWrite.length > 0) problems.push(...(await kind.check(db, toWrite)));

  plan.problems = toProblems(kind.columns, file.headers, mapping, problems);
  plan.fingerprint = `${at}.${versionsHash(plan.compared, plan.current)}`;
  return plan;
}

export function previewOf(plan: ImportPlan): ImportPreview {
  return {
    File: { Name: plan.fileName, Encoding: plan.file.encoding, Delimiter: plan.file.delimiter, Headers: plan.file.headers, Rows: plan.file.rowCount },
    Mapping: plan.mapping,
    Create: plan.creates.length,
    Update: plan.updates.length,
    Unchanged: plan.unchanged,
    Problems: plan.problems.slice(0, MAX_IMPORT_PROBLEMS),
    ProblemCount: plan.problems.length,
    Fingerprint: plan.fingerprint,
  };
}

/** A 409 that names what changed since the preview and carries the preview as it is now. */
function changedSincePreview(kind: RecordKind<object, CurrentRecord>, plan: ImportPlan, previewedAt: string): StaleVersionError {
  const since = Date.parse(previewedAt);
  const changed = plan.compared
    .filter((record) => {
      const current = plan.current.get(record.key);
      return current !== undefined && current.UpdatedAt.getTime() > since;
    })
    .map((record) => `${kind.label(record.key)} (row ${record.lines[0]!})`);
  const named = changed.length > 0 ? `: ${changed.slice(0, 5).join(", ")}${changed.length > 5 ? ` and ${changed.length - 5} more` : ""}` : "";
  return new StaleVersionError(`Someone changed records of this file after your preview${named}. Nothing was imported; check the new preview and import again.`, previewOf(plan));
}

export interface RunImport {
  kind: ImportKind;
  fileName: string;
  bytes: Uint8Array;
  mapping?: ImportMapping | undefined;
  fingerprint: string;
  onProgress: (done: number, total: number) => void;
}

/** How many records the result names (its links). */
const MAX_RESULT_RECORDS = 100;

/** How many records are written between two progress reports (and per INSERT of new records). */
const PROGRESS_EVERY = 500;

/**
 * Imports the file if it still does what its preview said: all of it in one transaction (each
 * update as its screen's edit: Version + 1, history "from {file}"), or nothing. Refused with a
 * 400 while the file has problems, and with a 409 when a record it compares changed since the
 * preview, checked again under the records' row locks.
 */
export async function runImport(db: Kysely<Schema>, who: Principal, run: RunImport): Promise<ImportResult> {
  const kind = recordKinds[run.kind];
  const plan = await planImport(db, run.kind, run.fileName, run.bytes, run.mapping);
  if (plan.problems.length > 0) {
    const count = plan.problems.length;
    throw new InvalidError(`The file has ${count} problem${count === 1 ? "" : "s"}; nothing was imported. Preview it, fix them and try again.`);
  }
  const [previewedAt, previewHash] = splitFingerprint(run.fingerprint);
  const [, planHash] = splitFingerprint(plan.fingerprint);
  if (previewHash !== planHash) throw changedSincePreview(kind, plan, previewedAt);

  const total = plan.creates.length + plan.updates.length;
  const written: WrittenRecord[] = [];
  await db.transaction().execute(async (trx) => {
    // Unchanged records too: the preview's counts hold only while none of them changes either.
    const locked = await kind.load(trx, plan.compared.map((record) => record.key), true);
    if (versionsHash(plan.compared, locked) !== planHash) throw changedSincePreview(kind, { ...plan, current: locked }, previewedAt);
    let done = 0;
    run.onProgress(done, total);
    for (let start = 0; start < plan.creates.length; start += PROGRESS_EVERY) {
      const made = await kind.create(trx, who, plan.creates.slice(start, start + PROGRESS_EVERY), run.fileName);
      written.push(...made.slice(0, MAX_RESULT_RECORDS - written.length));
      done += Math.min(PROGRESS_EVERY, plan.creates.length - start);
      run.onProgress(done, total);
    }
    for (const update of plan.updates) {
      const changed = await kind.update(trx, who, update.record, update.changes, update.version, run.fileName);
      if (written.length < MAX_RESULT_RECORDS) written.push(changed);
      done += 1;
      if (done % PROGRESS_EVERY === 0) run.onProgress(done, total);
    }
  });
  return {
    Created: plan.creates.length,
    Updated: plan.updates.length,
    Unchanged: plan.unchanged,
    Records: written,
    At: await databaseNow(db),
  };
}
