import { purchaseOrderRoutes as routes } from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { routeOptions } from "../http/route.js";
import { addLine, deleteLine, updateLine } from "./lines.js";
import { poKeyOf, poLineOf } from "./paths.js";
import {
  changePurchaseOrderStatus,
  createPurchaseOrder,
  listPurchaseOrders,
  updatePurchaseOrder,
} from "./repository.js";
import { mustReadPurchaseOrder } from "./rows.js";

/**
 * /api/purchase-orders and their lines (docs/api.md, "Orders"). WOs for a line are in
 * work-orders/routes.ts, packing slips in packing-slips/routes.ts.
 */
export const purchaseOrderRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.route({
    ...routeOptions(routes.list, {
      summary: "List POs",
      description:
        'A page of POs with their totals: `q`, status, customer and date filters; `sort` orders (docs/api.md, "Orders").',
    }),
    handler: async (request) => listPurchaseOrders(db, request.query),
  });

  app.route({
    ...routeOptions(routes.create, {
      summary: "Enter a PO, with its lines",
      description:
        "A customer's PO and its lines in one transaction; each line's price comes from the part's breaks unless given. The same PO number for the customer is a 409.",
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await createPurchaseOrder(db, request.principal, request.body)),
  });

  app.route({
    ...routeOptions(routes.get, {
      summary: "Read a PO",
      description: "With its lines, each line's WOs and shipped quantity, and its packing slips.",
    }),
    handler: async (request) => mustReadPurchaseOrder(db, poKeyOf(request.params)),
  });

  app.route({
    ...routeOptions(routes.update, {
      summary: "Change a PO's header",
      description: "Send the `Version` read and the header fields to change. A closed or cancelled PO is a 409.",
    }),
    handler: async (request) => updatePurchaseOrder(db, request.principal, poKeyOf(request.params), request.body),
  });

  app.route({
    ...routeOptions(routes.setStatus, {
      summary: "Close, cancel or reopen a PO",
      description: 'Moves the PO to `Status` if its state allows it (docs/api.md, "Orders"); otherwise 409.',
    }),
    handler: async (request) => changePurchaseOrderStatus(db, request.principal, poKeyOf(request.params), request.body),
  });

  app.route({
    ...routeOptions(routes.addLine, {
      summary: "Add a line",
      description: "Adds a line to an open PO under its `Version`; answers the whole PO.",
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await addLine(db, request.principal, poKeyOf(request.params), request.body)),
  });

  app.route({
    ...routeOptions(routes.updateLine, {
      summary: "Change a line",
      description:
        "Changes a line's part, quantity, price or due date under the PO's `Version`; a quantity below what has shipped is a 409. Answers the whole PO.",
    }),
    handler: async (request) => {
      const { poKey, lineNumber } = poLineOf(request.params);
      return updateLine(db, request.principal, poKey, lineNumber, request.body);
    },
  });

  app.route({
    ...routeOptions(routes.removeLine, {
      summary: "Remove a line",
      description: "Only a line with nothing shipped and no WOs (else 409); answers the whole PO.",
    }),
    handler: async (request) => {
      const { poKey, lineNumber } = poLineOf(request.params);
      return deleteLine(db, request.principal, poKey, lineNumber, request.query.version);
    },
  });
};
