import { customerRoutes as routes } from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { routeOptions } from "../http/route.js";
import { listParts } from "../parts/index.js";
import {
  createCustomer,
  customerExists,
  customerNotFound,
  customerPurchaseOrders,
  getCustomer,
  listCustomers,
  updateCustomer,
} from "./repository.js";

/** /api/customers (docs/api.md). Customers are deactivated with `Active: false`, never deleted. */
export const customerRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.route({
    ...routeOptions(routes.list, {
      summary: "List customers",
      description:
        'A page of customers: `q` searches CustomerId and Name, `active` filters, `sort` orders (docs/api.md, "Lists").',
    }),
    handler: async (request) => listCustomers(db, request.query),
  });

  app.route({
    ...routeOptions(routes.create, {
      summary: "Add a customer",
      description:
        "Answers the customer as stored: defaults filled in, text trimmed, CustomerId upper-cased. A CustomerId in use is a 409.",
    }),
    handler: async (request, reply) =>
      reply.status(201).send(await createCustomer(db, request.principal, request.body)),
  });

  app.route({
    ...routeOptions(routes.get, {
      summary: "Read a customer",
      description: "The customer with its `Version`, to send back with a change. The id is matched upper-cased.",
    }),
    handler: async (request) => {
      const { customerId } = request.params;
      const found = await getCustomer(db, customerId);
      if (!found) throw customerNotFound(customerId);
      return found;
    },
  });

  app.route({
    ...routeOptions(routes.update, {
      summary: "Change a customer",
      description:
        "Send the `Version` read and the fields to change; fields left out keep their values. `Active: false` deactivates. A stale `Version` is a 409 with the customer as it is now.",
    }),
    handler: async (request) => updateCustomer(db, request.principal, request.params.customerId, request.body),
  });

  app.route({
    ...routeOptions(routes.parts, {
      summary: "List a customer's parts",
      description: "The customer's part revisions, current revisions first, a page at a time, as `/parts` lists them.",
    }),
    handler: async (request) => {
      const { customerId } = request.params;
      if (!(await customerExists(db, customerId))) throw customerNotFound(customerId);
      return listParts(db, { ...request.query, customerId, currentFirst: true });
    },
  });

  app.route({
    ...routeOptions(routes.purchaseOrders, {
      summary: "List a customer's recent POs",
      description: "The customer's most recent POs, newest first, up to `limit`.",
    }),
    handler: async (request) => {
      const { customerId } = request.params;
      if (!(await customerExists(db, customerId))) throw customerNotFound(customerId);
      return customerPurchaseOrders(db, customerId, request.query.limit);
    },
  });
};
