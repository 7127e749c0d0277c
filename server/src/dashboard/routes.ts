import { dashboardRoutes as routes } from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { routeOptions } from "../http/route.js";
import { dashboard } from "./repository.js";

/** GET /api/dashboard (docs/api.md, "Dashboard"): the tiles, lists and chart of the home screen. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.route({
    ...routeOptions(routes.get, {
      summary: "The home screen's figures",
      description:
        "Open POs and WOs, late work, this month's shipments, the lists and the chart of the home screen, as of the database's today.",
    }),
    handler: async () => dashboard(database.db),
  });
};
