import { type Transaction, sql } from "kysely";
import { nextVersion } from "../db/next-version.js";
import type { FieldChanges, Schema } from "../db/schema.js";

/** A part revision's current drawing: the one drawing marked current, changed under the part's row lock. */

/** The part revision's current drawing, under the part's row lock, so changes of it take turns. */
export async function lockCurrentDrawing(trx: Transaction<Schema>, partId: string) {
  await sql`select 1 from part where part_id = ${partId} for no key update`.execute(trx);
  return trx
    .selectFrom("attachment")
    .select(["attachment_id", "file_name"])
    .where("part_id", "=", partId)
    .where("is_current_drawing", "=", true)
    .executeTakeFirst();
}

/** Takes the mark off the part revision's current drawing (its Version goes up). */
export async function unmarkCurrent(trx: Transaction<Schema>, attachmentId: string): Promise<void> {
  await trx
    .updateTable("attachment")
    .set({ is_current_drawing: false, ...nextVersion })
    .where("attachment_id", "=", attachmentId)
    .execute();
}

export const currentDrawingChange = (from: string | null, to: string | null): FieldChanges =>
  from === to ? {} : { CurrentDrawing: { from, to } };
