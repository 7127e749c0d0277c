import type { ListParams } from "./list-params";

/**
 * What the PO and WO lists send the API alike from their URL: the search, the customer code
 * (in upper case, as the codes are), the sort and the page.
 */
export function orderListQuery(params: ListParams<{ q: string; customer: string }>, pageSize: number) {
  return { q: params.q, customerId: params.customer.toUpperCase(), sort: params.sort, page: params.page, pageSize };
}
