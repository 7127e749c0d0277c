import { sql } from "kysely";
import type { FastifyPluginAsync, LogLevel } from "fastify";
import type { Database } from "../db/database.js";
import { errorBody } from "../errors.js";

/** Liveness says the process answers; readiness says it can reach its database. */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  // Probes run every few seconds: keep them out of the info-level request log (without
  // raising a quieter app level, since a route's level replaces the app's).
  const appLevel = app.log.level as LogLevel;
  const quiet = { logLevel: ["fatal", "error", "silent"].includes(appLevel) ? appLevel : ("warn" as const) };
  app.get("/healthz", quiet, async () => ({ status: "ok" }));

  app.get("/readyz", quiet, async (request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      return { status: "ready" };
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed");
      return reply.status(503).send(errorBody(503, "The database is not reachable."));
    }
  });
};
