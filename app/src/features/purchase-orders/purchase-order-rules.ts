import {
  purchaseOrderEditableStatuses,
  purchaseOrderStatusChanges,
  purchaseOrderStatusChangesFrom,
} from "@shopdesk/contract";
import type { PurchaseOrder, PurchaseOrderLine, PurchaseOrderStatusAction } from "../../api/purchase-orders/types";

// What the screen offers, by the contract's rules (docs/api.md, "Inputs and rules"). The
// server checks them again; these only keep buttons that would be refused off the screen.

const isOpenForWork = (po: Pick<PurchaseOrder, "Status">) =>
  (purchaseOrderEditableStatuses as readonly string[]).includes(po.Status);

/** Lines can be added, changed and removed while the PO is Open or Partially Shipped. */
export const canEditLines = isOpenForWork;

/** Something is left to ship, and the PO takes shipments. */
export function canShip(po: Pick<PurchaseOrder, "Status" | "Lines">): boolean {
  return isOpenForWork(po) && po.Lines.some((line) => line.OpenQuantity > 0);
}

/** A WO can be made for a line with something open, on a PO that is not Closed or Cancelled. */
export function canMakeWorkOrder(
  po: Pick<PurchaseOrder, "Status">,
  line: Pick<PurchaseOrderLine, "OpenQuantity">,
): boolean {
  return po.Status !== "Closed" && po.Status !== "Cancelled" && line.OpenQuantity > 0;
}

/**
 * The lines "Make WOs" makes a WO for: each that can have one and has no WO yet but cancelled
 * ones, so running it twice never makes a second set. (Another WO for a line that already has
 * one, a split lot, is the line's own "Make WO".)
 */
export function linesNeedingWorkOrder<Line extends Pick<PurchaseOrderLine, "OpenQuantity" | "WorkOrders">>(
  po: Pick<PurchaseOrder, "Status"> & { Lines: readonly Line[] },
): Line[] {
  return po.Lines.filter(
    (line) => canMakeWorkOrder(po, line) && line.WorkOrders.every((workOrder) => workOrder.Status === "Cancelled"),
  );
}

/** A line's part is fixed once it has a WO or a shipment. */
export function isPartLocked(line: Pick<PurchaseOrderLine, "WorkOrders" | "ShippedQuantity">): boolean {
  return line.WorkOrders.length > 0 || line.ShippedQuantity > 0;
}

/** A line with a WO or a shipment stays (it can be changed, not removed). */
export const canRemoveLine = (line: Pick<PurchaseOrderLine, "WorkOrders" | "ShippedQuantity">) => !isPartLocked(line);

/**
 * The status moves staff can make now: each the contract allows from the PO's status, and
 * Cancel only with nothing shipped and no WO that is not Cancelled.
 */
export function statusActions(po: Pick<PurchaseOrder, "Status" | "Lines">): PurchaseOrderStatusAction[] {
  const isUntouched = po.Lines.every(
    (line) => line.ShippedQuantity === 0 && line.WorkOrders.every((workOrder) => workOrder.Status === "Cancelled"),
  );
  return purchaseOrderStatusChanges.filter(
    (change) => purchaseOrderStatusChangesFrom[change].includes(po.Status) && (change !== "Cancelled" || isUntouched),
  );
}
