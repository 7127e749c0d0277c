import type {
  CustomerSearchResult,
  PartSearchResult,
  SupplierSearchResult,
  WorkOrderSearchResult,
} from "@shopdesk/contract";
import type { ApiClient } from "../client";

// The palette's record groups (docs/api.md, "Search"): one call per group, side by side.

export type CustomerHit = CustomerSearchResult;
export type PartHit = PartSearchResult;
export type SupplierHit = SupplierSearchResult;
export type WorkOrderHit = WorkOrderSearchResult;

export type RecordHits = {
  customers: CustomerHit[];
  parts: PartHit[];
  suppliers: SupplierHit[];
  workOrders: WorkOrderHit[];
};

/** Customers, parts, suppliers and WOs matching the text, each group best matches first. */
export async function searchRecords(api: ApiClient, searchText: string, signal?: AbortSignal): Promise<RecordHits> {
  const query = `?searchText=${encodeURIComponent(searchText)}`;
  const [customers, parts, suppliers, workOrders] = await Promise.all([
    api.get<CustomerHit[]>(`/search/customers${query}`, { signal }),
    api.get<PartHit[]>(`/search/parts${query}`, { signal }),
    api.get<SupplierHit[]>(`/search/suppliers${query}`, { signal }),
    api.get<WorkOrderHit[]>(`/search/work-orders${query}`, { signal }),
  ]);
  return { customers, parts, suppliers, workOrders };
}
