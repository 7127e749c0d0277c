import type { RouteAnswer, RouteBody, RouteQuery, supplierRoutes } from "@shopdesk/contract";
import type { ApiError } from "../client";

export { approvalStatuses, type ApprovalStatus } from "@shopdesk/contract";

// The shapes of the supplier calls, read off the contract's route table (the JSON: timestamps as ISO text).

/** A supplier as `GET /suppliers/{supplierName}` answers it. */
export type Supplier = RouteAnswer<typeof supplierRoutes.get>;

export type SupplierList = RouteAnswer<typeof supplierRoutes.list>;

/** A row of the supplier list. */
export type SupplierSummary = SupplierList["Items"][number];

/** The list's filters, as `GET /suppliers` takes them. */
export type SupplierFilters = RouteQuery<typeof supplierRoutes.list>;

/** The approval filter: a status, `Expired`, or left out for any. */
export type SupplierApprovalFilter = SupplierFilters["approval"];

// Request bodies: what a caller may send.
export type SupplierInput = RouteBody<typeof supplierRoutes.create>;
/** A different `SupplierName` renames the supplier. */
export type SupplierUpdate = RouteBody<typeof supplierRoutes.update>;

export type SupplierError = ApiError;
