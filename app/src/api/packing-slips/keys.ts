import { PURCHASE_ORDERS } from "../purchase-orders/keys";

/**
 * SWR keys of the packing-slip calls: under `"purchase-orders"`, so whatever refreshes a PO
 * after a write (shipping changes its lines and status) refreshes its slips too.
 */
export const packingSlipKeys = {
  detail: (poKey: string, pslipNumber: string) => [PURCHASE_ORDERS, "packing-slip", poKey, pslipNumber] as const,
  /** A write's own key (useSWRMutation): no read uses it, so SWR refetches nothing by itself. */
  write: (name: string) => ["packing-slips", "write", name] as const,
};
