import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { customerRoutes } from "./customers.js";
import { dashboardRoutes } from "./dashboard.js";
import { historyRoutes } from "./history.js";
import { type LoggingOptions, loggingRoutes } from "./logging.js";
import { packingSlipRoutes } from "./packing-slips.js";
import { partRoutes } from "./parts.js";
import { purchaseOrderRoutes } from "./purchase-orders.js";
import { reportRoutes } from "./reports.js";
import { searchRoutes } from "./search.js";
import { supplierRoutes } from "./suppliers.js";
import { workOrderRoutes } from "./work-orders.js";

export interface ApiOptions {
  database: Database;
  logging?: Omit<LoggingOptions, "database">;
}

/** Everything under /api (registered with that prefix, behind the token check). */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (app, { database, logging }) => {
  await app.register(searchRoutes, { database });
  await app.register(loggingRoutes, { database, ...logging });
  await app.register(customerRoutes, { database });
  await app.register(supplierRoutes, { database });
  await app.register(partRoutes, { database });
  await app.register(purchaseOrderRoutes, { database });
  await app.register(workOrderRoutes, { database });
  await app.register(packingSlipRoutes, { database });
  await app.register(historyRoutes, { database });
  await app.register(dashboardRoutes, { database });
  await app.register(reportRoutes, { database });
};
