import { backupStatusSchema } from "../backups.js";
import { noQuery } from "../list.js";
import { answers, route } from "../route.js";

/** /api/backups: when the last backup was made (docs/api.md, "Backups"). */
export const backupRoutes = {
  status: route({
    method: "GET",
    path: "/backups/status",
    operationId: "getBackupStatus",
    tag: "Backups",
    query: noQuery,
    answers: answers({ 200: backupStatusSchema }),
  }),
};
