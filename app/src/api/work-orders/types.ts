import type { RouteAnswer, RouteBody, RouteQuery, workOrderRoutes } from "@shopdesk/contract";
import type { OperationStatus, WorkOrderStatus as WOStatus } from "@shopdesk/contract";
import type { ApiError } from "../client";

export type { OperationStatus, WOStatus };

// The shapes of the WO calls, read off the contract's route table (the JSON: timestamps as ISO text).

/** A WO as `GET /work-orders/{woNumber}` answers it (and every write on it). */
export type WorkOrder = RouteAnswer<typeof workOrderRoutes.get>;

/** A routing step: in house at a work centre, or outside processing at a supplier. */
export type WorkOrderOperation = WorkOrder["Operations"][number];

export type WorkOrderList = RouteAnswer<typeof workOrderRoutes.list>;

/** A row of the WO list; customer and PO fields are null for a stock WO. */
export type WorkOrderSummary = WorkOrderList["Items"][number];

/** The list's filters, as `GET /work-orders` takes them. */
export type WorkOrderFilters = RouteQuery<typeof workOrderRoutes.list>;

/** `GET /work-orders/batch`: the WOs found, in the order asked, and the numbers that were not. */
export type WorkOrderBatch = RouteAnswer<typeof workOrderRoutes.batch>;

// Request bodies: what a caller may send.

/** What an update sends; `Operations`, when sent, replaces them all. */
export type WorkOrderUpdate = RouteBody<typeof workOrderRoutes.update>;
/** An operation as `PUT /work-orders/{woNumber}` takes it: exactly one of WorkCentre and SupplierName. */
export type WorkOrderOperationInput = NonNullable<WorkOrderUpdate["Operations"]>[number];
/** The WO form's fields, without the Version it goes with. */
export type WorkOrderInput = Omit<WorkOrderUpdate, "Version">;
/** `POST /work-orders`: a WO for stock (no PO) of an active, current part revision. */
export type StockWorkOrderInput = RouteBody<typeof workOrderRoutes.createForStock>;
/** `POST /work-orders/{woNumber}/status`. */
export type WorkOrderStatusChange = RouteBody<typeof workOrderRoutes.setStatus>;

/** Every WO call fails with the API's one error shape. */
export type WorkOrderError = ApiError;
