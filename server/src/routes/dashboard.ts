import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { dashboard } from "../queries/dashboard.js";

/** GET /api/dashboard (docs/api.md, "Dashboard"): the tiles, lists and chart of the home screen. */
export const dashboardRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get("/dashboard", async () => dashboard(database.db));
};
