import type { ImportColumn } from "@shopdesk/contract";
import type { Kysely, Transaction } from "kysely";
import type { $ZodIssue } from "zod/v4/core";
import type { Principal } from "../auth/verify-token.js";
import type { Schema } from "../db/schema.js";
import type { RowValues } from "./mapping.js";

/**
 * What one kind of record brings to an import (customers.ts, suppliers.ts, parts.ts,
 * purchase-orders.ts); import.ts does the rest the same way for all of them.
 */

/** A problem of one row, by the dotted key of its column (null: the row as a whole). */
export interface RowProblem {
  line: number;
  key: string | null;
  message: string;
}

/** A record the file describes: its rows' numbers, its key, and its body as the field rules read it. */
export interface FileRecord<B> {
  /** The rows it was read from (a PO's, one per line in order); the rows themselves are let go. */
  lines: number[];
  key: string;
  body: B;
}

/** What a record is now, as far as the import compares and checks it. */
export interface CurrentRecord {
  Version: number;
  CreatedAt: Date;
  UpdatedAt: Date;
}

/** A record written, for the summary's links. */
export interface WrittenRecord {
  Label: string;
  Path: string;
}

/** A record the file changes: its body, what changes, and the record as the plan read it. */
export interface RecordUpdate<B, C extends CurrentRecord> {
  record: FileRecord<B>;
  changes: object;
  current: C;
}

/**
 * A record of the file changed (or was made) by someone between the plan's read and the
 * import's write: the write stops, its transaction rolls back, and the caller answers 409.
 */
export class RecordsChangedError extends Error {
  override name = "RecordsChangedError";
}

/** One prepared statement (or a few) of an import's write, run inside its transaction. */
export type WriteStep = (trx: Transaction<Schema>) => Promise<void>;

/**
 * What one kind of record brings to an import. Everything but `lock` and the steps `create`
 * and `update` prepare runs before the import's transaction, reading in bulk
 * (docs/performance.md, "Import").
 */
export interface RecordKind<B, C extends CurrentRecord> {
  columns: readonly ImportColumn[];
  /** Several rows may describe one record (a PO's lines); otherwise a key twice is a problem. */
  groupsRows?: boolean;
  /** Fills in what a row leaves to the rows before it (a PO line's blank customer). */
  prepare?(rows: RowValues[]): void;
  /** The record a row names, by its key columns' own rules; problems when they refuse it. */
  keyOf(row: RowValues): string | RowProblem[];
  /** "Customer ACME". */
  label(key: string): string;
  /** The records of these keys as they are now. */
  load(db: Kysely<Schema>, keys: string[]): Promise<Map<string, C>>;
  /**
   * The record's body by the create rules: the file's values over the record as it is now (an
   * update leaves out what it keeps), or alone for a new record (defaults for the rest).
   */
  parse(rows: RowValues[], current: C | undefined): B | RowProblem[];
  /** What the file changes of a record that exists: null when nothing, problems when it may not. */
  changes(record: FileRecord<B>, current: C): object | null | RowProblem[];
  /**
   * Checks against other records (a part's customer, a PO line's part) of the records to write;
   * may complete their bodies with what the write takes from them (a PO line's price).
   */
  check?(db: Kysely<Schema>, records: FileRecord<B>[]): Promise<RowProblem[]>;
  /**
   * The record as it will be stored, as its export writes it (each dotted column key reads
   * its value): one object per row of the file (a PO's, one per line).
   */
  stored(record: FileRecord<B>, current: C | undefined): Record<string, unknown>[];
  /** Row-locks the records of these keys that exist, inside the import's transaction: their Version now. */
  lock(trx: Transaction<Schema>, keys: string[]): Promise<Map<string, number>>;
  /** The statements that make these records and their history, prepared now; RecordsChangedError when one exists by then. */
  create(records: FileRecord<B>[], who: Principal, source: string): WriteStep;
  /** The statements that change these records (Version + 1) and write their history, prepared now; RecordsChangedError when a Version moved. */
  update(updates: RecordUpdate<B, C>[], who: Principal, source: string): Promise<WriteStep>;
  /** The summary's links to these records, once written. */
  links(db: Kysely<Schema>, records: FileRecord<B>[]): Promise<WrittenRecord[]>;
}

/** A field rule's refusals as row problems; `keyOf` turns an issue's path into its column key. */
export function issueProblems(
  issues: readonly $ZodIssue[],
  line: number,
  keyOf: (path: PropertyKey[]) => string | null = (path) => path.map(String).join("."),
): RowProblem[] {
  return issues.map((issue) => ({ line, key: keyOf(issue.path) || null, message: issue.message }));
}

/** A key column read by its rule: the key, or the rule's problem. */
export function keyProblems(
  line: number,
  key: string,
  parsed: { success: true; data: string } | { success: false; error: { issues: readonly $ZodIssue[] } },
): string | RowProblem[] {
  return parsed.success ? parsed.data : issueProblems(parsed.error.issues, line, () => key);
}

/** Equal as the database would store them: decimals by value ("45" is "45.00"), the rest by JSON. */
export function sameValues(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const decimal = /^\d+(\.\d+)?$/;
  for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[field] ?? null;
    const y = b[field] ?? null;
    if (typeof x === "string" && typeof y === "string" && decimal.test(x) && decimal.test(y)) {
      if (Number(x) !== Number(y)) return false;
    } else if (JSON.stringify(x) !== JSON.stringify(y)) return false;
  }
  return true;
}

/** Lets the event loop serve other requests: called every ROWS_PER_TURN rows of a long loop. */
export const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How many rows a loop reads, parses, compares or prepares between two turns for other requests (tens of milliseconds). */
export const ROWS_PER_TURN = 1000;

/** Fewer rows written than sent: some record changed or appeared since the plan read it. */
export function expectAll(written: number, sent: number): void {
  if (written !== sent)
    throw new RecordsChangedError(`${sent - written} of ${sent} records changed since they were read`);
}

/** A decimal as a numeric(…, places) column gives it back: "12.5" in numeric(12, 4) is "12.5000". */
export function decimalAsStored(text: string, places: number): string {
  const [whole = "", fraction = ""] = text.split(".");
  return `${whole.replace(/^0+(?=\d)/, "") || "0"}.${fraction.padEnd(places, "0")}`;
}

/** Splits `items` into runs of at most `size`: rows per statement, keys per look-up. */
export function* batches<T>(items: T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
