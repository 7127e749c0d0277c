import {
  createPackingSlipBody,
  noQuery,
  packingSlipParams,
  packingSlipSchema,
  purchaseOrderParams,
  updatePackingSlipBody,
} from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { packingSlipNotFound, readPackingSlip } from "./rows.js";
import { createPackingSlip, updatePackingSlip } from "./repository.js";
import { answers, writeAnswers } from "../http/answers.js";
import { INTEGER_DIGITS, pathNumber } from "../http/path-number.js";
import { poKeyOf } from "../purchase-orders/index.js";

function slipOf(params: { poKey: string; pslipNumber: string }): { poKey: string; pslipNumber: number } {
  const poKey = poKeyOf(params);
  return {
    poKey,
    pslipNumber: Number(pathNumber(params.pslipNumber, INTEGER_DIGITS, (bad) => packingSlipNotFound(poKey, bad))),
  };
}

const tags = ["Packing slips"];

/** /api/purchase-orders/{poKey}/packing-slips (docs/api.md, "Orders"): ship, read for printing, change the header. */
export const packingSlipRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.post(
    "/purchase-orders/:poKey/packing-slips",
    {
      schema: {
        tags,
        summary: "Ship some of a PO's lines",
        operationId: "createPackingSlip",
        description:
          "A packing slip for the quantities sent, each PO line once and at most what is open on it (else 409); the PO closes when everything has shipped.",
        params: purchaseOrderParams,
        body: createPackingSlipBody,
        response: writeAnswers({ 201: packingSlipSchema }, 404, 409),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPackingSlip(db, request.principal, poKeyOf(request.params), request.body)),
  );

  app.get(
    "/purchase-orders/:poKey/packing-slips/:pslipNumber",
    {
      schema: {
        tags,
        summary: "Read a packing slip",
        operationId: "getPackingSlip",
        description: "The slip with its lines, the PO's ship-to and the customer, for printing.",
        params: packingSlipParams,
        querystring: noQuery,
        response: answers({ 200: packingSlipSchema }, 404),
      },
    },
    async (request) => {
      const { poKey, pslipNumber } = slipOf(request.params);
      const found = await readPackingSlip(db, poKey, pslipNumber);
      if (!found) throw packingSlipNotFound(poKey, pslipNumber);
      return found;
    },
  );

  app.put(
    "/purchase-orders/:poKey/packing-slips/:pslipNumber",
    {
      schema: {
        tags,
        summary: "Change a packing slip's header",
        operationId: "updatePackingSlip",
        description:
          "Carrier, tracking, boxes, weight and ship date, under the slip's `Version`; its lines never change.",
        params: packingSlipParams,
        body: updatePackingSlipBody,
        response: writeAnswers({ 200: packingSlipSchema }, 404, 409),
      },
    },
    async (request) => {
      const { poKey, pslipNumber } = slipOf(request.params);
      return updatePackingSlip(db, request.principal, poKey, pslipNumber, request.body);
    },
  );
};
