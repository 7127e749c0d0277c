import {
  addLineBody,
  createPurchaseOrderBody,
  deleteLineQuery,
  noQuery,
  purchaseOrderLineParams,
  purchaseOrderListQuery,
  purchaseOrderListSchema,
  purchaseOrderParams,
  purchaseOrderSchema,
  purchaseOrderStatusBody,
  updateLineBody,
  updatePurchaseOrderBody,
} from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { addLine, deleteLine, updateLine } from "./lines.js";
import { mustReadPurchaseOrder } from "./rows.js";
import {
  changePurchaseOrderStatus,
  createPurchaseOrder,
  listPurchaseOrders,
  updatePurchaseOrder,
} from "./repository.js";
import { answers, writeAnswers } from "../http/answers.js";
import { poKeyOf, poLineOf } from "./paths.js";

const tags = ["Purchase orders"];

/**
 * /api/purchase-orders and their lines (docs/api.md, "Orders"). WOs for a line are in
 * work-orders.ts, packing slips in packing-slips.ts.
 */
export const purchaseOrderRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  const po = writeAnswers({ 200: purchaseOrderSchema }, 404, 409);

  app.get(
    "/purchase-orders",
    { schema: { tags, summary: "List POs", querystring: purchaseOrderListQuery, response: answers({ 200: purchaseOrderListSchema }) } },
    async (request) => listPurchaseOrders(db, request.query),
  );

  app.post(
    "/purchase-orders",
    {
      schema: { tags, summary: "Enter a PO, with its lines", body: createPurchaseOrderBody, response: writeAnswers({ 201: purchaseOrderSchema }, 409) },
    },
    async (request, reply) => reply.status(201).send(await createPurchaseOrder(db, request.principal, request.body)),
  );

  app.get(
    "/purchase-orders/:poKey",
    {
      schema: {
        tags,
        summary: "Read a PO with its lines, their WOs and its packing slips",
        params: purchaseOrderParams,
        querystring: noQuery,
        response: answers({ 200: purchaseOrderSchema }, 404),
      },
    },
    async (request) => mustReadPurchaseOrder(db, poKeyOf(request.params)),
  );

  app.put(
    "/purchase-orders/:poKey",
    { schema: { tags, summary: "Change a PO's header", params: purchaseOrderParams, body: updatePurchaseOrderBody, response: po } },
    async (request) => updatePurchaseOrder(db, request.principal, poKeyOf(request.params), request.body),
  );

  app.post(
    "/purchase-orders/:poKey/status",
    { schema: { tags, summary: "Close, cancel or reopen a PO", params: purchaseOrderParams, body: purchaseOrderStatusBody, response: po } },
    async (request) => changePurchaseOrderStatus(db, request.principal, poKeyOf(request.params), request.body),
  );

  app.post(
    "/purchase-orders/:poKey/lines",
    {
      schema: {
        tags,
        summary: "Add a line",
        params: purchaseOrderParams,
        body: addLineBody,
        response: writeAnswers({ 201: purchaseOrderSchema }, 404, 409),
      },
    },
    async (request, reply) => reply.status(201).send(await addLine(db, request.principal, poKeyOf(request.params), request.body)),
  );

  app.put(
    "/purchase-orders/:poKey/lines/:lineNumber",
    { schema: { tags, summary: "Change a line", params: purchaseOrderLineParams, body: updateLineBody, response: po } },
    async (request) => {
      const { poKey, lineNumber } = poLineOf(request.params);
      return updateLine(db, request.principal, poKey, lineNumber, request.body);
    },
  );

  app.delete(
    "/purchase-orders/:poKey/lines/:lineNumber",
    {
      schema: {
        tags,
        summary: "Remove a line (nothing shipped, no WOs)",
        params: purchaseOrderLineParams,
        querystring: deleteLineQuery,
        response: answers({ 200: purchaseOrderSchema }, 404, 409),
      },
    },
    async (request) => {
      const { poKey, lineNumber } = poLineOf(request.params);
      return deleteLine(db, request.principal, poKey, lineNumber, request.query.version);
    },
  );
};
