import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { createSupplier, getSupplier, listSuppliers, supplierNotFound, updateSupplier } from "../queries/suppliers.js";
import { supplierInput, supplierListQuery, supplierParams, updateSupplierBody } from "./suppliers.schemas.js";

/** /api/suppliers (docs/api.md). The name in the path is URL-encoded and matched case-insensitively. */
export const supplierRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get("/suppliers", async (request) => listSuppliers(db, supplierListQuery.parse(request.query)));

  app.post("/suppliers", async (request, reply) => {
    const input = supplierInput.parse(request.body);
    return reply.status(201).send(await createSupplier(db, request.principal, input));
  });

  app.get("/suppliers/:supplierName", async (request) => {
    const { supplierName } = supplierParams.parse(request.params);
    const found = await getSupplier(db, supplierName);
    if (!found) throw supplierNotFound(supplierName);
    return found;
  });

  app.put("/suppliers/:supplierName", async (request) => {
    const { supplierName } = supplierParams.parse(request.params);
    return updateSupplier(db, request.principal, supplierName, updateSupplierBody.parse(request.body));
  });
};
