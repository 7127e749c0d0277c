import { searchQuery, searchResultsSchema } from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchOrders } from "./repository.js";
import type { Database } from "../db/database.js";
import { answers } from "../http/answers.js";

/** GET /api/search?searchText=: the header's global search (spec.md, "Calls"). */
export const searchRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const schema = { tags: ["Search"], summary: "POs and WOs matching the text, prefix matches first", querystring: searchQuery, response: answers({ 200: searchResultsSchema }) };
  app.get("/search", { schema }, async (request) => searchOrders(database.db, request.query.searchText));
};
