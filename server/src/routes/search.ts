import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { searchOrders } from "../queries/search.js";
import type { Database } from "../db/database.js";

export const searchParams = z.object({
  searchText: z
    .string({ error: "Type at least 3 characters to search." })
    .trim()
    .min(3, { error: "Type at least 3 characters to search." })
    .max(100, { error: "Search for at most 100 characters." }),
});

/** GET /api/search?searchText=: the header's global search (spec.md, "Calls"). */
export const searchRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get("/search", async (request) => {
    const { searchText } = searchParams.parse(request.query);
    return searchOrders(database.db, searchText);
  });
};
