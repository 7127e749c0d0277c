import { packingSlipRoutes as routes } from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { INTEGER_DIGITS, pathNumber } from "../http/path-number.js";
import { routeOptions } from "../http/route.js";
import { poKeyOf } from "../purchase-orders/index.js";
import { createPackingSlip, updatePackingSlip } from "./repository.js";
import { packingSlipNotFound, readPackingSlip } from "./rows.js";

function slipOf(params: { poKey: string; pslipNumber: string }): { poKey: string; pslipNumber: number } {
  const poKey = poKeyOf(params);
  return {
    poKey,
    pslipNumber: Number(pathNumber(params.pslipNumber, INTEGER_DIGITS, (bad) => packingSlipNotFound(poKey, bad))),
  };
}

/** /api/purchase-orders/{poKey}/packing-slips (docs/api.md, "Orders"): ship, read for printing, change the header. */
export const packingSlipRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.route({
    ...routeOptions(routes.create, {
      summary: "Ship some of a PO's lines",
      description:
        "A packing slip for the quantities sent, each PO line once and at most what is open on it (else 409); the PO closes when everything has shipped.",
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await createPackingSlip(db, request.principal, poKeyOf(request.params), request.body)),
  });

  app.route({
    ...routeOptions(routes.get, {
      summary: "Read a packing slip",
      description: "The slip with its lines, the PO's ship-to and the customer, for printing.",
    }),
    handler: async (request) => {
      const { poKey, pslipNumber } = slipOf(request.params);
      const found = await readPackingSlip(db, poKey, pslipNumber);
      if (!found) throw packingSlipNotFound(poKey, pslipNumber);
      return found;
    },
  });

  app.route({
    ...routeOptions(routes.update, {
      summary: "Change a packing slip's header",
      description:
        "Carrier, tracking, boxes, weight and ship date, under the slip's `Version`; its lines never change.",
    }),
    handler: async (request) => {
      const { poKey, pslipNumber } = slipOf(request.params);
      return updatePackingSlip(db, request.principal, poKey, pslipNumber, request.body);
    },
  });
};
