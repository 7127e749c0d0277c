import type { RouteAnswer, backupRoutes } from "@shopdesk/contract";

/** When the last backup was made, and how this server makes them, as `GET /backups/status` answers it. */
export type BackupStatus = RouteAnswer<typeof backupRoutes.status>;
