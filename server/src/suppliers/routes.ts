import { supplierRoutes as routes } from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { routeOptions } from "../http/route.js";
import { createSupplier, getSupplier, listSuppliers, supplierNotFound, updateSupplier } from "./repository.js";

/** /api/suppliers (docs/api.md). The name in the path is URL-encoded and matched case-insensitively. */
export const supplierRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.route({
    ...routeOptions(routes.list, {
      summary: "List suppliers",
      description:
        'A page of suppliers: `q` searches SupplierName; `active` and `approval` filter; `sort` orders (docs/api.md, "Lists").',
    }),
    handler: async (request) => listSuppliers(db, request.query),
  });

  app.route({
    ...routeOptions(routes.create, {
      summary: "Add a supplier",
      description: "Answers the supplier as stored. A SupplierName in use, ignoring case, is a 409.",
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await createSupplier(db, request.principal, request.body)),
  });

  app.route({
    ...routeOptions(routes.get, {
      summary: "Read a supplier",
      description:
        "By name, URL-encoded and matched ignoring case; with its `Version` and whether its approval has expired.",
    }),
    handler: async (request) => {
      const { supplierName } = request.params;
      const found = await getSupplier(db, supplierName);
      if (!found) throw supplierNotFound(supplierName);
      return found;
    },
  });

  app.route({
    ...routeOptions(routes.update, {
      summary: "Change or rename a supplier",
      description:
        "Send the `Version` read and the fields to change; fields left out keep their values. A new `SupplierName` renames the supplier: the old name then answers 404.",
    }),
    handler: async (request) => updateSupplier(db, request.principal, request.params.supplierName, request.body),
  });
};
