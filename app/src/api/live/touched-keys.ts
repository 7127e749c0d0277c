import type { ChangeEvent } from "@shopdesk/contract";
import { unstable_serialize, type Cache } from "swr";
import { ATTACHMENTS } from "../attachments/keys";
import { CUSTOMERS, customerKeys } from "../customers/keys";
import { HISTORY } from "../history/keys";
import { PARTS, partKeys } from "../parts/keys";
import { PURCHASE_ORDERS, purchaseOrderKeys } from "../purchase-orders/keys";
import { REPORTS } from "../reports/keys";
import { SUPPLIERS } from "../suppliers/keys";
import { WORK_ORDERS, workOrderKeys } from "../work-orders/keys";

/**
 * Which cached answers a change makes stale (docs/app.md, "Live updates"): the record's own
 * entry, the lists and figures it appears in, its history and files. Everything else keeps
 * the spec's cache rules. Keys are the domains' keys.ts arrays, `[domain, kind, …inputs]`.
 */
export function isTouchedBy(key: unknown, event: ChangeEvent): boolean {
  if (!Array.isArray(key)) return false;
  const [domain, kind, ...inputs] = key as [unknown, unknown, ...unknown[]];
  const [first = "", second = ""] = event.Key.split("/");
  const isList = kind === "list";
  if (domain === ATTACHMENTS) return event.Fields.includes("Attachment") || event.Fields.includes("CurrentDrawing");
  switch (event.Kind) {
    case "customer":
      return (
        (domain === CUSTOMERS && (isList || inputs[0] === event.Key)) ||
        (domain === HISTORY && kind === "customer" && inputs[0] === event.Key) ||
        // Lists and figures show the customer's name.
        (event.Fields.includes("Name") && (isOrderList(domain, kind) || domain === REPORTS))
      );
    case "supplier":
      // The app names suppliers by name, the change log by id: every supplier entry, there are few.
      return domain === SUPPLIERS || (domain === HISTORY && kind === "supplier");
    case "part":
      return (
        (domain === PARTS && (kind !== "detail" || (inputs[0] === first && inputs[1] === second))) ||
        (domain === CUSTOMERS && kind === "parts") ||
        (domain === HISTORY && kind === "part" && inputs[0] === event.Key)
      );
    case "purchase_order":
    case "po_line":
    case "packing_slip":
      return (
        (domain === PURCHASE_ORDERS && (isList || inputs[0] === first)) ||
        (domain === CUSTOMERS && kind === "purchase-orders") ||
        (domain === HISTORY && kind === "purchase_order" && inputs[0] === first) ||
        domain === REPORTS ||
        // A WO shows what its PO line shipped.
        (event.Kind === "packing_slip" && domain === WORK_ORDERS)
      );
    case "work_order":
    case "wo_operation":
      return (
        (domain === WORK_ORDERS &&
          (isList || inputs[0] === first || (kind === "batch" && String(inputs[0]).split(",").includes(first)))) ||
        (domain === HISTORY && kind === "work_order" && inputs[0] === first) ||
        domain === REPORTS ||
        // A PO shows its lines' WOs.
        (event.Kind === "work_order" && domain === PURCHASE_ORDERS && kind === "detail")
      );
  }
}

const isOrderList = (domain: unknown, kind: unknown) =>
  (domain === PURCHASE_ORDERS || domain === WORK_ORDERS) && kind === "list";

type CachedVersion = { Version?: unknown; Lines?: { LineNumber?: unknown; Version?: unknown }[] };

/**
 * Whether this tab already holds the record at the event's Version or later (its own save, stored
 * from the answer): then nothing it shows is stale and the change is not fetched again.
 */
export function isCurrentHere(cache: Cache, event: ChangeEvent): boolean {
  if (event.Version === null) return false;
  const [first = "", second = ""] = event.Key.split("/");
  const read = (key: readonly unknown[]) => cache.get(unstable_serialize(key))?.data as CachedVersion | undefined;
  let version: unknown;
  switch (event.Kind) {
    case "customer":
      version = read(customerKeys.detail(event.Key))?.Version;
      break;
    case "part":
      version = read(partKeys.detail(first, second))?.Version;
      break;
    case "purchase_order":
      version = read(purchaseOrderKeys.detail(first))?.Version;
      break;
    case "po_line":
      version = read(purchaseOrderKeys.detail(first))?.Lines?.find(
        (line) => String(line.LineNumber) === second,
      )?.Version;
      break;
    case "work_order":
      version = read(workOrderKeys.detail(first))?.Version;
      break;
    default:
      return false;
  }
  return typeof version === "number" && version >= event.Version;
}
