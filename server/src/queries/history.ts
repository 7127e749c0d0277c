import type { Kysely, Transaction } from "kysely";
import type { Principal } from "../auth/verify-token.js";
import type { FieldChanges, HistoryAction, HistoryEntity, Schema } from "../db/schema.js";

/** One row of GET /api/history. */
export interface HistoryEntry {
  At: Date;
  Subject: string;
  Name: string | null;
  Action: HistoryAction;
  Changes: Record<string, { From: unknown; To: unknown }>;
}

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
): Promise<void> {
  await trx
    .insertInto("change_history")
    .values({ entity_type: entity, entity_key: key, action, changes: JSON.stringify(changes), subject: who.subject, name: who.name })
    .execute();
}

/** A record's history, newest first (index change_history_entity_idx). */
export async function listHistory(db: Kysely<Schema>, entity: HistoryEntity, key: string): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom("change_history")
    .select(["at", "subject", "name", "action", "changes"])
    .where("entity_type", "=", entity)
    .where("entity_key", "=", key)
    .orderBy("at", "desc")
    .orderBy("history_id", "desc")
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((row) => ({
    At: row.at,
    Subject: row.subject,
    Name: row.name,
    Action: row.action,
    Changes: Object.fromEntries(
      Object.entries(row.changes).map(([field, change]) => [field, { From: change.from ?? null, To: change.to ?? null }]),
    ),
  }));
}
