import { searchRoutes, type RouteAnswer } from "@shopdesk/contract";
import type { ApiClient } from "../client";

// The palette's record groups (docs/api.md, "Search"): one call per group, side by side.

export type CustomerHit = RouteAnswer<typeof searchRoutes.customers>[number];
export type PartHit = RouteAnswer<typeof searchRoutes.parts>[number];
export type SupplierHit = RouteAnswer<typeof searchRoutes.suppliers>[number];
export type WorkOrderHit = RouteAnswer<typeof searchRoutes.workOrders>[number];

export type RecordHits = {
  customers: CustomerHit[];
  parts: PartHit[];
  suppliers: SupplierHit[];
  workOrders: WorkOrderHit[];
};

/** Customers, parts, suppliers and WOs matching the text, each group best matches first. */
export async function searchRecords(api: ApiClient, searchText: string, signal?: AbortSignal): Promise<RecordHits> {
  const input = { query: { searchText } };
  const [customers, parts, suppliers, workOrders] = await Promise.all([
    api.call(searchRoutes.customers, input, { signal }),
    api.call(searchRoutes.parts, input, { signal }),
    api.call(searchRoutes.suppliers, input, { signal }),
    api.call(searchRoutes.workOrders, input, { signal }),
  ]);
  return { customers, parts, suppliers, workOrders };
}
