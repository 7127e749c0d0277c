import type { HistoryAction, HistoryEntity, HistoryEntry } from "@shopdesk/contract";
import { type Kysely, type Transaction, sql } from "kysely";
import type { Principal } from "../auth/verify-token.js";
import type { FieldChanges, Schema } from "../db/schema.js";

export const HISTORY_LIMIT = 100;

/**
 * The fields whose values differ between two wire records, `{ Field: { from, to } }` as
 * stored (docs/data-model.md). Values compare by their JSON, so arrays and objects count as
 * changed only when their content is.
 */
export function changedFields(before: object, after: object, ignore: readonly string[] = []): FieldChanges {
  const changes: FieldChanges = {};
  const from = before as Record<string, unknown>;
  const to = after as Record<string, unknown>;
  for (const field of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (ignore.includes(field)) continue;
    if (JSON.stringify(from[field] ?? null) !== JSON.stringify(to[field] ?? null)) {
      changes[field] = { from: from[field] ?? null, to: to[field] ?? null };
    }
  }
  return changes;
}

/** Writes one history row; call it inside the transaction of the change itself. */
export async function recordChange(
  trx: Transaction<Schema>,
  who: Principal,
  entity: HistoryEntity,
  key: string,
  action: HistoryAction,
  changes: FieldChanges = {},
  source: string | null = null,
): Promise<void> {
  await trx
    .insertInto("change_history")
    .values({
      entity_type: entity,
      entity_key: key,
      action,
      changes: JSON.stringify(changes),
      subject: who.subject,
      name: who.name,
      source,
    })
    .execute();
}

/** A change of `Active` alone is a status change; anything else an update. */
export function historyAction(changes: FieldChanges): "status" | "update" {
  return Object.keys(changes).length === 1 && "Active" in changes ? "status" : "update";
}

/** A history row of many written at once: the record's key, what was done and each field's before and after. */
export interface HistoryRow {
  key: string;
  action: HistoryAction;
  changes: FieldChanges;
}

/**
 * Many history rows of one entity as one statement, its rows serialised now: an import
 * prepares its writes before its transaction and only runs them inside it.
 */
export function historyStatement(
  who: Principal,
  entity: HistoryEntity,
  rows: HistoryRow[],
  source: string | null,
): (trx: Transaction<Schema>) => Promise<void> {
  const json = JSON.stringify(rows);
  const isEmpty = rows.length === 0;
  return async (trx) => {
    if (isEmpty) return;
    await sql`insert into change_history (entity_type, entity_key, action, changes, subject, name, source)
      select ${entity}, r.key, r.action, r.changes, ${who.subject}, ${who.name}, ${source}
      from json_to_recordset(${json}::json) as r(key text, action text, changes jsonb)`.execute(trx);
  };
}

/** One "create" row per key, in one statement (an import's new records). */
export async function recordCreates(
  trx: Transaction<Schema>,
  who: Principal,
  entity: HistoryEntity,
  keys: string[],
  source: string | null,
): Promise<void> {
  if (keys.length === 0) return;
  await trx
    .insertInto("change_history")
    .values(
      keys.map((key) => ({
        entity_type: entity,
        entity_key: key,
        action: "create" as const,
        changes: "{}",
        subject: who.subject,
        name: who.name,
        source,
      })),
    )
    .execute();
}

/** How a history row names its record on a screen that lists several ("Line 2" in a PO's history). */
export function historyLabel(entity: HistoryEntity, key: string): string {
  const number = key.slice(key.lastIndexOf("/") + 1);
  switch (entity) {
    case "customer":
      return "Customer";
    case "supplier":
      return "Supplier";
    case "part":
      return "Part";
    case "purchase_order":
      return "PO";
    case "po_line":
      return `Line ${number}`;
    case "packing_slip":
      return `Packing slip ${number}`;
    case "work_order":
      return "WO";
    case "wo_operation":
      return "Operation";
  }
}

/** A record's history, newest first (index change_history_entity_idx). */
export async function listHistory(db: Kysely<Schema>, entity: HistoryEntity, key: string): Promise<HistoryEntry[]> {
  return listHistoryOf(db, [[entity, [key]]]);
}

/**
 * The rows of several records together, newest first (a PO with its lines and slips). Rows
 * written in one transaction share its `at`; the later-written one comes first.
 */
export async function listHistoryOf(db: Kysely<Schema>, records: [HistoryEntity, string[]][]): Promise<HistoryEntry[]> {
  const wanted = records.filter(([, keys]) => keys.length > 0);
  const rows = await db
    .selectFrom("change_history")
    .select(["entity_type", "entity_key", "at", "subject", "name", "action", "changes", "source"])
    .where((eb) =>
      eb.or(wanted.map(([entity, keys]) => eb.and([eb("entity_type", "=", entity), eb("entity_key", "in", keys)]))),
    )
    .orderBy("at", "desc")
    .orderBy("history_id", "desc")
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((row) => ({
    At: row.at,
    Subject: row.subject,
    Name: row.name,
    Action: row.action,
    Entity: row.entity_type,
    Label: historyLabel(row.entity_type, row.entity_key),
    Source: row.source,
    Changes: Object.fromEntries(
      Object.entries(row.changes).map(([field, change]) => [
        field,
        { From: change.from ?? null, To: change.to ?? null },
      ]),
    ),
  }));
}

/** The input's fields that were sent (undefined = left out = keep). */
export function definedOnly<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}
