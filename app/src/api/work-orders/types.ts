import type {
  createStockWorkOrderBody,
  operationSchema,
  updateWorkOrderBody,
  workOrderBatchSchema,
  workOrderSchema,
  workOrderStatusBody,
  workOrderSummarySchema,
} from "@shopdesk/contract";
import type { z } from "zod/mini";
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

// Request bodies are the contract's `z.input`: what a caller may send.

/** What an update sends; `Operations`, when sent, replaces them all. */
export type WorkOrderUpdate = z.input<typeof updateWorkOrderBody>;
/** An operation as `PUT /work-orders/{woNumber}` takes it: exactly one of WorkCentre and SupplierName. */
export type WorkOrderOperationInput = NonNullable<WorkOrderUpdate["Operations"]>[number];
/** The WO form's fields, without the Version it goes with. */
export type WorkOrderInput = Omit<WorkOrderUpdate, "Version">;
/** `POST /work-orders`: a WO for stock (no PO) of an active, current part revision. */
export type StockWorkOrderInput = z.input<typeof createStockWorkOrderBody>;
/** `POST /work-orders/{woNumber}/status`. */
export type WorkOrderStatusChange = z.input<typeof workOrderStatusBody>;

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
