/** What the rest of the server uses of backups: the embedded server's own schedule (main.ts). */
export { type BackupSchedule, startBackupSchedule } from "./schedule.js";
