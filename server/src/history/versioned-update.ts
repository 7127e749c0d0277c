import type { Transaction } from "kysely";
import type { Principal } from "../auth/verify-token.js";
import type { HistoryEntity } from "@shopdesk/contract";
import type { Schema } from "../db/schema.js";
import { StaleVersionError } from "../errors.js";
import { changedFields, historyAction, recordChange } from "./repository.js";

/**
 * A 409 with the record as it is now when the `Version` the caller read is not the current
 * one. Every versioned write checks this under the record's row lock, so of two saves from
 * the same Version exactly one wins.
 */
export function checkVersion(what: string, sent: number, current: number, record: unknown): void {
  if (sent === current) return;
  throw new StaleVersionError(
    `Someone else changed ${what} after you opened it (your version ${sent}, now ${current}).`,
    record,
  );
}

export interface VersionedUpdate<R> {
  /** The record in words, for the 409: "customer ACME" (or from the record as it is now). */
  what: string | ((current: R) => string);
  /** Locks the record's row (`for update`) and reads it as the API answers it; undefined when there is none. */
  lock: () => Promise<{ version: number; record: R } | undefined>;
  notFound: () => Error;
  /** Writes the changes over `before` (with `version + 1`) and reads the record back. */
  write: (before: R) => Promise<R>;
  history: {
    entity: HistoryEntity;
    key: (after: R) => string;
    /** The fields the history compares (default: the record as answered). */
    fields?: (record: R) => object;
    /** Fields not compared: the stamps, and what is derived rather than edited. */
    ignore?: readonly string[];
    /** The file an import read (history's `source`). */
    source?: string | null;
  };
}

/**
 * "Lock, check Version, write, read back, record history" in the caller's transaction: how
 * every edit of a versioned record goes. A change of `Active` alone is recorded as a status
 * change, anything else as an update with each field's before and after.
 */
export async function updateVersioned<R>(
  trx: Transaction<Schema>,
  who: Principal,
  version: number,
  update: VersionedUpdate<R>,
): Promise<R> {
  const locked = await update.lock();
  if (!locked) throw update.notFound();
  const what = typeof update.what === "string" ? update.what : update.what(locked.record);
  checkVersion(what, version, locked.version, locked.record);
  const after = await update.write(locked.record);
  const {
    entity,
    key,
    fields = (record: R) => record as object,
    ignore = ["Version", "CreatedAt", "UpdatedAt"],
    source = null,
  } = update.history;
  const changes = changedFields(fields(locked.record), fields(after), ignore);
  await recordChange(trx, who, entity, key(after), historyAction(changes), changes, source);
  return after;
}
