import { noQuery } from "../list.js";
import {
  addLineBody,
  createPurchaseOrderBody,
  deleteLineQuery,
  purchaseOrderLineParams,
  purchaseOrderListQuery,
  purchaseOrderListSchema,
  purchaseOrderParams,
  purchaseOrderSchema,
  purchaseOrderStatusBody,
  updateLineBody,
  updatePurchaseOrderBody,
} from "../purchase-orders.js";
import { answers, route, writeAnswers } from "../route.js";

const tag = "Purchase orders";

/**
 * /api/purchase-orders and their lines. A write on a line answers the whole PO. WOs for a line
 * are in work-orders.ts, packing slips in packing-slips.ts.
 */
export const purchaseOrderRoutes = {
  list: route({
    method: "GET",
    path: "/purchase-orders",
    operationId: "listPurchaseOrders",
    tag,
    query: purchaseOrderListQuery,
    answers: answers({ 200: purchaseOrderListSchema }),
  }),
  create: route({
    method: "POST",
    path: "/purchase-orders",
    operationId: "createPurchaseOrder",
    tag,
    body: createPurchaseOrderBody,
    answers: writeAnswers({ 201: purchaseOrderSchema }, 409),
  }),
  get: route({
    method: "GET",
    path: "/purchase-orders/:poKey",
    operationId: "getPurchaseOrder",
    tag,
    params: purchaseOrderParams,
    query: noQuery,
    answers: answers({ 200: purchaseOrderSchema }, 404),
  }),
  update: route({
    method: "PUT",
    path: "/purchase-orders/:poKey",
    operationId: "updatePurchaseOrder",
    tag,
    params: purchaseOrderParams,
    body: updatePurchaseOrderBody,
    answers: writeAnswers({ 200: purchaseOrderSchema }, 404, 409),
  }),
  setStatus: route({
    method: "POST",
    path: "/purchase-orders/:poKey/status",
    operationId: "setPurchaseOrderStatus",
    tag,
    params: purchaseOrderParams,
    body: purchaseOrderStatusBody,
    answers: writeAnswers({ 200: purchaseOrderSchema }, 404, 409),
  }),
  addLine: route({
    method: "POST",
    path: "/purchase-orders/:poKey/lines",
    operationId: "addPurchaseOrderLine",
    tag,
    params: purchaseOrderParams,
    body: addLineBody,
    answers: writeAnswers({ 201: purchaseOrderSchema }, 404, 409),
  }),
  updateLine: route({
    method: "PUT",
    path: "/purchase-orders/:poKey/lines/:lineNumber",
    operationId: "updatePurchaseOrderLine",
    tag,
    params: purchaseOrderLineParams,
    body: updateLineBody,
    answers: writeAnswers({ 200: purchaseOrderSchema }, 404, 409),
  }),
  removeLine: route({
    method: "DELETE",
    path: "/purchase-orders/:poKey/lines/:lineNumber",
    operationId: "removePurchaseOrderLine",
    tag,
    params: purchaseOrderLineParams,
    query: deleteLineQuery,
    answers: writeAnswers({ 200: purchaseOrderSchema }, 404, 409),
  }),
};
