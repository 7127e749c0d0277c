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
    {
      schema: {
        tags,
        summary: "List POs",
        operationId: "listPurchaseOrders",
        description:
          'A page of POs with their totals: `q`, status, customer and date filters; `sort` orders (docs/api.md, "Orders").',
        querystring: purchaseOrderListQuery,
        response: answers({ 200: purchaseOrderListSchema }),
      },
    },
    async (request) => listPurchaseOrders(db, request.query),
  );

  app.post(
    "/purchase-orders",
    {
      schema: {
        tags,
        summary: "Enter a PO, with its lines",
        operationId: "createPurchaseOrder",
        description:
          "A customer's PO and its lines in one transaction; each line's price comes from the part's breaks unless given. The same PO number for the customer is a 409.",
        body: createPurchaseOrderBody,
        response: writeAnswers({ 201: purchaseOrderSchema }, 409),
      },
    },
    async (request, reply) => reply.status(201).send(await createPurchaseOrder(db, request.principal, request.body)),
  );

  app.get(
    "/purchase-orders/:poKey",
    {
      schema: {
        tags,
        summary: "Read a PO",
        operationId: "getPurchaseOrder",
        description: "With its lines, each line's WOs and shipped quantity, and its packing slips.",
        params: purchaseOrderParams,
        querystring: noQuery,
        response: answers({ 200: purchaseOrderSchema }, 404),
      },
    },
    async (request) => mustReadPurchaseOrder(db, poKeyOf(request.params)),
  );

  app.put(
    "/purchase-orders/:poKey",
    {
      schema: {
        tags,
        summary: "Change a PO's header",
        operationId: "updatePurchaseOrder",
        description: "Send the `Version` read and the header fields to change. A closed or cancelled PO is a 409.",
        params: purchaseOrderParams,
        body: updatePurchaseOrderBody,
        response: po,
      },
    },
    async (request) => updatePurchaseOrder(db, request.principal, poKeyOf(request.params), request.body),
  );

  app.post(
    "/purchase-orders/:poKey/status",
    {
      schema: {
        tags,
        summary: "Close, cancel or reopen a PO",
        operationId: "setPurchaseOrderStatus",
        description: 'Moves the PO to `Status` if its state allows it (docs/api.md, "Orders"); otherwise 409.',
        params: purchaseOrderParams,
        body: purchaseOrderStatusBody,
        response: po,
      },
    },
    async (request) => changePurchaseOrderStatus(db, request.principal, poKeyOf(request.params), request.body),
  );

  app.post(
    "/purchase-orders/:poKey/lines",
    {
      schema: {
        tags,
        summary: "Add a line",
        operationId: "addPurchaseOrderLine",
        description: "Adds a line to an open PO under its `Version`; answers the whole PO.",
        params: purchaseOrderParams,
        body: addLineBody,
        response: writeAnswers({ 201: purchaseOrderSchema }, 404, 409),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addLine(db, request.principal, poKeyOf(request.params), request.body)),
  );

  app.put(
    "/purchase-orders/:poKey/lines/:lineNumber",
    {
      schema: {
        tags,
        summary: "Change a line",
        operationId: "updatePurchaseOrderLine",
        description:
          "Changes a line's part, quantity, price or due date under the PO's `Version`; a quantity below what has shipped is a 409. Answers the whole PO.",
        params: purchaseOrderLineParams,
        body: updateLineBody,
        response: po,
      },
    },
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
        summary: "Remove a line",
        operationId: "removePurchaseOrderLine",
        description: "Only a line with nothing shipped and no WOs (else 409); answers the whole PO.",
        params: purchaseOrderLineParams,
        querystring: deleteLineQuery,
        response: writeAnswers({ 200: purchaseOrderSchema }, 404, 409),
      },
    },
    async (request) => {
      const { poKey, lineNumber } = poLineOf(request.params);
      return deleteLine(db, request.principal, poKey, lineNumber, request.query.version);
    },
  );
};
