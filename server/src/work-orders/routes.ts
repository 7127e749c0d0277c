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
    {
      schema: {
        tags,
        summary: "List WOs",
        operationId: "listWorkOrders",
        description:
          'A page of WOs: `q`, status, customer, part, due-date and late filters; `sort` orders (docs/api.md, "Orders").',
        querystring: workOrderListQuery,
        response: answers({ 200: workOrderListSchema }),
      },
    },
    async (request) => listWorkOrders(db, request.query),
  );

  app.post(
    "/work-orders",
    {
      schema: {
        tags,
        summary: "Make a WO for stock",
        operationId: "createStockWorkOrder",
        description: "A WO for a part revision with no PO behind it.",
        body: createStockWorkOrderBody,
        response: writeAnswers({ 201: workOrderSchema }, 409),
      },
    },
    async (request, reply) => reply.status(201).send(await createStockWorkOrder(db, request.principal, request.body)),
  );

  app.post(
    "/purchase-orders/:poKey/lines/:lineNumber/work-orders",
    {
      schema: {
        tags,
        summary: "Make a WO for a PO line",
        operationId: "createLineWorkOrder",
        description:
          "Quantity and due date come from the line unless given; the body may be left out. A line with nothing left to make is a 409.",
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
    {
      schema: {
        tags,
        summary: "Read WOs for printing",
        operationId: "getWorkOrderBatch",
        description:
          "Up to 500 WOs named by `wo`, in the order named, each with its operations and current drawing: the travelers. An unknown WO number is a 404.",
        querystring: batchQuery,
        response: answers({ 200: workOrderBatchSchema }, 404),
      },
    },
    async (request) => readWorkOrderBatch(db, request.query.wo),
  );

  app.get(
    "/work-orders/:woNumber",
    {
      schema: {
        tags,
        summary: "Read a WO",
        operationId: "getWorkOrder",
        description: "With its operations, its PO line if any, and its part's current drawing.",
        params: workOrderParams,
        querystring: noQuery,
        response: answers({ 200: workOrderSchema }, 404),
      },
    },
    async (request) => mustReadWorkOrder(db, woNumberOf(request.params)),
  );

  app.put(
    "/work-orders/:woNumber",
    {
      schema: {
        tags,
        summary: "Change a WO",
        operationId: "updateWorkOrder",
        description:
          "Send the `Version` read and the fields to change; `Operations`, when sent, replace them all. Each operation is done in house at a `WorkCentre` or outside by a `SupplierName`, not both.",
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
        operationId: "setWorkOrderStatus",
        description:
          'Moves the WO to `Status` if its current status allows that move (docs/api.md, "Orders"); otherwise 409.',
        params: workOrderParams,
        body: workOrderStatusBody,
        response: writeAnswers({ 200: workOrderSchema }, 404, 409),
      },
    },
    async (request) => changeWorkOrderStatus(db, request.principal, woNumberOf(request.params), request.body),
  );
};
