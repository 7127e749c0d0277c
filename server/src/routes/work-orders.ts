import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { mustReadWorkOrder, readWorkOrderBatch, workOrderNotFound } from "../queries/work-order-rows.js";
import { changeWorkOrderStatus, updateWorkOrder } from "../queries/work-order-changes.js";
import { createLineWorkOrder, createStockWorkOrder, listWorkOrders } from "../queries/work-orders.js";
import { BIGINT_DIGITS, pathNumber } from "./order-fields.js";
import { poLineOf } from "./purchase-orders.js";
import {
  batchQuery,
  createLineWorkOrderBody,
  createStockWorkOrderBody,
  updateWorkOrderBody,
  workOrderListQuery,
  workOrderStatusBody,
} from "./work-orders.schemas.js";

const woNumberOf = (params: unknown) => pathNumber((params as { woNumber?: string }).woNumber, BIGINT_DIGITS, workOrderNotFound);

/** /api/work-orders, and making a WO for a PO line (docs/api.md, "Orders"). */
export const workOrderRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get("/work-orders", async (request) => listWorkOrders(db, workOrderListQuery.parse(request.query)));

  app.post("/work-orders", async (request, reply) => {
    const input = createStockWorkOrderBody.parse(request.body);
    return reply.status(201).send(await createStockWorkOrder(db, request.principal, input));
  });

  app.post("/purchase-orders/:poKey/lines/:lineNumber/work-orders", async (request, reply) => {
    const { poKey, lineNumber } = poLineOf(request.params);
    const input = createLineWorkOrderBody.parse(request.body ?? {});
    return reply.status(201).send(await createLineWorkOrder(db, request.principal, poKey, lineNumber, input));
  });

  // A static path: Fastify matches it before /work-orders/:woNumber.
  app.get("/work-orders/batch", async (request) => readWorkOrderBatch(db, batchQuery.parse(request.query).wo));

  app.get("/work-orders/:woNumber", async (request) => mustReadWorkOrder(db, woNumberOf(request.params)));

  app.put("/work-orders/:woNumber", async (request) => {
    const woNumber = woNumberOf(request.params);
    return updateWorkOrder(db, request.principal, woNumber, updateWorkOrderBody.parse(request.body));
  });

  app.post("/work-orders/:woNumber/status", async (request) => {
    const woNumber = woNumberOf(request.params);
    return changeWorkOrderStatus(db, request.principal, woNumber, workOrderStatusBody.parse(request.body));
  });
};
