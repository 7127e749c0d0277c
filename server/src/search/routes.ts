import { searchRoutes as routes } from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchCustomers, searchParts, searchSuppliers, searchWorkOrders } from "./palette.js";
import { searchOrders } from "./repository.js";
import type { Database } from "../db/database.js";
import { routeOptions } from "../http/route.js";

/**
 * GET /api/search?searchText=: the header's global search (spec.md, "Calls"); and one route
 * per record group of the command palette, each measured on its own (docs/api.md, "Search").
 */
export const searchRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  app.route({
    ...routeOptions(routes.orders, {
      summary: "Search POs and WOs",
      description:
        'The search box: POs and WOs whose number, customer or part matches the text, prefix matches first (docs/api.md, "Search").',
    }),
    handler: async (request) => searchOrders(db, request.query.searchText),
  });
  app.route({
    ...routeOptions(routes.customers, {
      summary: "Find customers",
      description:
        "For the command palette: by id or name, the exact id first, then those that start with the text, then those that contain it; inactive customers last.",
    }),
    handler: async (request) => searchCustomers(db, request.query.searchText),
  });
  app.route({
    ...routeOptions(routes.parts, {
      summary: "Find part revisions",
      description:
        "For the command palette: by part number, with or without a revision (`7731-204 B`), or by description.",
    }),
    handler: async (request) => searchParts(db, request.query.searchText),
  });
  app.route({
    ...routeOptions(routes.suppliers, {
      summary: "Find suppliers",
      description:
        "For the command palette: by name, the exact name first, then those that start with the text, then those that contain it; inactive suppliers last.",
    }),
    handler: async (request) => searchSuppliers(db, request.query.searchText),
  });
  app.route({
    ...routeOptions(routes.workOrders, {
      summary: "Find WOs",
      description: "For the command palette: by WO number (exact, starts with, contains), then by part number.",
    }),
    handler: async (request) => searchWorkOrders(db, request.query.searchText),
  });
};
