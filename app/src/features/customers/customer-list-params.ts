import type { ListParamSpec } from "../../shared/lists/list-params";
import { activeFilters, type CustomerSortField } from "@shopdesk/contract";

/** `/customer?q=&active=&sort=&page=`: the customer list's URL state. */
export const customerListSpec: ListParamSpec<{ q: string; active: string }, CustomerSortField> = {
  defaults: { q: "", active: "true" },
  choices: { active: activeFilters },
  sortFields: ["CustomerId", "Name", "ContactName", "PaymentTerms"],
  defaultSort: "Name",
};

export const CUSTOMER_PAGE_SIZE = 25;
