import { dashboardSchema, noQuery } from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { dashboard } from "./repository.js";
import { answers } from "../http/answers.js";

/** GET /api/dashboard (docs/api.md, "Dashboard"): the tiles, lists and chart of the home screen. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const schema = {
    tags: ["Dashboard and reports"],
    summary: "The home screen's figures",
    operationId: "getDashboard",
    description:
      "Open POs and WOs, late work, this month's shipments, the lists and the chart of the home screen, as of the database's today.",
    querystring: noQuery,
    response: answers({ 200: dashboardSchema }),
  };
  app.get("/dashboard", { schema }, async () => dashboard(database.db));
};
