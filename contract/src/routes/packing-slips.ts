import { noQuery } from "../list.js";
import {
  createPackingSlipBody,
  packingSlipParams,
  packingSlipSchema,
  updatePackingSlipBody,
} from "../packing-slips.js";
import { purchaseOrderParams } from "../purchase-orders.js";
import { answers, route, writeAnswers } from "../route.js";

const tag = "Packing slips";

/** /api/purchase-orders/{poKey}/packing-slips: ship, read for printing, change the header. */
export const packingSlipRoutes = {
  create: route({
    method: "POST",
    path: "/purchase-orders/:poKey/packing-slips",
    operationId: "createPackingSlip",
    tag,
    params: purchaseOrderParams,
    body: createPackingSlipBody,
    answers: writeAnswers({ 201: packingSlipSchema }, 404, 409),
  }),
  get: route({
    method: "GET",
    path: "/purchase-orders/:poKey/packing-slips/:pslipNumber",
    operationId: "getPackingSlip",
    tag,
    params: packingSlipParams,
    query: noQuery,
    answers: answers({ 200: packingSlipSchema }, 404),
  }),
  update: route({
    method: "PUT",
    path: "/purchase-orders/:poKey/packing-slips/:pslipNumber",
    operationId: "updatePackingSlip",
    tag,
    params: packingSlipParams,
    body: updatePackingSlipBody,
    answers: writeAnswers({ 200: packingSlipSchema }, 404, 409),
  }),
};
