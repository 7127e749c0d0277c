import type { ChangeEvent } from "@shopdesk/contract";
import { type Kysely, sql } from "kysely";
import type { Schema } from "../db/schema.js";

/** How many events one read takes; a reader loops until it has caught up. */
export const LOG_PAGE = 500;

/** The newest event's id, 0 for an empty log. */
export async function logHead(db: Kysely<Schema>): Promise<bigint> {
  const row = await db
    .selectFrom("change_event")
    .select((eb) => eb.fn.max("event_id").as("head"))
    .executeTakeFirst();
  return BigInt(row?.head ?? 0);
}

/** The events after `after` (up to `upTo` when given), oldest first, at most `limit` of them. */
export async function eventsAfter(
  db: Kysely<Schema>,
  after: bigint,
  { upTo, limit = LOG_PAGE }: { upTo?: bigint; limit?: number } = {},
): Promise<ChangeEvent[]> {
  let query = db
    .selectFrom("change_event")
    .selectAll()
    .where("event_id", ">", after.toString())
    .orderBy("event_id")
    .limit(limit);
  if (upTo !== undefined) query = query.where("event_id", "<=", upTo.toString());
  const rows = await query.execute();
  return rows.map((row) => ({
    Seq: row.event_id,
    Kind: row.entity_type,
    Key: row.entity_key,
    Version: row.version,
    Action: row.action,
    Fields: row.fields,
    Subject: row.subject,
    Name: row.name,
    At: row.at.toISOString(),
  }));
}

/**
 * Whether the log still holds every event after `after`: not once events after it were purged
 * (the purge keeps the log one unbroken run of ids), nor for an id it never gave (a browser
 * that last read another database). An id burnt by a commit that failed late may make it say
 * no when nothing was lost: a `reset` too many, never an event missed.
 */
export async function logReachesBack(db: Kysely<Schema>, after: bigint): Promise<boolean> {
  const { rows } = await sql<{ oldest: string | null; given: string }>`select
      (select min(event_id) from change_event) as oldest,
      (select case when is_called then last_value else 0 end from change_event_id_seq) as given`.execute(db);
  const oldest = rows[0]?.oldest;
  const given = BigInt(rows[0]?.given ?? 0);
  if (after > given) return false;
  return oldest === null || oldest === undefined ? after === given : after >= BigInt(oldest) - 1n;
}

/**
 * Deletes the events older than `keepHours`: the newest such event and every one before it, so
 * what is left is one unbroken run of ids (`at` is when a transaction started, so a long one
 * can commit a later id with an earlier `at` than its neighbours).
 */
export async function purgeLog(db: Kysely<Schema>, keepHours: number): Promise<number> {
  const result = await sql`delete from change_event where event_id <= (
      select max(event_id) from change_event where at < now() - ${keepHours}::float8 * interval '1 hour')`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
