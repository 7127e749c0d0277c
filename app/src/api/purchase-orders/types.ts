import type {
  RouteAnswer,
  RouteBody,
  RouteQuery,
  PurchaseOrderStatusChange,
  lineInput,
  purchaseOrderHeader,
  purchaseOrderRoutes,
  shipToSchema,
  workOrderRoutes,
} from "@shopdesk/contract";
import type { z } from "zod/mini";
import type { ApiError } from "../client";

export type { PurchaseOrderStatus as POStatus, WorkOrderStatus as WOStatus } from "@shopdesk/contract";

// The shapes of the PO calls, read off the contract's route table (the JSON: timestamps as ISO text).

/** A PO as `GET /purchase-orders/{poKey}` answers it (and every write on it or its lines). */
export type PurchaseOrder = RouteAnswer<typeof purchaseOrderRoutes.get>;

export type PurchaseOrderLine = PurchaseOrder["Lines"][number];

/** A WO made for a PO line, as the line lists it. */
export type LineWorkOrder = PurchaseOrderLine["WorkOrders"][number];

export type PurchaseOrderList = RouteAnswer<typeof purchaseOrderRoutes.list>;

/** A row of the PO list. Money is a decimal string, 2 places. */
export type PurchaseOrderSummary = PurchaseOrderList["Items"][number];

/** The list's filters, as `GET /purchase-orders` takes them. */
export type PurchaseOrderFilters = RouteQuery<typeof purchaseOrderRoutes.list>;

/** The ship-to fields of a PO (and of its packing slips). */
export type ShipTo = z.input<typeof shipToSchema>;

// Request bodies: what a caller may send.

/** "New PO": ship-to and terms left out come from the customer. */
export type NewPurchaseOrderInput = RouteBody<typeof purchaseOrderRoutes.create>;
export type PurchaseOrderUpdate = RouteBody<typeof purchaseOrderRoutes.update>;

/** A line to add; `UnitPrice` null or left out takes the part's price for the quantity. */
export type LineInput = z.input<typeof lineInput>;

/** The header fields a PO's update takes (all of them, as the header form sends). */
export type PurchaseOrderHeaderInput = z.input<typeof purchaseOrderHeader>;

/** What staff can set; `Reopen` takes a Closed PO back to its computed status. */
export type PurchaseOrderStatusAction = PurchaseOrderStatusChange;

/** "Make WO" for a line: quantity, due date and notes left out come from the line. */
export type MakeWorkOrderInput = NonNullable<RouteBody<typeof workOrderRoutes.createForLine>>;

/** Every PO call fails with the API's one error shape. */
export type PurchaseOrderError = ApiError;
