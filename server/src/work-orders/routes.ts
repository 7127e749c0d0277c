import {
  batchQuery,
  createLineWorkOrderBody,
  createStockWorkOrderBody,
  noQuery,
  purchaseOrderLineParams,
  updateWorkOrderBody,
  workOrderBatchSchema,
  workOrderListQuery,
  workOrderListSchema,
  workOrderParams,
  workOrderSchema,
  workOrderStatusBody,
} from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { mustReadWorkOrder, readWorkOrderBatch, workOrderNotFound } from "./rows.js";
import { changeWorkOrderStatus, updateWorkOrder } from "./changes.js";
import { createLineWorkOrder, createStockWorkOrder, listWorkOrders } from "./repository.js";
import { answers, writeAnswers } from "../http/answers.js";
import { BIGINT_DIGITS, pathNumber } from "../http/path-number.js";
import { poLineOf } from "../purchase-orders/index.js";

const woNumberOf = (params: { woNumber: string }) => pathNumber(params.woNumber, BIGINT_DIGITS, workOrderNotFound);

const tags = ["Work orders"];

/** /api/work-orders, and making a WO for a PO line (docs/api.md, "Orders"). */
export const workOrderRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    "/work-orders",
    { schema: { tags, summary: "List WOs", querystring: workOrderListQuery, response: answers({ 200: workOrderListSchema }) } },
    async (request) => listWorkOrders(db, request.query),
  );

  app.post(
    "/work-orders",
    { schema: { tags, summary: "Make a WO for stock (no PO)", body: createStockWorkOrderBody, response: writeAnswers({ 201: workOrderSchema }, 409) } },
    async (request, reply) => reply.status(201).send(await createStockWorkOrder(db, request.principal, request.body)),
  );

  app.post(
    "/purchase-orders/:poKey/lines/:lineNumber/work-orders",
    {
      schema: {
        tags,
        summary: "Make a WO for a PO line (quantity and due date from the line unless given)",
        params: purchaseOrderLineParams,
        body: createLineWorkOrderBody,
        response: writeAnswers({ 201: workOrderSchema }, 404, 409),
      },
    },
    async (request, reply) => {
      const { poKey, lineNumber } = poLineOf(request.params);
      return reply.status(201).send(await createLineWorkOrder(db, request.principal, poKey, lineNumber, request.body));
    },
  );

  // A static path: Fastify matches it before /work-orders/:woNumber.
  app.get(
    "/work-orders/batch",
    { schema: { tags, summary: "Read up to 500 WOs, in the order named (travelers)", querystring: batchQuery, response: answers({ 200: workOrderBatchSchema }, 404) } },
    async (request) => readWorkOrderBatch(db, request.query.wo),
  );

  app.get(
    "/work-orders/:woNumber",
    { schema: { tags, summary: "Read a WO with its operations", params: workOrderParams, querystring: noQuery, response: answers({ 200: workOrderSchema }, 404) } },
    async (request) => mustReadWorkOrder(db, woNumberOf(request.params)),
  );

  app.put(
    "/work-orders/:woNumber",
    {
      schema: {
        tags,
        summary: "Change a WO (Operations, when sent, replace all)",
        params: workOrderParams,
        body: updateWorkOrderBody,
        response: writeAnswers({ 200: workOrderSchema }, 404, 409),
      },
    },
    async (request) => updateWorkOrder(db, request.principal, woNumberOf(request.params), request.body),
  );

  app.post(
    "/work-orders/:woNumber/status",
    {
      schema: {
        tags,
        summary: "Move a WO to another status",
        params: workOrderParams,
        body: workOrderStatusBody,
        response: writeAnswers({ 200: workOrderSchema }, 404, 409),
      },
    },
    async (request) => changeWorkOrderStatus(db, request.principal, woNumberOf(request.params), request.body),
  );
};
