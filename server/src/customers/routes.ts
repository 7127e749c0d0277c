import {
  createCustomerBody,
  customerListQuery,
  customerListSchema,
  customerParams,
  customerPartsQuery,
  customerPurchaseOrderListSchema,
  customerPurchaseOrdersQuery,
  customerSchema,
  noQuery,
  partListSchema,
  updateCustomerBody,
} from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import {
  createCustomer,
  customerExists,
  customerNotFound,
  customerPurchaseOrders,
  getCustomer,
  listCustomers,
  updateCustomer,
} from "./repository.js";
import { listParts } from "../parts/index.js";
import { answers, writeAnswers } from "../http/answers.js";

const tags = ["Customers"];

/** /api/customers (docs/api.md). Customers are deactivated with `Active: false`, never deleted. */
export const customerRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    "/customers",
    {
      schema: {
        tags,
        summary: "List customers",
        operationId: "listCustomers",
        description:
          'A page of customers: `q` searches CustomerId and Name, `active` filters, `sort` orders (docs/api.md, "Lists").',
        querystring: customerListQuery,
        response: answers({ 200: customerListSchema }),
      },
    },
    async (request) => listCustomers(db, request.query),
  );

  app.post(
    "/customers",
    {
      schema: {
        tags,
        summary: "Add a customer",
        operationId: "createCustomer",
        description:
          "Answers the customer as stored: defaults filled in, text trimmed, CustomerId upper-cased. A CustomerId in use is a 409.",
        body: createCustomerBody,
        response: writeAnswers({ 201: customerSchema }, 409),
      },
    },
    async (request, reply) => reply.status(201).send(await createCustomer(db, request.principal, request.body)),
  );

  app.get(
    "/customers/:customerId",
    {
      schema: {
        tags,
        summary: "Read a customer",
        operationId: "getCustomer",
        description: "The customer with its `Version`, to send back with a change. The id is matched upper-cased.",
        params: customerParams,
        querystring: noQuery,
        response: answers({ 200: customerSchema }, 404),
      },
    },
    async (request) => {
      const { customerId } = request.params;
      const found = await getCustomer(db, customerId);
      if (!found) throw customerNotFound(customerId);
      return found;
    },
  );

  app.put(
    "/customers/:customerId",
    {
      schema: {
        tags,
        summary: "Change a customer",
        operationId: "updateCustomer",
        description:
          "Send the `Version` read and the fields to change; fields left out keep their values. `Active: false` deactivates. A stale `Version` is a 409 with the customer as it is now.",
        params: customerParams,
        body: updateCustomerBody,
        response: writeAnswers({ 200: customerSchema }, 404, 409),
      },
    },
    async (request) => updateCustomer(db, request.principal, request.params.customerId, request.body),
  );

  app.get(
    "/customers/:customerId/parts",
    {
      schema: {
        tags,
        summary: "List a customer's parts",
        operationId: "listCustomerParts",
        description:
          "The customer's part revisions, current revisions first, a page at a time, as `/parts` lists them.",
        params: customerParams,
        querystring: customerPartsQuery,
        response: answers({ 200: partListSchema }, 404),
      },
    },
    async (request) => {
      const { customerId } = request.params;
      if (!(await customerExists(db, customerId))) throw customerNotFound(customerId);
      return listParts(db, { ...request.query, customerId, currentFirst: true });
    },
  );

  app.get(
    "/customers/:customerId/purchase-orders",
    {
      schema: {
        tags,
        summary: "List a customer's recent POs",
        operationId: "listCustomerPurchaseOrders",
        description: "The customer's most recent POs, newest first, up to `limit`.",
        params: customerParams,
        querystring: customerPurchaseOrdersQuery,
        response: answers({ 200: customerPurchaseOrderListSchema }, 404),
      },
    },
    async (request) => {
      const { customerId } = request.params;
      if (!(await customerExists(db, customerId))) throw customerNotFound(customerId);
      return customerPurchaseOrders(db, customerId, request.query.limit);
    },
  );
};
