import type { RouteAnswer, RouteBody, RouteQuery, customerRoutes } from "@shopdesk/contract";
import type { ApiError } from "../client";

// The shapes of the customer calls, read off the contract's route table (the JSON: timestamps as ISO text).

/** A customer as `GET /customers/{customerId}` answers it. */
export type Customer = RouteAnswer<typeof customerRoutes.get>;

export type CustomerList = RouteAnswer<typeof customerRoutes.list>;

/** A row of the customer list. */
export type CustomerSummary = CustomerList["Items"][number];

/** The list's filters, as `GET /customers` takes them. */
export type CustomerFilters = RouteQuery<typeof customerRoutes.list>;

// Request bodies: what a caller may send.
export type NewCustomerInput = RouteBody<typeof customerRoutes.create>;
export type CustomerUpdate = RouteBody<typeof customerRoutes.update>;

/** A recent PO of the customer. */
export type CustomerPurchaseOrder = RouteAnswer<typeof customerRoutes.purchaseOrders>[number];

/** Every customer call fails with the API's one error shape. */
export type CustomerError = ApiError;
