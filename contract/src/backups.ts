import { z } from "zod/mini";
import { timestampText } from "./fields.js";

/**
 * Backups (docs/api.md, "Backups"): when the last one was made, whether the one after it
 * failed, and how this server makes them. Every backup, by the schedule or by `npm run backup`,
 * is a row of `backup_run` (docs/database.md, "Backups and moving").
 */

/** Who made a backup: the embedded server's schedule, or `npm run backup`. */
export const backupTriggers = ["schedule", "command"] as const;
export type BackupTrigger = (typeof backupTriggers)[number];

/** The database this server runs on: the embedded one, or PostgreSQL (DATABASE_URL). */
export const databaseEngines = ["pglite", "postgresql"] as const;
export type DatabaseEngine = (typeof databaseEngines)[number];

/** `GET /backups/status`. */
export const backupStatusSchema = /* @__PURE__ */ z.object({
  Engine: z.enum(databaseEngines),
  /** How the embedded server backs itself up; null on PostgreSQL (its operator's job) or with BACKUP_EVERY=off. */
  Schedule: z.nullable(
    z.object({
      EveryMinutes: z.int().check(z.gte(1)),
      /** How many backups it keeps (the newest). */
      Keep: z.int().check(z.gte(1)),
      /** The directory it writes them to (BACKUP_DIR), as the server names it. */
      Dir: z.string(),
    }),
  ),
  /** The newest backup that succeeded; null when none has. */
  Last: z.nullable(
    z.object({
      FinishedAt: timestampText,
      /** The file's name, without its directory. */
      File: z.string(),
      Bytes: z.int().check(z.gte(0)),
      Trigger: z.enum(backupTriggers),
    }),
  ),
  /** The newest backup that failed, when it is newer than `Last`; null otherwise. */
  LastFailure: z.nullable(
    z.object({
      At: timestampText,
      /** The file it was writing, without its directory. */
      File: z.string(),
      Message: z.string(),
    }),
  ),
});
export type BackupStatus = z.output<typeof backupStatusSchema>;
