import path from "node:path";
import type { BackupStatus } from "@shopdesk/contract";
import type { Kysely } from "kysely";
import type { Config } from "../config.js";
import type { Engine } from "../db/database.js";
import type { Schema } from "../db/schema.js";

/** When the last backup was made, and how this server makes them (docs/api.md, "Backups"). */

interface RunRow {
  backup_run_id: string;
  finished_at: Date;
  trigger: "schedule" | "command";
  file: string;
  bytes: string | number | null;
  error: string | null;
}

/** The newest run that succeeded (`failed` false) or failed. */
function newestRun(db: Kysely<Schema>, failed: boolean): Promise<RunRow | undefined> {
  return db
    .selectFrom("backup_run")
    .select(["backup_run_id", "finished_at", "trigger", "file", "bytes", "error"])
    .where("error", failed ? "is not" : "is", null)
    .orderBy("finished_at", "desc")
    .orderBy("backup_run_id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Whether `run` came after `other`: it finished later, or at the same moment and was noted after it. */
const isAfter = (run: RunRow, other: RunRow) =>
  run.finished_at.getTime() !== other.finished_at.getTime()
    ? run.finished_at.getTime() > other.finished_at.getTime()
    : BigInt(run.backup_run_id) > BigInt(other.backup_run_id);

/**
 * The newest backup, the newest failure when it followed that backup, and the schedule: the
 * embedded server's own (none on PostgreSQL, whose operator backs it up, or with
 * BACKUP_EVERY=off). Files are named without their directory.
 */
export async function backupStatus(
  db: Kysely<Schema>,
  engine: Engine,
  settings: Config["backup"],
): Promise<BackupStatus> {
  const [last, failure] = await Promise.all([newestRun(db, false), newestRun(db, true)]);
  const isScheduled = engine === "pglite" && settings.everyMs > 0;
  return {
    Engine: engine,
    Schedule: isScheduled
      ? { EveryMinutes: Math.round(settings.everyMs / 60_000), Keep: settings.keep, Dir: settings.dir }
      : null,
    Last: last
      ? {
          FinishedAt: last.finished_at.toISOString(),
          File: path.basename(last.file),
          Bytes: Number(last.bytes),
          Trigger: last.trigger,
        }
      : null,
    LastFailure:
      failure && (!last || isAfter(failure, last))
        ? { At: failure.finished_at.toISOString(), File: path.basename(failure.file), Message: failure.error ?? "" }
        : null,
  };
}
