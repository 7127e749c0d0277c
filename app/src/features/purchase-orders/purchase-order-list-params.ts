import { purchaseOrderStatuses, type PurchaseOrderSortField } from "@shopdesk/contract";
import type { PurchaseOrderFilters } from "../../api/purchase-orders/types";
import type { ListParams, ListParamSpec } from "../../shared/lists/list-params";
import { dateQuery, orderListQuery } from "../../shared/lists/order-list-params";

type POListFilters = { q: string; status: string; customer: string; from: string; to: string; late: string };

/** `/po?q=&status=&customer=&from=&to=&late=true&sort=&page=`: the PO list's URL state. */
export const purchaseOrderListSpec: ListParamSpec<POListFilters, PurchaseOrderSortField> = {
  defaults: { q: "", status: "", customer: "", from: "", to: "", late: "" },
  choices: { status: ["", ...purchaseOrderStatuses], late: ["", "true"] },
  // Written out, typed by the contract: its list of them sits beside the zod schemas, which a list does not load.
  sortFields: ["PODate", "PONumber", "CustomerId", "Status"],
  defaultSort: "-PODate",
};

export const PURCHASE_ORDER_PAGE_SIZE = 25;

/** The API's filters from the URL's; a date that is not `YYYY-MM-DD` is ignored rather than sent. */
export function toPurchaseOrderFilters(
  params: ListParams<POListFilters, PurchaseOrderSortField>,
): PurchaseOrderFilters {
  return {
    ...orderListQuery(params, purchaseOrderStatuses, PURCHASE_ORDER_PAGE_SIZE),
    from: dateQuery(params.from),
    to: dateQuery(params.to),
  };
}

/** Whether the list shows less than every PO. */
export function hasPurchaseOrderFilters(filters: PurchaseOrderFilters): boolean {
  return Boolean(filters.q || filters.status || filters.customerId || filters.from || filters.to || filters.late);
}
