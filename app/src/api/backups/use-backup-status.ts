import { backupRoutes } from "@shopdesk/contract";
import { useCall } from "../use-call";
import { backupKeys } from "./keys";

/** The last backup, a failure after it, and the schedule (docs/api.md, "Backups"). */
export function useBackupStatus() {
  const { data, error, isLoading, mutate } = useCall(backupKeys.status(), backupRoutes.status, {});
  return { status: data, error, isLoading, reload: mutate };
}
