import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { packingSlipNotFound, readPackingSlip } from "../queries/packing-slip-rows.js";
import { createPackingSlip, updatePackingSlip } from "../queries/packing-slips.js";
import { INTEGER_DIGITS, pathNumber } from "./order-fields.js";
import { createPackingSlipBody, updatePackingSlipBody } from "./packing-slips.schemas.js";
import { poKeyOf } from "./purchase-orders.js";

function slipOf(params: unknown): { poKey: string; pslipNumber: number } {
  const poKey = poKeyOf(params);
  const text = (params as { pslipNumber?: string }).pslipNumber;
  return { poKey, pslipNumber: Number(pathNumber(text, INTEGER_DIGITS, (bad) => packingSlipNotFound(poKey, bad))) };
}

/** /api/purchase-orders/{poKey}/packing-slips (docs/api.md, "Orders"): ship, read for printing, change the header. */
export const packingSlipRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.post("/purchase-orders/:poKey/packing-slips", async (request, reply) => {
    const poKey = poKeyOf(request.params);
    const input = createPackingSlipBody.parse(request.body);
    return reply.status(201).send(await createPackingSlip(db, request.principal, poKey, input));
  });

  app.get("/purchase-orders/:poKey/packing-slips/:pslipNumber", async (request) => {
    const { poKey, pslipNumber } = slipOf(request.params);
    const found = await readPackingSlip(db, poKey, pslipNumber);
    if (!found) throw packingSlipNotFound(poKey, pslipNumber);
    return found;
  });

  app.put("/purchase-orders/:poKey/packing-slips/:pslipNumber", async (request) => {
    const { poKey, pslipNumber } = slipOf(request.params);
    return updatePackingSlip(db, request.principal, poKey, pslipNumber, updatePackingSlipBody.parse(request.body));
  });
};
