import { DATE_MESSAGE, isCalendarDate, workOrderStatuses, type WorkOrderSortField } from "@shopdesk/contract";
import type { WorkOrderFilters } from "../../api/work-orders/types";
import type { ListParamSpec, ListParams } from "../../shared/lists/list-params";
import { dateQuery, orderListQuery } from "../../shared/lists/order-list-params";

export type WorkOrderListFilters = {
  q: string;
  status: string;
  customer: string;
  dueFrom: string;
  dueTo: string;
  late: string;
};

/** `/wo?q=&status=&customer=&dueFrom=&dueTo=&late=true&sort=&page=`: the WO list's URL state. */
export const workOrderListSpec: ListParamSpec<WorkOrderListFilters, WorkOrderSortField> = {
  defaults: { q: "", status: "", customer: "", dueFrom: "", dueTo: "", late: "" },
  choices: { status: ["", ...workOrderStatuses], late: ["", "true"] },
  // Written out, typed by the contract: its list of them sits beside the zod schemas, which a list does not load.
  sortFields: ["DueDate", "WONumber", "Status", "PartNumber"],
  defaultSort: "DueDate",
};

export const WORK_ORDER_PAGE_SIZE = 25;

/** The server's message for a due date that is not a real day (typed or from the URL), or none. */
export const dueDateError = (text: string): string | undefined =>
  text && !isCalendarDate(text) ? DATE_MESSAGE : undefined;

/** The API's filters from the URL's: a date that is not a real day is left out rather than sent (and flagged by the filter). */
export function toWorkOrderFilters(params: ListParams<WorkOrderListFilters, WorkOrderSortField>): WorkOrderFilters {
  return {
    ...orderListQuery(params, workOrderStatuses, WORK_ORDER_PAGE_SIZE),
    dueFrom: dateQuery(params.dueFrom),
    dueTo: dateQuery(params.dueTo),
  };
}

/** Whether any filter narrows the list (the default sort and page do not). */
export function hasWorkOrderFilters(params: WorkOrderListFilters): boolean {
  return Object.entries(workOrderListSpec.defaults).some(
    ([name, fallback]) => params[name as keyof WorkOrderListFilters] !== fallback,
  );
}
