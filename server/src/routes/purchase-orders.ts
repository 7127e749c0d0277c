import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { addLine, deleteLine, lineNotFound, updateLine } from "../queries/po-lines.js";
import { mustReadPurchaseOrder, purchaseOrderNotFound } from "../queries/purchase-order-rows.js";
import {
  changePurchaseOrderStatus,
  createPurchaseOrder,
  listPurchaseOrders,
  updatePurchaseOrder,
} from "../queries/purchase-orders.js";
import { BIGINT_DIGITS, INTEGER_DIGITS, pathNumber } from "./order-fields.js";
import {
  addLineBody,
  createPurchaseOrderBody,
  deleteLineQuery,
  purchaseOrderListQuery,
  purchaseOrderStatusBody,
  updateLineBody,
  updatePurchaseOrderBody,
} from "./purchase-orders.schemas.js";

interface PoParams {
  poKey?: string;
  lineNumber?: string;
}

/** `poKey` from the path: digits, else 404. */
export const poKeyOf = (params: unknown) => pathNumber((params as PoParams).poKey, BIGINT_DIGITS, purchaseOrderNotFound);

/** `poKey` and `lineNumber` from the path. */
export function poLineOf(params: unknown): { poKey: string; lineNumber: number } {
  const poKey = poKeyOf(params);
  const lineNumber = Number(pathNumber((params as PoParams).lineNumber, INTEGER_DIGITS, (text) => lineNotFound(poKey, text)));
  return { poKey, lineNumber };
}

/**
 * /api/purchase-orders and their lines (docs/api.md, "Orders"). WOs for a line are in
 * work-orders.ts, packing slips in packing-slips.ts.
 */
export const purchaseOrderRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get("/purchase-orders", async (request) => listPurchaseOrders(db, purchaseOrderListQuery.parse(request.query)));

  app.post("/purchase-orders", async (request, reply) => {
    const input = createPurchaseOrderBody.parse(request.body);
    return reply.status(201).send(await createPurchaseOrder(db, request.principal, input));
  });

  app.get("/purchase-orders/:poKey", async (request) => mustReadPurchaseOrder(db, poKeyOf(request.params)));

  app.put("/purchase-orders/:poKey", async (request) => {
    const poKey = poKeyOf(request.params);
    return updatePurchaseOrder(db, request.principal, poKey, updatePurchaseOrderBody.parse(request.body));
  });

  app.post("/purchase-orders/:poKey/status", async (request) => {
    const poKey = poKeyOf(request.params);
    return changePurchaseOrderStatus(db, request.principal, poKey, purchaseOrderStatusBody.parse(request.body));
  });

  app.post("/purchase-orders/:poKey/lines", async (request, reply) => {
    const poKey = poKeyOf(request.params);
    const input = addLineBody.parse(request.body);
    return reply.status(201).send(await addLine(db, request.principal, poKey, input));
  });

  app.put("/purchase-orders/:poKey/lines/:lineNumber", async (request) => {
    const { poKey, lineNumber } = poLineOf(request.params);
    return updateLine(db, request.principal, poKey, lineNumber, updateLineBody.parse(request.body));
  });

  app.delete("/purchase-orders/:poKey/lines/:lineNumber", async (request) => {
    const { poKey, lineNumber } = poLineOf(request.params);
    const { version } = deleteLineQuery.parse(request.query);
    return deleteLine(db, request.principal, poKey, lineNumber, version);
  });
};
