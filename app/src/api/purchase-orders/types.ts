import type { POStatus, WOStatus } from "@shopdesk/design-system";
import type { ApiError } from "../client";
import type { ListPage } from "../list";

export type { POStatus, WOStatus };

/** A row of the PO list (`GET /purchase-orders`). Money is a decimal string, 2 places. */
export type PurchaseOrderSummary = {
  POKey: number;
  CustomerId: string;
  CustomerName: string;
  PONumber: string;
  /** `YYYY-MM-DD`. */
  PODate: string;
  Status: POStatus;
  Amount: string;
  /** Earliest due date of a line still open, or null. */
  NextDueDate: string | null;
  IsLate: boolean;
};

/** A WO made for a PO line, as the line lists it. */
export type LineWorkOrder = { WONumber: string; Status: WOStatus; Quantity: number; DueDate: string };

export type PurchaseOrderLine = {
  LineNumber: number;
  PartNumber: string;
  Revision: string;
  Description: string;
  UnitOfMeasure: string;
  Quantity: number;
  /** 4 decimals. */
  UnitPrice: string;
  DueDate: string;
  /** Quantity × UnitPrice rounded to the cent. */
  Amount: string;
  ShippedQuantity: number;
  OpenQuantity: number;
  IsLate: boolean;
  WorkOrders: LineWorkOrder[];
  Version: number;
};

export type PackingSlipSummary = {
  PSlipNumber: number;
  ShipDate: string;
  Carrier: string | null;
  TrackingNumber: string | null;
  Boxes: number | null;
  /** Pounds, 2 decimals. */
  Weight: string | null;
  Amount: string;
  LineCount: number;
};

/** The ship-to fields of a PO (and of its packing slips). */
export type ShipTo = {
  ShipToName: string | null;
  ShipToAddress1: string | null;
  ShipToAddress2: string | null;
  ShipToCity: string | null;
  ShipToRegion: string | null;
  ShipToPostalCode: string | null;
  ShipToCountry: string | null;
};

/** A PO as `GET /purchase-orders/{poKey}` answers it. */
export type PurchaseOrder = ShipTo & {
  POKey: number;
  CustomerId: string;
  CustomerName: string;
  PONumber: string;
  PODate: string;
  Terms: string;
  Notes: string;
  Status: POStatus;
  Amount: string;
  IsLate: boolean;
  Lines: PurchaseOrderLine[];
  PackingSlips: PackingSlipSummary[];
  Version: number;
  CreatedAt: string;
  UpdatedAt: string;
};

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
export type PurchaseOrderStatusAction = "Closed" | "Cancelled" | "Reopen";

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
export type PackingSlipLine = {
  LineNumber: number;
  PartNumber: string;
  Revision: string;
  Description: string;
  Material: string | null;
  UnitOfMeasure: string;
  WONumber: string | null;
  Ordered: number;
  ShippedNow: number;
  /** Shipped on the PO's earlier slips. */
  ShippedBefore: number;
  BackOrdered: number;
  UnitPrice: string;
  Amount: string;
};

/** A packing slip as `GET /purchase-orders/{poKey}/packing-slips/{n}` answers it: all three print modes need. */
export type PackingSlip = ShipTo &
  Omit<PackingSlipSummary, "LineCount"> & {
    POKey: number;
    CreatedBy: string;
    CustomerId: string;
    CustomerName: string;
    PONumber: string;
    PODate: string;
    Terms: string;
    Lines: PackingSlipLine[];
    Version: number;
    CreatedAt: string;
  };

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
