import { createPackingSlipBody, noQuery, packingSlipParams, packingSlipSchema, purchaseOrderParams, updatePackingSlipBody } from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { packingSlipNotFound, readPackingSlip } from "./rows.js";
import { createPackingSlip, updatePackingSlip } from "./repository.js";
import { answers, writeAnswers } from "../http/answers.js";
import { INTEGER_DIGITS, pathNumber } from "../http/path-number.js";
import { poKeyOf } from "../purchase-orders/index.js";

function slipOf(params: { poKey: string; pslipNumber: string }): { poKey: string; pslipNumber: number } {
  const poKey = poKeyOf(params);
  return { poKey, pslipNumber: Number(pathNumber(params.pslipNumber, INTEGER_DIGITS, (bad) => packingSlipNotFound(poKey, bad))) };
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
        summary: "Ship: a packing slip for some of the PO's open lines",
        params: purchaseOrderParams,
        body: createPackingSlipBody,
        response: writeAnswers({ 201: packingSlipSchema }, 404, 409),
      },
    },
    async (request, reply) => reply.status(201).send(await createPackingSlip(db, request.principal, poKeyOf(request.params), request.body)),
  );

  app.get(
    "/purchase-orders/:poKey/packing-slips/:pslipNumber",
    { schema: { tags, summary: "Read a packing slip for printing", params: packingSlipParams, querystring: noQuery, response: answers({ 200: packingSlipSchema }, 404) } },
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
        summary: "Change a packing slip's header (its lines never change)",
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
