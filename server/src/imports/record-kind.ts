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
  /** The records of these keys as they are now (`lock`: under a row lock, inside the import's transaction). */
  load(db: Kysely<Schema>, keys: string[], lock: boolean): Promise<Map<string, C>>;
  /**
   * The record's body by the create rules: the file's values over the record as it is now (an
   * update leaves out what it keeps), or alone for a new record (defaults for the rest).
   */
  parse(rows: RowValues[], current: C | undefined): B | RowProblem[];
  /** What the file changes of a record that exists: null when nothing, problems when it may not. */
  changes(record: FileRecord<B>, current: C): object | null | RowProblem[];
  /** Checks against other records (a part's customer, a PO line's part) of the records to write. */
  check?(db: Kysely<Schema>, records: FileRecord<B>[]): Promise<RowProblem[]>;
  create(trx: Transaction<Schema>, who: Principal, records: FileRecord<B>[], source: string): Promise<WrittenRecord[]>;
  update(trx: Transaction<Schema>, who: Principal, record: FileRecord<B>, changes: object, version: number, source: string): Promise<WrittenRecord>;
}

/** A field rule's refusals as row problems; `keyOf` turns an issue's path into its column key. */
export function issueProblems(issues: readonly $ZodIssue[], line: number, keyOf: (path: PropertyKey[]) => string | null = (path) => path.map(String).join(".")): RowProblem[] {
  return issues.map((issue) => ({ line, key: keyOf(issue.path) || null, message: issue.message }));
}

/** A key column read by its rule: the key, or the rule's problem. */
export function keyProblems(line: number, key: string, parsed: { success: true; data: string } | { success: false; error: { issues: readonly $ZodIssue[] } }): string | RowProblem[] {
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

/** Splits `items` into runs of at most `size`: rows per INSERT, keys per look-up. */
export function* batches<T>(items: T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
