import { type PresenceBody, type PresencePerson, type PresenceRecord, historyRecords } from "@shopdesk/contract";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Principal } from "../auth/verify-token.js";
import type { Schema } from "../db/schema.js";
import { NotFoundError } from "../errors.js";

/** Presence moves, heard by every server process (docs/api.md, "Live updates"). */
export const PRESENCE_CHANNEL = "shopdesk_presence";

/**
 * What a presence NOTIFY says: which stream moved, to which record and from which, so every
 * process knows where its own streams are (the PUT may have landed on another one) and which
 * records' people changed.
 */
export interface PresenceNotice {
  stream: string;
  to: PresenceRecord | null;
  from: PresenceRecord | null;
}

const isRecord = (value: unknown): value is PresenceRecord | null =>
  value === null ||
  (typeof value === "object" &&
    historyRecords.includes((value as PresenceRecord).Kind) &&
    typeof (value as PresenceRecord).Key === "string");

/** The notice a payload carries; undefined for one that is not ours. */
export function readNotice(payload: string): PresenceNotice | undefined {
  try {
    const notice = JSON.parse(payload) as PresenceNotice;
    return typeof notice.stream === "string" && isRecord(notice.to) && isRecord(notice.from) ? notice : undefined;
  } catch {
    return undefined;
  }
}

export const sameRecord = (a: PresenceRecord | null, b: PresenceRecord | null) =>
  a?.Kind === b?.Kind && a?.Key === b?.Key;

/** Presence's "now": the database's clock unless a test set one (LiveOptions.clock). */
export type PresenceClock = (() => Date) | undefined;
const now = (clock: PresenceClock): RawBuilder<Date> => (clock ? sql`${clock()}::timestamptz` : sql`now()`);
const freshSince = (clock: PresenceClock, ttlSeconds: number) =>
  sql<Date>`${now(clock)} - ${ttlSeconds}::float8 * interval '1 second'`;

const recordJson = sql`case when entity_type is null then null else json_build_object('Kind', entity_type, 'Key', entity_key) end`;

/** A new stream's row, on no record yet: from now on any process can find it by its id. */
export async function enterPresence(db: Kysely<Schema>, streamId: string, who: Principal, clock: PresenceClock) {
  await db
    .insertInto("live_presence")
    .values({ stream_id: streamId, subject: who.subject, name: who.name, seen_at: now(clock) })
    .execute();
}

/**
 * `PUT /api/live/presence`: where this person's stream is now, renewing it. Others hear of it
 * (a NOTIFY at commit) only when it moved, started or stopped editing, or had lapsed.
 */
export async function setPresence(
  db: Kysely<Schema>,
  who: Principal,
  { StreamId, Record, Editing }: PresenceBody,
  ttlSeconds: number,
  clock: PresenceClock,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("live_presence")
      .select(["entity_type", "entity_key", "editing"])
      .select(sql<boolean>`seen_at >= ${freshSince(clock, ttlSeconds)}`.as("fresh"))
      .where("stream_id", "=", StreamId)
      .where("subject", "=", who.subject)
      .forUpdate()
      .executeTakeFirst();
    if (!before) {
      throw new NotFoundError(
        "You have no open live stream with that StreamId: open GET /api/live and send the StreamId of its hello event.",
      );
    }
    await trx
      .updateTable("live_presence")
      .set({
        entity_type: Record?.Kind ?? null,
        entity_key: Record?.Key ?? null,
        editing: Record ? Editing : false,
        name: who.name,
        seen_at: now(clock),
      })
      .where("stream_id", "=", StreamId)
      .execute();
    const from = before.entity_type && before.entity_key ? { Kind: before.entity_type, Key: before.entity_key } : null;
    const to = Record ? { Kind: Record.Kind, Key: Record.Key } : null;
    const isSame = sameRecord(from, to) && before.editing === (Record ? Editing : false) && before.fresh;
    if (isSame) return;
    const notice: PresenceNotice = { stream: StreamId, to, from };
    await sql`select pg_notify(${PRESENCE_CHANNEL}, ${JSON.stringify(notice)})`.execute(trx);
  });
}

/** Closed streams: their rows go, and whoever shares their records hears of it. */
export async function leavePresence(db: Kysely<Schema>, streamIds: string[]): Promise<void> {
  if (streamIds.length === 0) return;
  await sql`with gone as (
      delete from live_presence where stream_id = any(${streamIds}::uuid[])
      returning stream_id, entity_type, entity_key)
    select pg_notify(${PRESENCE_CHANNEL}, json_build_object('stream', stream_id, 'to', null, 'from', ${recordJson})::text)
    from gone where entity_type is not null`.execute(db);
}

/**
 * Clears every presence not renewed within the TTL (a tab closed without closing its stream, a
 * network lost) and tells whoever shares its record. The row stays, so the stream's next PUT
 * finds it. Two processes sweeping at once each take the rows the other has not locked, and a
 * cleared row is not stale any more: each is cleared and told once.
 */
export async function sweepPresence(db: Kysely<Schema>, ttlSeconds: number, clock: PresenceClock): Promise<number> {
  const { rows } = await sql`with stale as (
      select stream_id, entity_type, entity_key from live_presence
      where entity_type is not null and seen_at < ${freshSince(clock, ttlSeconds)}
      for update skip locked),
    cleared as (
      update live_presence p set entity_type = null, entity_key = null, editing = false
      from stale where p.stream_id = stale.stream_id
      returning stale.stream_id, stale.entity_type, stale.entity_key)
    select pg_notify(${PRESENCE_CHANNEL}, json_build_object('stream', stream_id, 'to', null, 'from', ${recordJson})::text)
    from cleared`.execute(db);
  return rows.length;
}

/** Rows of streams never closed (their server process died), long after any token they held expired. */
export async function removeOrphans(db: Kysely<Schema>, orphanHours: number, clock: PresenceClock): Promise<void> {
  await sql`delete from live_presence where seen_at < ${now(clock)} - ${orphanHours}::float8 * interval '1 hour'`.execute(
    db,
  );
}

/** Everyone present on each record, one entry a person (editing if any of their streams is), by subject. */
export async function peopleOn(
  db: Kysely<Schema>,
  records: PresenceRecord[],
  ttlSeconds: number,
  clock: PresenceClock,
): Promise<Map<string, PresencePerson[]>> {
  const people = new Map<string, PresencePerson[]>(records.map((record) => [presenceKey(record), []]));
  if (records.length === 0) return people;
  const rows = await db
    .selectFrom("live_presence")
    .select(["entity_type", "entity_key", "subject"])
    .select((eb) => [eb.fn.max("name").as("name"), sql<boolean>`bool_or(editing)`.as("editing")])
    .where((eb) =>
      eb.or(records.map((record) => eb.and([eb("entity_type", "=", record.Kind), eb("entity_key", "=", record.Key)]))),
    )
    .where("seen_at", ">=", freshSince(clock, ttlSeconds))
    .groupBy(["entity_type", "entity_key", "subject"])
    .orderBy("subject")
    .execute();
  for (const row of rows) {
    people.get(presenceKey({ Kind: row.entity_type!, Key: row.entity_key! }))?.push({
      Subject: row.subject,
      Name: row.name,
      Editing: row.editing,
    });
  }
  return people;
}

export const presenceKey = (record: PresenceRecord) => `${record.Kind}\u0000${record.Key}`;

/** Where some streams are, as the table says: after missed notices, the truth. */
export async function recordsOf(db: Kysely<Schema>, streamIds: string[]): Promise<Map<string, PresenceRecord | null>> {
  if (streamIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("live_presence")
    .select(["stream_id", "entity_type", "entity_key"])
    .where("stream_id", "in", streamIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.stream_id,
      row.entity_type && row.entity_key ? { Kind: row.entity_type, Key: row.entity_key } : null,
    ]),
  );
}
