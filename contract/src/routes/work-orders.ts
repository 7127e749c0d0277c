import { noQuery } from "../list.js";
import { purchaseOrderLineParams } from "../purchase-orders.js";
import { answers, route, writeAnswers } from "../route.js";
import {
  batchQuery,
  createLineWorkOrderBody,
  createStockWorkOrderBody,
  updateWorkOrderBody,
  workOrderBatchSchema,
  workOrderListQuery,
  workOrderListSchema,
  workOrderParams,
  workOrderSchema,
  workOrderStatusBody,
} from "../work-orders.js";

const tag = "Work orders";

/** /api/work-orders, and making a WO for a PO line. */
export const workOrderRoutes = {
  list: route({
    method: "GET",
    path: "/work-orders",
    operationId: "listWorkOrders",
    tag,
    query: workOrderListQuery,
    answers: answers({ 200: workOrderListSchema }),
  }),
  createForStock: route({
    method: "POST",
    path: "/work-orders",
    operationId: "createStockWorkOrder",
    tag,
    body: createStockWorkOrderBody,
    answers: writeAnswers({ 201: workOrderSchema }, 409),
  }),
  createForLine: route({
    method: "POST",
    path: "/purchase-orders/:poKey/lines/:lineNumber/work-orders",
    operationId: "createLineWorkOrder",
    tag,
    params: purchaseOrderLineParams,
    body: createLineWorkOrderBody,
    answers: writeAnswers({ 201: workOrderSchema }, 404, 409),
  }),
  batch: route({
    method: "GET",
    path: "/work-orders/batch",
    operationId: "getWorkOrderBatch",
    tag,
    query: batchQuery,
    answers: answers({ 200: workOrderBatchSchema }, 404),
  }),
  get: route({
    method: "GET",
    path: "/work-orders/:woNumber",
    operationId: "getWorkOrder",
    tag,
    params: workOrderParams,
    query: noQuery,
    answers: answers({ 200: workOrderSchema }, 404),
  }),
  update: route({
    method: "PUT",
    path: "/work-orders/:woNumber",
    operationId: "updateWorkOrder",
    tag,
    params: workOrderParams,
    body: updateWorkOrderBody,
    answers: writeAnswers({ 200: workOrderSchema }, 404, 409),
  }),
  setStatus: route({
    method: "POST",
    path: "/work-orders/:woNumber/status",
    operationId: "setWorkOrderStatus",
    tag,
    params: workOrderParams,
    body: workOrderStatusBody,
    answers: writeAnswers({ 200: workOrderSchema }, 404, 409),
  }),
};
