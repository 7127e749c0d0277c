import type {
  PurchaseOrderStatusChange,
  createLineWorkOrderBody,
  createPurchaseOrderBody,
  lineInput,
  purchaseOrderHeader,
  updatePurchaseOrderBody,
  lineWorkOrderSchema,
  purchaseOrderLineSchema,
  purchaseOrderSchema,
  purchaseOrderSummarySchema,
  shipToSchema,
} from "@shopdesk/contract";
import type { z } from "zod/mini";
import type { ApiError } from "../client";
import type { ListPage } from "../list";

export type { PurchaseOrderStatus as POStatus, WorkOrderStatus as WOStatus } from "@shopdesk/contract";

/** A row of the PO list (`GET /purchase-orders`). Money is a decimal string, 2 places. */
export type PurchaseOrderSummary = z.input<typeof purchaseOrderSummarySchema>;

/** A WO made for a PO line, as the line lists it. */
export type LineWorkOrder = z.input<typeof lineWorkOrderSchema>;

export type PurchaseOrderLine = z.input<typeof purchaseOrderLineSchema>;

/** The ship-to fields of a PO (and of its packing slips). */
export type ShipTo = z.input<typeof shipToSchema>;

/** A PO as `GET /purchase-orders/{poKey}` answers it. */
export type PurchaseOrder = z.input<typeof purchaseOrderSchema>;

// Request bodies are the contract's `z.input`: what a caller may send.

/** A line to add; `UnitPrice` null or left out takes the part's price for the quantity. */
export type LineInput = z.input<typeof lineInput>;

/** The header fields a PO's update takes (all of them, as the header form sends). */
export type PurchaseOrderHeaderInput = z.input<typeof purchaseOrderHeader>;

/** "New PO": ship-to and terms left out come from the customer. */
export type NewPurchaseOrderInput = z.input<typeof createPurchaseOrderBody>;
export type PurchaseOrderUpdate = z.input<typeof updatePurchaseOrderBody>;

/** What staff can set; `Reopen` takes a Closed PO back to its computed status. */
export type PurchaseOrderStatusAction = PurchaseOrderStatusChange;

/** "Make WO" for a line: quantity, due date and notes left out come from the line. */
export type MakeWorkOrderInput = NonNullable<z.input<typeof createLineWorkOrderBody>>;

/** The list's filters, as `GET /purchase-orders` takes them. */
export type PurchaseOrderFilters = {
  q: string;
  /** One of the five statuses, or "" for all. */
  status: string;
  customerId: string;
  /** `PODate` range, inclusive, `YYYY-MM-DD` or "". */
  from: string;
  to: string;
  late: boolean;
  sort: string;
  page: number;
  pageSize?: number;
};

export type PurchaseOrderList = ListPage<PurchaseOrderSummary>;

/** Every PO call fails with the API's one error shape. */
export type PurchaseOrderError = ApiError;
