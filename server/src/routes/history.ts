import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { customerExists, customerNotFound } from "../queries/customers.js";
import { listHistory } from "../queries/history.js";
import { getPart, partNotFound } from "../queries/parts.js";
import { supplierId, supplierNotFound } from "../queries/suppliers.js";
import { historyQuery } from "./history.schemas.js";

/**
 * GET /api/history?entity=&key=: a record's changes, newest first (at most 100). Suppliers
 * are looked up by their current name and their history is kept under the surrogate id, so
 * it survives renames; parts are keyed `PartNumber/Revision`.
 */
export const historyRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get("/history", async (request) => {
    const { entity, key } = historyQuery.parse(request.query);
    if (entity === "supplier") {
      const id = await supplierId(db, key);
      if (!id) throw supplierNotFound(key);
      return listHistory(db, "supplier", id);
    }
    if (entity === "customer") {
      const customerId = key.toUpperCase();
      if (!(await customerExists(db, customerId))) throw customerNotFound(customerId);
      return listHistory(db, "customer", customerId);
    }
    // Revisions never hold a slash, so the last one separates it from the part number.
    const slash = key.lastIndexOf("/");
    const [partNumber, revision] = [key.slice(0, slash), key.slice(slash + 1).toUpperCase()];
    if (slash < 1 || !(await getPart(db, partNumber, revision))) throw partNotFound(partNumber || key, revision);
    return listHistory(db, "part", `${partNumber}/${revision}`);
  });
};
