import {
  noQuery,
  supplierInput,
  supplierListQuery,
  supplierListSchema,
  supplierParams,
  supplierSchema,
  updateSupplierBody,
} from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { createSupplier, getSupplier, listSuppliers, supplierNotFound, updateSupplier } from "./repository.js";
import { answers, writeAnswers } from "../http/answers.js";

const tags = ["Suppliers"];

/** /api/suppliers (docs/api.md). The name in the path is URL-encoded and matched case-insensitively. */
export const supplierRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    "/suppliers",
    {
      schema: {
        tags,
        summary: "List suppliers",
        operationId: "listSuppliers",
        description:
          'A page of suppliers: `q` searches SupplierName; `active` and `approval` filter; `sort` orders (docs/api.md, "Lists").',
        querystring: supplierListQuery,
        response: answers({ 200: supplierListSchema }),
      },
    },
    async (request) => listSuppliers(db, request.query),
  );

  app.post(
    "/suppliers",
    {
      schema: {
        tags,
        summary: "Add a supplier",
        operationId: "createSupplier",
        description: "Answers the supplier as stored. A SupplierName in use, ignoring case, is a 409.",
        body: supplierInput,
        response: writeAnswers({ 201: supplierSchema }, 409),
      },
    },
    async (request, reply) => reply.status(201).send(await createSupplier(db, request.principal, request.body)),
  );

  app.get(
    "/suppliers/:supplierName",
    {
      schema: {
        tags,
        summary: "Read a supplier",
        operationId: "getSupplier",
        description:
          "By name, URL-encoded and matched ignoring case; with its `Version` and whether its approval has expired.",
        params: supplierParams,
        querystring: noQuery,
        response: answers({ 200: supplierSchema }, 404),
      },
    },
    async (request) => {
      const { supplierName } = request.params;
      const found = await getSupplier(db, supplierName);
      if (!found) throw supplierNotFound(supplierName);
      return found;
    },
  );

  app.put(
    "/suppliers/:supplierName",
    {
      schema: {
        tags,
        summary: "Change or rename a supplier",
        operationId: "updateSupplier",
        description:
          "Send the `Version` read and the fields to change; fields left out keep their values. A new `SupplierName` renames the supplier: the old name then answers 404.",
        params: supplierParams,
        body: updateSupplierBody,
        response: writeAnswers({ 200: supplierSchema }, 404, 409),
      },
    },
    async (request) => updateSupplier(db, request.principal, request.params.supplierName, request.body),
  );
};
