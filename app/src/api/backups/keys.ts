/** SWR key of the backups' status (the diagnostics screen). */
export const backupKeys = {
  status: () => [BACKUPS, "status"] as const,
};

export const BACKUPS = "backups";
