import {
  createCustomerBody,
  customerListQuery,
  customerListSchema,
  customerParams,
  customerPurchaseOrderListSchema,
  customerPurchaseOrdersQuery,
  customerSchema,
  updateCustomerBody,
} from "../customers.js";
import { noQuery } from "../list.js";
import { customerPartsQuery, partListSchema } from "../parts.js";
import { answers, route, writeAnswers } from "../route.js";

const tag = "Customers";

/** /api/customers. Customers are deactivated with `Active: false`, never deleted. */
export const customerRoutes = {
  list: route({
    method: "GET",
    path: "/customers",
    operationId: "listCustomers",
    tag,
    query: customerListQuery,
    answers: answers({ 200: customerListSchema }),
  }),
  create: route({
    method: "POST",
    path: "/customers",
    operationId: "createCustomer",
    tag,
    body: createCustomerBody,
    answers: writeAnswers({ 201: customerSchema }, 409),
  }),
  get: route({
    method: "GET",
    path: "/customers/:customerId",
    operationId: "getCustomer",
    tag,
    params: customerParams,
    query: noQuery,
    answers: answers({ 200: customerSchema }, 404),
  }),
  update: route({
    method: "PUT",
    path: "/customers/:customerId",
    operationId: "updateCustomer",
    tag,
    params: customerParams,
    body: updateCustomerBody,
    answers: writeAnswers({ 200: customerSchema }, 404, 409),
  }),
  parts: route({
    method: "GET",
    path: "/customers/:customerId/parts",
    operationId: "listCustomerParts",
    tag,
    params: customerParams,
    query: customerPartsQuery,
    answers: answers({ 200: partListSchema }, 404),
  }),
  purchaseOrders: route({
    method: "GET",
    path: "/customers/:customerId/purchase-orders",
    operationId: "listCustomerPurchaseOrders",
    tag,
    params: customerParams,
    query: customerPurchaseOrdersQuery,
    answers: answers({ 200: customerPurchaseOrderListSchema }, 404),
  }),
};
