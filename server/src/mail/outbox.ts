import { type Kysely, sql } from "kysely";
import type { Schema } from "../db/schema.js";

export interface OutgoingMail {
  /** The same key twice is one email (the second insert does nothing). */
  dedupeKey: string;
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
}

/** The longest a retry waits, however many attempts came before. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** How long after `attempts` failed attempts the next one is due: base, 2·base, 4·base … at most an hour. */
export function retryDelayMs(attempts: number, retryBaseMs: number): number {
  return Math.min(retryBaseMs * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_DELAY_MS);
}

/**
 * Adds an email to the outbox in the caller's transaction; answers whether it was new. The
 * unique dedupe key makes a second replica, or a retry of the enqueuing transaction, a no-op.
 * Nothing is sent until the transaction commits: poke the sender after the commit.
 */
export async function enqueueMail(trx: Kysely<Schema>, mail: OutgoingMail, now: Date): Promise<boolean> {
  const row = await trx
    .insertInto("mail_outbox")
    .values({
      dedupe_key: mail.dedupeKey,
      to_address: mail.to,
      subject_line: mail.subject,
      body: mail.body,
      created_at: now,
      next_attempt_at: now,
    })
    .onConflict((conflict) => conflict.column("dedupe_key").doNothing())
    .returning("mail_id")
    .executeTakeFirst();
  return row !== undefined;
}

/** A row a sender holds until `leaseMs` from when it claimed it. */
export interface ClaimedMail {
  mailId: string;
  to: string;
  subject: string;
  body: string;
  /** This attempt's number, from 1. */
  attempts: number;
  createdAt: Date;
}

/**
 * Claims the mail due longest ago that no live lease holds, counting the attempt. `skip
 * locked` lets any number of senders claim at once, each a different row; a lease that ran
 * out (its sender crashed or hung) makes the row due again.
 */
export async function claimDueMail(db: Kysely<Schema>, now: Date, leaseMs: number): Promise<ClaimedMail | undefined> {
  const result = await sql<{
    mail_id: string;
    to_address: string;
    subject_line: string;
    body: string;
    attempts: number;
    created_at: Date;
  }>`
    update mail_outbox
    set claimed_until = ${now}::timestamptz + ${leaseMs}::float8 * interval '1 millisecond',
      attempts = attempts + 1
    where mail_id = (
      select mail_id from mail_outbox
      where sent_at is null and failed_at is null and next_attempt_at <= ${now}::timestamptz
        and (claimed_until is null or claimed_until < ${now}::timestamptz)
      order by next_attempt_at, mail_id
      limit 1
      for update skip locked)
    returning mail_id, to_address, subject_line, body, attempts, created_at`.execute(db);
  const row = result.rows[0];
  return (
    row && {
      mailId: row.mail_id,
      to: row.to_address,
      subject: row.subject_line,
      body: row.body,
      attempts: row.attempts,
      createdAt: row.created_at,
    }
  );
}

export async function markSent(db: Kysely<Schema>, mailId: string, now: Date): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({ sent_at: now, claimed_until: null })
    .where("mail_id", "=", mailId)
    .where("sent_at", "is", null)
    .execute();
}

/** An attempt failed: due again at `retryAt`, or given up on (kept, with the error) when null. */
export async function markFailedAttempt(
  db: Kysely<Schema>,
  mailId: string,
  now: Date,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({
      claimed_until: null,
      last_error: error.slice(0, 2000),
      ...(retryAt ? { next_attempt_at: retryAt } : { failed_at: now }),
    })
    .where("mail_id", "=", mailId)
    .where("sent_at", "is", null)
    .execute();
}
