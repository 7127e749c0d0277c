import { type Kysely, sql } from "kysely";

/**
 * What POST /api/logging/error records beyond 0001: the request id (to find the server's
 * log lines of the same moment) and the signed-in person's name, plus indexes for reading
 * the log back by time and by person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table client_error add column request_id text, add column name text`.execute(db);
  await sql`create index client_error_occurred_idx on client_error (occurred_at desc)`.execute(db);
  await sql`create index client_error_subject_idx on client_error (subject, occurred_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists client_error_subject_idx`.execute(db);
  await sql`drop index if exists client_error_occurred_idx`.execute(db);
  await sql`alter table client_error drop column request_id, drop column name`.execute(db);
}
