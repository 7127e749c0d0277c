import type { PartKey } from "../api/parts/types";

/**
 * The addresses of the record screens that other records' screens link to: a customer's parts
 * link to the part, a part to its customer, reports and WOs to their parts.
 */

/** The customer's screen. */
export function customerLink(customerId: string): string {
  return `/customer/${encodeURIComponent(customerId)}`;
}

/** `/part?partNumber=…&revision=…`: the part screen with this revision chosen. */
export function partLink({ PartNumber, Revision }: PartKey): string {
  return `/part?${new URLSearchParams({ partNumber: PartNumber, revision: Revision }).toString()}`;
}

/** The screen of a record named as the history names it (an alert's, a change's). */
export function recordScreenLink(kind: "work_order" | "purchase_order" | "supplier", key: string): string {
  const path = { work_order: "/wo/", purchase_order: "/po/", supplier: "/supplier/" }[kind];
  return `${path}${encodeURIComponent(key)}`;
}
