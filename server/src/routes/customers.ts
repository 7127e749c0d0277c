import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import {
  createCustomer,
  customerExists,
  customerNotFound,
  customerPurchaseOrders,
  getCustomer,
  listCustomers,
  updateCustomer,
} from "../queries/customers.js";
import { listParts } from "../queries/part-list.js";
import {
  createCustomerBody,
  customerListQuery,
  customerParams,
  purchaseOrdersQuery,
  updateCustomerBody,
} from "./customers.schemas.js";
import { customerPartsQuery } from "./parts.schemas.js";

/** /api/customers (docs/api.md). Customers are deactivated with `Active: false`, never deleted. */
export const customerRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get("/customers", async (request) => listCustomers(db, customerListQuery.parse(request.query)));

  app.post("/customers", async (request, reply) => {
    const input = createCustomerBody.parse(request.body);
    return reply.status(201).send(await createCustomer(db, request.principal, input));
  });

  app.get("/customers/:customerId", async (request) => {
    const { customerId } = customerParams.parse(request.params);
    const found = await getCustomer(db, customerId);
    if (!found) throw customerNotFound(customerId);
    return found;
  });

  app.put("/customers/:customerId", async (request) => {
    const { customerId } = customerParams.parse(request.params);
    return updateCustomer(db, request.principal, customerId, updateCustomerBody.parse(request.body));
  });

  app.get("/customers/:customerId/parts", async (request) => {
    const { customerId } = customerParams.parse(request.params);
    const query = customerPartsQuery.parse(request.query);
    if (!(await customerExists(db, customerId))) throw customerNotFound(customerId);
    return listParts(db, { ...query, customerId, currentFirst: true });
  });

  app.get("/customers/:customerId/purchase-orders", async (request) => {
    const { customerId } = customerParams.parse(request.params);
    const { limit } = purchaseOrdersQuery.parse(request.query);
    if (!(await customerExists(db, customerId))) throw customerNotFound(customerId);
    return customerPurchaseOrders(db, customerId, limit);
  });
};
