import type { ApiError } from "../client";
import type { ListPage } from "../list";

/** A customer as `GET /customers/{customerId}` answers it. */
export type Customer = {
  CustomerId: string;
  Name: string;
  BillingAddress1: string | null;
  BillingAddress2: string | null;
  BillingCity: string | null;
  BillingRegion: string | null;
  BillingPostalCode: string | null;
  BillingCountry: string | null;
  ShippingSameAsBilling: boolean;
  ShippingAddress1: string | null;
  ShippingAddress2: string | null;
  ShippingCity: string | null;
  ShippingRegion: string | null;
  ShippingPostalCode: string | null;
  ShippingCountry: string | null;
  ContactName: string | null;
  Phone: string | null;
  Email: string | null;
  PaymentTerms: string;
  Notes: string;
  Active: boolean;
  Version: number;
  CreatedAt: string;
  UpdatedAt: string;
};

/** A row of the customer list. */
export type CustomerSummary = Pick<Customer, "CustomerId" | "Name" | "ContactName" | "Phone" | "PaymentTerms" | "Active">;

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
export type CustomerPurchaseOrder = {
  POKey: number | string;
  PONumber: string;
  PODate: string;
  Status: string;
  Amount: string;
};

/** Every customer call fails with the API's one error shape. */
export type CustomerError = ApiError;
