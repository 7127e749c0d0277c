import { workOrderRoutes as routes } from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { BIGINT_DIGITS, pathNumber } from "../http/path-number.js";
import { routeOptions } from "../http/route.js";
import { poLineOf } from "../purchase-orders/index.js";
import { changeWorkOrderStatus, updateWorkOrder } from "./changes.js";
import { createLineWorkOrder, createStockWorkOrder, listWorkOrders } from "./repository.js";
import { mustReadWorkOrder, readWorkOrderBatch, workOrderNotFound } from "./rows.js";

const woNumberOf = (params: { woNumber: string }) => pathNumber(params.woNumber, BIGINT_DIGITS, workOrderNotFound);

/** /api/work-orders, and making a WO for a PO line (docs/api.md, "Orders"). */
export const workOrderRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.route({
    ...routeOptions(routes.list, {
      summary: "List WOs",
      description:
        'A page of WOs: `q`, status, customer, part, due-date and late filters; `sort` orders (docs/api.md, "Orders").',
    }),
    handler: async (request) => listWorkOrders(db, request.query),
  });

  app.route({
    ...routeOptions(routes.createForStock, {
      summary: "Make a WO for stock",
      description: "A WO for a part revision with no PO behind it.",
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await createStockWorkOrder(db, request.principal, request.body)),
  });

  app.route({
    ...routeOptions(routes.createForLine, {
      summary: "Make a WO for a PO line",
      description:
        "Quantity and due date come from the line unless given; the body may be left out. A line with nothing left to make is a 409.",
    }),
    handler: async (request, reply) => {
      const { poKey, lineNumber } = poLineOf(request.params);
      return reply.status(201).send(await createLineWorkOrder(db, request.principal, poKey, lineNumber, request.body));
    },
  });

  // A static path: Fastify matches it before /work-orders/:woNumber.
  app.route({
    ...routeOptions(routes.batch, {
      summary: "Read WOs for printing",
      description:
        "Up to 500 WOs named by `wo`, in the order named, each with its operations and current drawing: the travelers. An unknown WO number is a 404.",
    }),
    handler: async (request) => readWorkOrderBatch(db, request.query.wo),
  });

  app.route({
    ...routeOptions(routes.get, {
      summary: "Read a WO",
      description: "With its operations, its PO line if any, and its part's current drawing.",
    }),
    handler: async (request) => mustReadWorkOrder(db, woNumberOf(request.params)),
  });

  app.route({
    ...routeOptions(routes.update, {
      summary: "Change a WO",
      description:
        "Send the `Version` read and the fields to change; `Operations`, when sent, replace them all. Each operation is done in house at a `WorkCentre` or outside by a `SupplierName`, not both.",
    }),
    handler: async (request) => updateWorkOrder(db, request.principal, woNumberOf(request.params), request.body),
  });

  app.route({
    ...routeOptions(routes.setStatus, {
      summary: "Move a WO to another status",
      description:
        'Moves the WO to `Status` if its current status allows that move (docs/api.md, "Orders"); otherwise 409.',
    }),
    handler: async (request) => changeWorkOrderStatus(db, request.principal, woNumberOf(request.params), request.body),
  });
};
