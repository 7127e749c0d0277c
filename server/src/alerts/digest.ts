// STUB (helper B replaces): the daily digest.
import type { Kysely } from "kysely";
import type { Schema } from "../db/schema.js";

/**
 * Every person whose digest hour has come today in their time zone and who has not had
 * today's digest: one outbox row with their open, unread, unsnoozed alerts of "digest" rules
 * (none: no email, but the day counts as done). Answers how many were queued.
 */
export async function enqueueDueDigests(
  _db: Kysely<Schema>,
  _context: { now: Date; publicUrl: string },
): Promise<number> {
  return 0;
}
