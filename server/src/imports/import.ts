import { createHash } from "node:crypto";
import {
  IMPORT_PREVIEW_ROWS,
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
import { cellText, valueOf } from "./export.js";
import { type RowValues, mappingProblems, matchColumns, rowValues } from "./mapping.js";
import { partImport } from "./parts.js";
import { purchaseOrderImport } from "./purchase-orders.js";
import {
  type CurrentRecord,
  type FileRecord,
  type RecordKind,
  type RecordUpdate,
  type RowProblem,
  type WriteStep,
  ROWS_PER_TURN,
  RecordsChangedError,
  yieldTurn,
} from "./record-kind.js";
import { supplierImport } from "./suppliers.js";

/**
 * Import (docs/api.md, "Import and export"): a preview says what a file would do, the import
 * does exactly that in one transaction, or nothing. Both read the whole file again, so the
 * server keeps no state between them; the preview's fingerprint of the records it compared
 * lets the import refuse (409) when one changed in between, instead of overwriting it.
 *
 * Reading, checking and comparing happen before the transaction, in bulk; the transaction only
 * locks the records it writes, checks their Version and writes set-based, a few statements per
 * thousands of records, so the embedded database (one session) is held for seconds, not the
 * import's whole time (docs/performance.md, "Import").
 */

export const recordKinds: Record<ImportKind, RecordKind<object, CurrentRecord>> = {
  customers: customerImport as unknown as RecordKind<object, CurrentRecord>,
  suppliers: supplierImport as unknown as RecordKind<object, CurrentRecord>,
  parts: partImport as unknown as RecordKind<object, CurrentRecord>,
  "purchase-orders": purchaseOrderImport as unknown as RecordKind<object, CurrentRecord>,
};

export interface ImportPlan {
  file: CsvFile<RowValues>;
  fileName: string;
  mapping: ImportMapping;
  problems: ImportProblem[];
  creates: FileRecord<object>[];
  updates: RecordUpdate<object, CurrentRecord>[];
  unchanged: number;
  /** The file's first rows as they will be stored. */
  firstRows: ImportPreview["FirstRows"];
  /** `{when}.{hash}`: the database's time of the plan, and a hash of every compared record's key and Version. */
  fingerprint: string;
  /**
   * Every record of the file without problems (its key and first row), and of those that
   * exist, their Version and time of change as they were: no more is kept of them, so a big
   * file's records go once compared.
   */
  compared: { key: string; line: number }[];
  current: Map<string, Pick<CurrentRecord, "Version" | "UpdatedAt">>;
}

/** The hash part of a fingerprint: each record's key with its Version, or "new". */
function versionsHash(records: ImportPlan["compared"], current: ImportPlan["current"]): string {
  const hash = createHash("sha256");
  for (const key of records.map((record) => record.key).sort())
    hash.update(`${key}\u0000${current.get(key)?.Version ?? "new"}\n`);
  return hash.digest("base64url");
}

/** A fingerprint's time and hash (the time's own "." is not the separator: the hash has none). */
const splitFingerprint = (fingerprint: string) =>
  [fingerprint.slice(0, fingerprint.lastIndexOf(".")), fingerprint.slice(fingerprint.lastIndexOf(".") + 1)] as const;

async function databaseNow(db: Kysely<Schema>): Promise<string> {
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
  return rows[0]!.now.toISOString();
}

/**
 * Problems as the preview lists them: by row, then in the file's column order (the row as a
 * whole first), each column named by its header in the file, or by the import's header when
 * no column of the file fills it.
 */
function toProblems(
  columns: readonly ImportColumn[],
  fileHeaders: string[],
  mapping: ImportMapping,
  problems: RowProblem[],
): ImportProblem[] {
  const order = (key: string | null) => (key === null ? -1 : (mapping[key] ?? fileHeaders.length));
  return problems
    .sort((a, b) => a.line - b.line || order(a.key) - order(b.key))
    .map(({ line, key, message }) => {
      const index = key === null ? undefined : mapping[key];
      const column =
        index !== undefined
          ? fileHeaders[index]!
          : key === null
            ? null
            : (columns.find((candidate) => candidate.key === key)?.header ?? key);
      return { Line: line, Column: column, Message: message };
    });
}

/** A row's value of a column as the rules read it (the plan's "as read", for a row with problems). */
const readValue = (values: Record<string, unknown>, key: string): unknown =>
  key.split(".").reduce<unknown>((node, field) => (node as Record<string, unknown> | undefined)?.[field], values);

/** What `bytes` would do: created, updated, unchanged, and every problem by row and column. */
export async function planImport(
  db: Kysely<Schema>,
  kindName: ImportKind,
  fileName: string,
  bytes: Uint8Array,
  sent?: ImportMapping,
): Promise<ImportPlan> {
  const kind = recordKinds[kindName];
  let mapping: ImportMapping = {};
  let mappingIssues: ImportProblem[] = [];
  // The mapping comes from the header row; each data row is read with it as it is parsed.
  const file = await readCsv(bytes, (headers) => {
    mapping = sent ?? matchColumns(kind.columns, headers);
    mappingIssues = mappingProblems(kind.columns, headers, mapping);
    return mappingIssues.length > 0 ? () => null : (cells, line) => rowValues(kind.columns, mapping, cells, line);
  });
  const at = await databaseNow(db);
  const columns = kind.columns.filter((column) => column.key in mapping);
  const plan: ImportPlan = {
    file,
    fileName,
    mapping,
    problems: mappingIssues,
    creates: [],
    updates: [],
    unchanged: 0,
    firstRows: { Columns: columns.map((column) => ({ Key: column.key, Header: column.header })), Rows: [] },
    fingerprint: "",
    compared: [],
    current: new Map(),
  };
  if (plan.problems.length > 0) return { ...plan, fingerprint: `${at}.none` };

  const rows = file.rows;
  kind.prepare?.(rows);
  const problems: RowProblem[] = [];

  // The first rows as read, shown so when their record has a problem.
  const firstRows = new Map(
    rows
      .slice(0, IMPORT_PREVIEW_ROWS)
      .map((row) => [row.line, columns.map((column) => cellText(readValue(row.values, column.key)))]),
  );
  const firstRecords: {
    record: FileRecord<object>;
    current: CurrentRecord | undefined;
    action: "create" | "update" | "unchanged";
  }[] = [];

  // The rows of each record, in file order.
  const groups = new Map<string, RowValues[]>();
  for (const [index, row] of rows.entries()) {
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await yieldTurn();
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
    else
      problems.push({ line: row.line, key: null, message: `${kind.label(key)} is already on row ${group[0]!.line}.` });
  }

  const found = await kind.load(db, [...groups.keys()]);
  for (const [key, { Version, UpdatedAt }] of found) plan.current.set(key, { Version, UpdatedAt });
  rows.length = 0;
  const toWrite: FileRecord<object>[] = [];
  let done = 0;
  for (const [key, group] of groups) {
    if (++done % ROWS_PER_TURN === 0) await yieldTurn();
    // Each row is read once: let it go, so a big file's rows and bodies are not all held at once.
    groups.delete(key);
    const current = found.get(key);
    // Only an update keeps the record as it was (its screen's save needs it): let the others go.
    found.delete(key);
    const body = kind.parse(group, current);
    if (Array.isArray(body)) {
      problems.push(...(body as RowProblem[]));
      continue;
    }
    const record = { lines: group.map((row) => row.line), key, body };
    const isFirst = record.lines.some((line) => firstRows.has(line));
    plan.compared.push({ key, line: record.lines[0]! });
    if (!current) {
      plan.creates.push(record);
      toWrite.push(record);
      if (isFirst) firstRecords.push({ record, current, action: "create" });
      continue;
    }
    const changes = kind.changes(record, current);
    if (changes === null) {
      plan.unchanged += 1;
      if (isFirst) firstRecords.push({ record, current, action: "unchanged" });
    } else if (Array.isArray(changes)) problems.push(...(changes as RowProblem[]));
    else {
      plan.updates.push({ record, changes, current });
      toWrite.push(record);
      if (isFirst) firstRecords.push({ record, current, action: "update" });
    }
  }
  if (kind.check && toWrite.length > 0) {
    const found = await kind.check(db, toWrite);
    if (found.length > 0) {
      // A record with a problem is neither created nor updated: the preview counts it in neither.
      const lines = new Set(found.map((problem) => problem.line));
      const isSound = (record: FileRecord<object>) => !record.lines.some((line) => lines.has(line));
      plan.creates = plan.creates.filter(isSound);
      plan.updates = plan.updates.filter((update) => isSound(update.record));
      problems.push(...found);
    }
  }

  plan.problems = toProblems(kind.columns, file.headers, mapping, problems);
  const problemLines = new Set(problems.map((problem) => problem.line));
  const storedCells = new Map<number, { action: "create" | "update" | "unchanged"; cells: string[] }>();
  for (const { record, current, action } of firstRecords) {
    if (record.lines.some((line) => problemLines.has(line))) continue;
    kind.stored(record, current).forEach((values, index) => {
      storedCells.set(record.lines[index]!, {
        action,
        cells: columns.map((column) => cellText(valueOf(values, column))),
      });
    });
  }
  plan.firstRows.Rows = [...firstRows].map(([line, asRead]) => {
    const stored = problemLines.has(line) ? undefined : storedCells.get(line);
    return stored
      ? { Line: line, Action: stored.action, Cells: stored.cells }
      : { Line: line, Action: "problem" as const, Cells: asRead };
  });
  plan.fingerprint = `${at}.${versionsHash(plan.compared, plan.current)}`;
  return plan;
}

export function previewOf(plan: ImportPlan): ImportPreview {
  return {
    File: {
      Name: plan.fileName,
      Encoding: plan.file.encoding,
      Delimiter: plan.file.delimiter,
      Headers: plan.file.headers,
      Rows: plan.file.rowCount,
    },
    Mapping: plan.mapping,
    Create: plan.creates.length,
    Update: plan.updates.length,
    Unchanged: plan.unchanged,
    Problems: plan.problems.slice(0, MAX_IMPORT_PROBLEMS),
    ProblemCount: plan.problems.length,
    FirstRows: plan.firstRows,
    Fingerprint: plan.fingerprint,
  };
}

/** A 409 that names what changed since the preview and carries the preview as it is now. */
function changedSincePreview(
  kind: RecordKind<object, CurrentRecord>,
  plan: ImportPlan,
  previewedAt: string,
): StaleVersionError {
  const since = Date.parse(previewedAt);
  const changed = plan.compared
    .filter((record) => {
      const current = plan.current.get(record.key);
      return current !== undefined && current.UpdatedAt.getTime() > since;
    })
    .map((record) => `${kind.label(record.key)} (row ${record.line})`);
  const named =
    changed.length > 0
      ? `: ${changed.slice(0, 5).join(", ")}${changed.length > 5 ? ` and ${changed.length - 5} more` : ""}`
      : "";
  return new StaleVersionError(
    `Someone changed records of this file after your preview${named}. Nothing was imported; check the new preview and import again.`,
    previewOf(plan),
  );
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

/** How many records one statement writes (and between two progress reports). */
const RECORDS_PER_STATEMENT = 5000;

/** A duplicate key or a reference gone while the import wrote: someone changed records since the plan read them. */
const changedMeanwhile = (error: unknown) =>
  ["23505", "23503"].includes((error as { code?: string } | null)?.code ?? "");

/**
 * Imports the file if it still does what its preview said: all of it in one transaction (each
 * update as its screen's edit: Version + 1, history "from {file}"), or nothing. Refused with a
 * 400 while the file has problems, and with a 409 when a record it compares changed since the
 * preview: checked when the import plans the file again, then for the records it writes under
 * their row locks, before the first progress line. Every statement is prepared before the
 * transaction, which only locks, checks and writes (docs/performance.md, "Import").
 */
export async function runImport(db: Kysely<Schema>, who: Principal, run: RunImport): Promise<ImportResult> {
  const kind = recordKinds[run.kind];
  const plan = await planImport(db, run.kind, run.fileName, run.bytes, run.mapping);
  if (plan.problems.length > 0) {
    const count = plan.problems.length;
    throw new InvalidError(
      `The file has ${count} problem${count === 1 ? "" : "s"}; nothing was imported. Preview it, fix them and try again.`,
    );
  }
  const [previewedAt, previewHash] = splitFingerprint(run.fingerprint);
  const [, planHash] = splitFingerprint(plan.fingerprint);
  if (previewHash !== planHash) throw changedSincePreview(kind, plan, previewedAt);

  // Each record's statements are prepared now, and the record let go: the transaction holds
  // the statements' JSON, not 50,000 bodies and records as they were.
  const total = plan.creates.length + plan.updates.length;
  const linked = [
    ...plan.creates.slice(0, MAX_RESULT_RECORDS),
    ...plan.updates.slice(0, MAX_RESULT_RECORDS).map((update) => update.record),
  ].slice(0, MAX_RESULT_RECORDS);
  const lockKeys = [...plan.updates.map((update) => update.record.key), ...plan.creates.map((record) => record.key)];
  const versions = new Map(plan.updates.map((update) => [update.record.key, update.current.Version]));
  const newKeys = plan.creates.map((record) => record.key);
  const counts = { Created: plan.creates.length, Updated: plan.updates.length, Unchanged: plan.unchanged };
  const steps: { records: number; write: WriteStep }[] = [];
  for (
    let some = plan.creates.splice(0, RECORDS_PER_STATEMENT);
    some.length > 0;
    some = plan.creates.splice(0, RECORDS_PER_STATEMENT)
  ) {
    steps.push({ records: some.length, write: kind.create(some, who, run.fileName) });
    await yieldTurn();
  }
  for (
    let some = plan.updates.splice(0, RECORDS_PER_STATEMENT);
    some.length > 0;
    some = plan.updates.splice(0, RECORDS_PER_STATEMENT)
  ) {
    steps.push({ records: some.length, write: await kind.update(some, who, run.fileName) });
    await yieldTurn();
  }
  try {
    await db.transaction().execute(async (trx) => {
      // The records it writes, locked, as the plan read them (a record only compared is
      // written nothing: the plan's check of its Version is enough).
      const locked = await kind.lock(trx, lockKeys);
      const moved =
        [...versions].some(([key, version]) => locked.get(key) !== version) || newKeys.some((key) => locked.has(key));
      if (moved) throw new RecordsChangedError("a record changed after the plan read it");
      let done = 0;
      run.onProgress(done, total);
      for (const step of steps) {
        await step.write(trx);
        run.onProgress((done += step.records), total);
      }
    });
  } catch (error) {
    if (!(error instanceof RecordsChangedError) && !changedMeanwhile(error)) throw error;
    // Rolled back: the preview as things are now says what changed.
    throw changedSincePreview(kind, await planImport(db, run.kind, run.fileName, run.bytes, run.mapping), previewedAt);
  }
  return { ...counts, Records: await kind.links(db, linked), At: await databaseNow(db) };
}
