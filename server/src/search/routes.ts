import {
  customerSearchResultsSchema,
  partSearchResultsSchema,
  searchQuery,
  searchResultsSchema,
  supplierSearchResultsSchema,
  workOrderSearchResultsSchema,
} from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchCustomers, searchParts, searchSuppliers, searchWorkOrders } from "./palette.js";
import { searchOrders } from "./repository.js";
import type { Database } from "../db/database.js";
import { answers } from "../http/answers.js";

const tags = ["Search"];

/**
 * GET /api/search?searchText=: the header's global search (spec.md, "Calls"); and one route
 * per record group of the command palette, each measured on its own (docs/api.md, "Search").
 */
export const searchRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  app.get(
    "/search",
    {
      schema: {
        tags,
        summary: "Search POs and WOs",
        operationId: "searchOrders",
        description:
          'The search box: POs and WOs whose number, customer or part matches the text, prefix matches first (docs/api.md, "Search").',
        querystring: searchQuery,
        response: answers({ 200: searchResultsSchema }),
      },
    },
    async (request) => searchOrders(db, request.query.searchText),
  );
  app.get(
    "/search/customers",
    {
      schema: {
        tags,
        summary: "Find customers",
        operationId: "searchCustomers",
        description:
          "For the command palette: by id or name, the exact id first, then those that start with the text, then those that contain it; inactive customers last.",
        querystring: searchQuery,
        response: answers({ 200: customerSearchResultsSchema }),
      },
    },
    async (request) => searchCustomers(db, request.query.searchText),
  );
  app.get(
    "/search/parts",
    {
      schema: {
        tags,
        summary: "Find part revisions",
        operationId: "searchParts",
        description:
          "For the command palette: by part number, with or without a revision (`7731-204 B`), or by description.",
        querystring: searchQuery,
        response: answers({ 200: partSearchResultsSchema }),
      },
    },
    async (request) => searchParts(db, request.query.searchText),
  );
  app.get(
    "/search/suppliers",
    {
      schema: {
        tags,
        summary: "Find suppliers",
        operationId: "searchSuppliers",
        description:
          "For the command palette: by name, the exact name first, then those that start with the text, then those that contain it; inactive suppliers last.",
        querystring: searchQuery,
        response: answers({ 200: supplierSearchResultsSchema }),
      },
    },
    async (request) => searchSuppliers(db, request.query.searchText),
  );
  app.get(
    "/search/work-orders",
    {
      schema: {
        tags,
        summary: "Find WOs",
        operationId: "searchWorkOrders",
        description: "For the command palette: by WO number (exact, starts with, contains), then by part number.",
        querystring: searchQuery,
        response: answers({ 200: workOrderSearchResultsSchema }),
      },
    },
    async (request) => searchWorkOrders(db, request.query.searchText),
  );
};
