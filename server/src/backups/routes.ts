import { backupRoutes as routes } from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../config.js";
import type { Database } from "../db/database.js";
import { routeOptions } from "../http/route.js";
import { backupStatus } from "./repository.js";

/** GET /api/backups/status (docs/api.md, "Backups"): the diagnostics screen's "Backups". */
export const backupRoutes: FastifyPluginAsyncZod<{ database: Database; settings: Config["backup"] }> = async (
  app,
  { database, settings },
) => {
  app.route({
    ...routeOptions(routes.status, {
      summary: "When the last backup was made",
      description:
        "The newest backup that succeeded (`Last`), the newest that failed when it came after it (`LastFailure`), and the embedded server's schedule (`Schedule`: null on PostgreSQL, which its operator backs up, or with `BACKUP_EVERY=off`). Backups made by `npm run backup` count too. Files are named without their directory.",
    }),
    handler: async () => backupStatus(database.db, database.engine, settings),
  });
};
