import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { CUSTOMERS } from "../customers/keys";
import { isDomainKey } from "../list";
import { PARTS } from "../parts/keys";
import { PURCHASE_ORDERS } from "../purchase-orders/keys";
import { REPORTS } from "../reports/keys";
import { SUPPLIERS } from "../suppliers/keys";
import type { ImportKind } from "./types";

// What shows the records of each kind: its own lists and records, and the screens that list
// them too (a customer's parts and recent POs; the dashboard and reports sum the open POs).
const shownIn: Record<ImportKind, readonly string[]> = {
  customers: [CUSTOMERS],
  suppliers: [SUPPLIERS],
  parts: [PARTS, CUSTOMERS],
  "purchase-orders": [PURCHASE_ORDERS, CUSTOMERS, REPORTS],
};

/** After an import: everything that shows that kind of record is fetched again, histories too (each update is in one). */
export function useStoreImport() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (kind: ImportKind) => mutate((key) => [...shownIn[kind], "history"].some((domain) => isDomainKey(key, domain))),
    [mutate],
  );
}
