import type { operationSchema, workOrderBatchSchema, workOrderSchema, workOrderSummarySchema } from "@shopdesk/contract";
import type { z } from "zod";
import type { OperationStatus, WorkOrderStatus as WOStatus } from "@shopdesk/contract";
import type { ApiError } from "../client";
import type { ListPage } from "../list";

export type { OperationStatus, WOStatus };

/** A row of the WO list (`GET /work-orders`); customer and PO fields are null for a stock WO. */
export type WorkOrderSummary = z.input<typeof workOrderSummarySchema>;

/** A routing step: in house at a work centre, or outside processing at a supplier. */
export type WorkOrderOperation = z.input<typeof operationSchema>;

/** A WO as `GET /work-orders/{woNumber}` answers it. */
export type WorkOrder = z.input<typeof workOrderSchema>;

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

export type WorkOrderList = ListPage<WorkOrderSummary>;

/** `GET /work-orders/batch`: the WOs found, in the order asked, and the numbers that were not. */
export type WorkOrderBatch = z.input<typeof workOrderBatchSchema>;

/** Every WO call fails with the API's one error shape. */
export type WorkOrderError = ApiError;
