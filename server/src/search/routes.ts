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
    { schema: { tags, summary: "POs and WOs matching the text, prefix matches first", querystring: searchQuery, response: answers({ 200: searchResultsSchema }) } },
    async (request) => searchOrders(db, request.query.searchText),
  );
  app.get(
    "/search/customers",
    {
      schema: {
        tags,
        summary: "Customers by id or name, for the command palette: exact id, then starts with, then contains; inactive last",
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
        summary: "Part revisions by part number (with or without a revision: `7731-204 B`) or description, for the command palette",
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
        summary: "Suppliers by name, for the command palette: exact, then starts with, then contains; inactive last",
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
        summary: "WOs by WO number (exact, starts with, contains), then by part number, for the command palette",
        querystring: searchQuery,
        response: answers({ 200: workOrderSearchResultsSchema }),
      },
    },
    async (request) => searchWorkOrders(db, request.query.searchText),
  );
};
