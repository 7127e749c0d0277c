/** What other screens take from the backups' folder (docs/app.md, "Folders"). */
export { BackupStatusSection } from "./backup-status";
