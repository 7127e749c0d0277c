import type { OperationStatus, WOStatus } from "@shopdesk/design-system";
import type { ApiError } from "../client";
import type { ListPage } from "../list";

export type { OperationStatus, WOStatus };

/** A row of the WO list (`GET /work-orders`); customer and PO fields are null for a stock WO. */
export type WorkOrderSummary = {
  /** Digits, e.g. "100001" (a string, as in the search). */
  WONumber: string;
  PartNumber: string;
  Revision: string;
  Description: string;
  CustomerId: string | null;
  POKey: number | null;
  PONumber: string | null;
  LineNumber: number | null;
  Quantity: number;
  /** `YYYY-MM-DD`. */
  DueDate: string;
  Status: WOStatus;
  /** Not Complete, Closed or Cancelled, and due before today. */
  IsLate: boolean;
};

/** A routing step: in house at a work centre, or outside processing at a supplier. */
export type WorkOrderOperation = {
  Sequence: number;
  Description: string;
  WorkCentre: string | null;
  SupplierName: string | null;
  IsSupplierApprovalExpired: boolean;
  /** Decimal string, 2 places, e.g. "1.50" (0 when not planned). */
  PlannedHours: string;
  Status: OperationStatus;
  /** ISO-8601 UTC; set by the server when the operation becomes Done. */
  DoneAt: string | null;
};

/** A WO as `GET /work-orders/{woNumber}` answers it. */
export type WorkOrder = WorkOrderSummary & {
  CustomerName: string | null;
  Material: string | null;
  DrawingNumber: string | null;
  UnitOfMeasure: string;
  QuantityComplete: number;
  QuantityScrapped: number;
  Notes: string;
  Operations: WorkOrderOperation[];
  Version: number;
  CreatedAt: string;
  UpdatedAt: string;
};

/** An operation as `PUT /work-orders/{woNumber}` takes it: exactly one of WorkCentre and SupplierName. */
export type WorkOrderOperationInput = {
  Sequence: number;
  Description: string;
  WorkCentre: string | null;
  SupplierName: string | null;
  /** At most 2 decimals; "0" when not planned. */
  PlannedHours: string;
  Status: OperationStatus;
};

/** What an update sends; `Operations`, when sent, replaces them all. */
export type WorkOrderInput = {
  Quantity: number;
  DueDate: string;
  QuantityComplete: number;
  QuantityScrapped: number;
  Notes: string;
  Operations?: WorkOrderOperationInput[];
};
export type WorkOrderUpdate = WorkOrderInput & { Version: number };

/** `POST /work-orders/{woNumber}/status`. */
export type WorkOrderStatusChange = { Status: WOStatus; Version: number };

/** The list's filters, as `GET /work-orders` takes them; empty ones are left out. */
export type WorkOrderFilters = {
  q: string;
  status: WOStatus | "";
  customerId: string;
  /** `YYYY-MM-DD` or "". */
  dueFrom: string;
  dueTo: string;
  isLateOnly: boolean;
  /** A field name, `-` in front for descending. */
  sort: string;
  page: number;
  pageSize?: number;
};

export type WorkOrderList = ListPage<WorkOrderSummary> & { TotalIsExact?: boolean };

/** `GET /work-orders/batch`: the WOs found, in the order asked, and the numbers that were not. */
export type WorkOrderBatch = { Items: WorkOrder[]; Missing: string[] };

/** Every WO call fails with the API's one error shape. */
export type WorkOrderError = ApiError;
