import type {
  ActiveFilter,
  createCustomerBody,
  customerPurchaseOrderSchema,
  customerSchema,
  customerSummarySchema,
  updateCustomerBody,
} from "@shopdesk/contract";
import type { z } from "zod/mini";
import type { ApiError } from "../client";
import type { ListPage } from "../list";

/** A customer as `GET /customers/{customerId}` answers it (the JSON: timestamps as ISO strings). */
export type Customer = z.input<typeof customerSchema>;

/** A row of the customer list. */
export type CustomerSummary = z.input<typeof customerSummarySchema>;

// Request bodies are the contract's `z.input`: what a caller may send.
export type NewCustomerInput = z.input<typeof createCustomerBody>;
export type CustomerUpdate = z.input<typeof updateCustomerBody>;

/** The list's filters, as `GET /customers` takes them. */
export type CustomerFilters = {
  q: string;
  active: ActiveFilter;
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
