import type { customerPurchaseOrderSchema, customerSchema, customerSummarySchema } from "@shopdesk/contract";
import type { z } from "zod";
import type { ApiError } from "../client";
import type { ListPage } from "../list";

/** A customer as `GET /customers/{customerId}` answers it (the JSON: timestamps as ISO strings). */
export type Customer = z.input<typeof customerSchema>;

/** A row of the customer list. */
export type CustomerSummary = z.input<typeof customerSummarySchema>;

/** What create and update send: the record without its key and bookkeeping. */
export type CustomerInput = Omit<Customer, "CustomerId" | "Version" | "CreatedAt" | "UpdatedAt">;
export type NewCustomerInput = CustomerInput & { CustomerId: string };
export type CustomerUpdate = CustomerInput & { Version: number };

export type CustomerActiveFilter = "true" | "false" | "all";

/** The list's filters, as `GET /customers` takes them. */
export type CustomerFilters = {
  q: string;
  active: CustomerActiveFilter;
  /** A field name, `-` in front for descending. */
  sort: string;
  page: number;
  pageSize?: number;
};

export type CustomerList = ListPage<CustomerSummary>;

/** A recent PO of the customer. */
export type CustomerPurchaseOrder = z.input<typeof customerPurchaseOrderSchema>;

/** Every customer call fails with the API's one error shape. */
export type CustomerError = ApiError;
