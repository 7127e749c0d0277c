// STUB (helper B replaces): the alert emails.
import type { Kysely } from "kysely";
import type { Schema } from "../db/schema.js";

/**
 * In the evaluation's transaction: for each alert just opened, one outbox row per person who
 * hears its rule "immediate" and has an address. Answers how many were queued.
 */
export async function enqueueOpenedAlertMails(
  _trx: Kysely<Schema>,
  _alertIds: readonly string[],
  _context: { now: Date; publicUrl: string },
): Promise<number> {
  return 0;
}
