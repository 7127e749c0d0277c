import { searchRoutes } from "@shopdesk/contract";
import type { SearchResultItem } from "@shopdesk/design-system";
import type { ApiClient } from "../client";

export type { SearchResultItem };

/** The global search: POs, WOs and customers matching the text, best matches first. */
export function searchOrders(api: ApiClient, searchText: string, signal?: AbortSignal): Promise<SearchResultItem[]> {
  return api.call(searchRoutes.orders, { query: { searchText } }, { signal });
}
