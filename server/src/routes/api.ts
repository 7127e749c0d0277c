import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { type LoggingOptions, loggingRoutes } from "./logging.js";
import { searchRoutes } from "./search.js";

export interface ApiOptions {
  database: Database;
  logging?: Omit<LoggingOptions, "database">;
}

/** Everything under /api (registered with that prefix, behind the token check). */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (app, { database, logging }) => {
  await app.register(searchRoutes, { database });
  await app.register(loggingRoutes, { database, ...logging });
};
