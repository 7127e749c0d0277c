import { type Kysely, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import { type BackupMade, pruneBackups, takeBackup } from "./backups.js";

export interface ScheduleOptions {
  dir: string;
  everyMs: number;
  keep: number;
  /** The wait after a first failure, doubled after each next one (tests shorten it). */
  firstRetryMs?: number;
}

export interface ScheduleLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BackupSchedule {
  /** No more backups; resolves once one that is running has finished. */
  stop(): Promise<void>;
}

// After a failure: 1, 2, 4 … minutes, never longer than an hour or than the schedule itself.
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 3_600_000;

/**
 * The embedded server backs itself up (docs/database.md, "Backups and moving"): at start when
 * the last backup is older than `everyMs` (or there is none), then every `everyMs`, keeping
 * the newest `keep` files. A failure is logged and noted (diagnostics show it), retried
 * sooner, and never removes a good backup: pruning follows only a backup that succeeded.
 */
export async function startBackupSchedule(
  db: Kysely<Schema>,
  dataDir: string,
  options: ScheduleOptions,
  log: ScheduleLog,
  make: () => Promise<BackupMade> = () => takeBackup({ dataDir }, { dir: options.dir, trigger: "schedule" }),
): Promise<BackupSchedule> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let failures = 0;

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => (running = turn().finally(() => (running = undefined))), ms);
    timer.unref();
  };

  const turn = async () => {
    try {
      const made = await make();
      failures = 0;
      const removed = pruneBackups(options.dir, options.keep);
      log.info({ file: made.file, bytes: made.bytes, seconds: made.seconds, removed }, "backup made");
      schedule(options.everyMs);
    } catch (error) {
      const retryMs = Math.min(
        (options.firstRetryMs ?? FIRST_RETRY_MS) * 2 ** failures,
        LONGEST_RETRY_MS,
        options.everyMs,
      );
      failures++;
      log.error({ err: error, retryInSeconds: retryMs / 1000 }, "backup failed; the last good backup is kept");
      schedule(retryMs);
    }
  };

  const { rows } = await sql<{ finished_at: Date | null }>`
    select max(finished_at) as finished_at from backup_run where error is null`.execute(db);
  const last = rows[0]?.finished_at?.getTime();
  schedule(last === undefined ? 0 : Math.max(last + options.everyMs - Date.now(), 0));

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
