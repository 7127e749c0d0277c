import type {
  PurchaseOrderStatusChange,
  lineWorkOrderSchema,
  packingSlipLineSchema,
  packingSlipSchema,
  packingSlipSummarySchema,
  purchaseOrderLineSchema,
  purchaseOrderSchema,
  purchaseOrderSummarySchema,
  shipToSchema,
} from "@shopdesk/contract";
import type { z } from "zod";
import type { ApiError } from "../client";
import type { ListPage } from "../list";

export type { PurchaseOrderStatus as POStatus, WorkOrderStatus as WOStatus } from "@shopdesk/contract";

/** A row of the PO list (`GET /purchase-orders`). Money is a decimal string, 2 places. */
export type PurchaseOrderSummary = z.input<typeof purchaseOrderSummarySchema>;

/** A WO made for a PO line, as the line lists it. */
export type LineWorkOrder = z.input<typeof lineWorkOrderSchema>;

export type PurchaseOrderLine = z.input<typeof purchaseOrderLineSchema>;

export type PackingSlipSummary = z.input<typeof packingSlipSummarySchema>;

/** The ship-to fields of a PO (and of its packing slips). */
export type ShipTo = z.input<typeof shipToSchema>;

/** A PO as `GET /purchase-orders/{poKey}` answers it. */
export type PurchaseOrder = z.input<typeof purchaseOrderSchema>;

/** A line to add or change; `UnitPrice` null takes the part's price for the quantity. */
export type LineInput = {
  PartNumber: string;
  Revision: string;
  Quantity: number;
  UnitPrice: string | null;
  DueDate: string;
};

/** The header fields a PO's create and update take. */
export type PurchaseOrderHeaderInput = ShipTo & {
  PONumber: string;
  PODate: string;
  Terms: string;
  Notes: string;
};

export type NewPurchaseOrderInput = Partial<ShipTo> &
  Omit<PurchaseOrderHeaderInput, keyof ShipTo | "Terms"> & {
    CustomerId: string;
    Terms?: string;
    Lines?: LineInput[];
  };
export type PurchaseOrderUpdate = PurchaseOrderHeaderInput & { Version: number };

/** What staff can set; `Reopen` takes a Closed PO back to its computed status. */
export type PurchaseOrderStatusAction = PurchaseOrderStatusChange;

export type PackingSlipLineInput = { LineNumber: number; Quantity: number; WONumber?: string | null };

/** A packing slip's header: what "Ship" sets and `PUT …/packing-slips/{n}` changes. */
export type PackingSlipHeaderInput = {
  ShipDate: string;
  Carrier: string | null;
  TrackingNumber: string | null;
  Boxes: number | null;
  /** Pounds, at most 2 decimals. */
  Weight: string | null;
};

export type PackingSlipInput = PackingSlipHeaderInput & { Lines: PackingSlipLineInput[] };

/** `PUT …/packing-slips/{n}`: the header with the slip's `Version` (a stale one: 409 with `current`). */
export type PackingSlipUpdate = PackingSlipHeaderInput & { Version: number };

/** A shipped line as the packing slip prints it. */
export type PackingSlipLine = z.input<typeof packingSlipLineSchema>;

/** A packing slip as `GET /purchase-orders/{poKey}/packing-slips/{n}` answers it: all three print modes need. */
export type PackingSlip = z.input<typeof packingSlipSchema>;

export type MakeWorkOrderInput = { Quantity?: number; DueDate?: string; Notes?: string };

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
