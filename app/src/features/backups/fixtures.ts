import type { BackupStatus } from "../../api/backups/types";

/** The embedded server backing itself up every day, last night's backup made. */
export const recentBackup: BackupStatus = {
  Engine: "pglite",
  Schedule: { EveryMinutes: 1440, Keep: 7, Dir: "/srv/shopdesk/data-backups" },
  Last: {
    FinishedAt: "2026-12-09T02:00:04Z",
    File: "shopdesk-2026-12-09T02-00-00Z.backup",
    Bytes: 12_897_485,
    Trigger: "schedule",
  },
  LastFailure: null,
};

/** A new shop: nothing made yet. */
export const neverBackedUp: BackupStatus = { ...recentBackup, Last: null };

/** Tonight's backup failed after last night's succeeded. */
export const lastBackupFailed: BackupStatus = {
  ...recentBackup,
  LastFailure: {
    At: "2026-12-10T02:00:01Z",
    File: "shopdesk-2026-12-10T02-00-00Z.backup",
    Message: "ENOSPC: no space left on device, write",
  },
};

/** On PostgreSQL: no schedule of ours; a backup made with `npm run backup` still shows. */
export const onPostgreSQL: BackupStatus = {
  Engine: "postgresql",
  Schedule: null,
  Last: {
    FinishedAt: "2026-12-08T18:30:12Z",
    File: "shopdesk-2026-12-08T18-29-40Z.backup",
    Bytes: 48_234_496,
    Trigger: "command",
  },
  LastFailure: null,
};
