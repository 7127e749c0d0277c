import { type Kysely, sql } from "kysely";

/**
 * Backups (docs/database.md, "Backups and moving").
 *
 * - `backup_run`: every backup made, by the schedule or by `npm run backup`, with its file and
 *   size, or the error it failed with. It lives in the database rather than beside the files
 *   so that every server process (and the diagnostics screen) sees the same answer to "when
 *   was the last backup?", whichever machine made it. Only the newest rows are kept.
 */
const statements = [
  `create table backup_run (
    backup_run_id bigint generated always as identity primary key,
    started_at timestamptz not null,
    finished_at timestamptz not null,
    trigger text not null check (trigger in ('schedule', 'command')),
    file text not null,
    bytes bigint check (bytes >= 0),
    error text,
    check ((error is null) = (bytes is not null))
  )`,
  `create index backup_run_finished_idx on backup_run (finished_at desc) where error is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`drop table backup_run`).execute(db);
}
