import type {
  ActiveFilter,
  approvalFilters,
  supplierInput,
  supplierSchema,
  supplierSummarySchema,
  updateSupplierBody,
} from "@shopdesk/contract";
import type { z } from "zod/mini";
import type { ApiError } from "../client";
import type { ListPage } from "../list";

export { approvalStatuses, type ApprovalStatus } from "@shopdesk/contract";

/** A supplier as `GET /suppliers/{supplierName}` answers it. */
export type Supplier = z.input<typeof supplierSchema>;

export type SupplierSummary = z.input<typeof supplierSummarySchema>;

// Request bodies are the contract's `z.input`: what a caller may send.
export type SupplierInput = z.input<typeof supplierInput>;
/** A different `SupplierName` renames the supplier. */
export type SupplierUpdate = z.input<typeof updateSupplierBody>;

export type SupplierApprovalFilter = "" | (typeof approvalFilters)[number];

export type SupplierFilters = {
  q: string;
  active: ActiveFilter;
  approval: SupplierApprovalFilter;
  sort: string;
  page: number;
  pageSize?: number;
};

export type SupplierList = ListPage<SupplierSummary>;
export type SupplierError = ApiError;
