import { isCalendarDate } from "@shopdesk/contract";
import type { ListParams } from "./list-params";

type OrderListFilters = { q: string; customer: string; status: string; late: string };

/**
 * What the PO and WO lists send the API alike from their URL, in the API's names: the search,
 * the customer code (in upper case, as the codes are), the status (one of `statuses`, else
 * none), late only, the sort and the page.
 */
export function orderListQuery<S extends string, T extends string>(
  params: ListParams<OrderListFilters, S>,
  statuses: readonly T[],
  pageSize: number,
) {
  return {
    q: params.q,
    customerId: params.customer.toUpperCase(),
    status: statuses.find((status) => status === params.status),
    late: params.late === "true" ? ("true" as const) : undefined,
    sort: params.sort,
    page: params.page,
    pageSize,
  };
}

/** A date filter as the API takes it: a real day (`YYYY-MM-DD`), or left out. */
export const dateQuery = (text: string): string | undefined => (isCalendarDate(text) ? text : undefined);
