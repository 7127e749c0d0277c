import { answers, route } from "../route.js";
import {
  customerSearchResultsSchema,
  partSearchResultsSchema,
  searchQuery,
  searchResultsSchema,
  supplierSearchResultsSchema,
  workOrderSearchResultsSchema,
} from "../search.js";

const tag = "Search";

/**
 * /api/search: the header's global search (spec.md, "Calls"), and one route per record group
 * of the command palette, each measured on its own (docs/api.md, "Search").
 */
export const searchRoutes = {
  orders: route({
    method: "GET",
    path: "/search",
    operationId: "searchOrders",
    tag,
    query: searchQuery,
    answers: answers({ 200: searchResultsSchema }),
  }),
  customers: route({
    method: "GET",
    path: "/search/customers",
    operationId: "searchCustomers",
    tag,
    query: searchQuery,
    answers: answers({ 200: customerSearchResultsSchema }),
  }),
  parts: route({
    method: "GET",
    path: "/search/parts",
    operationId: "searchParts",
    tag,
    query: searchQuery,
    answers: answers({ 200: partSearchResultsSchema }),
  }),
  suppliers: route({
    method: "GET",
    path: "/search/suppliers",
    operationId: "searchSuppliers",
    tag,
    query: searchQuery,
    answers: answers({ 200: supplierSearchResultsSchema }),
  }),
  workOrders: route({
    method: "GET",
    path: "/search/work-orders",
    operationId: "searchWorkOrders",
    tag,
    query: searchQuery,
    answers: answers({ 200: workOrderSearchResultsSchema }),
  }),
};
