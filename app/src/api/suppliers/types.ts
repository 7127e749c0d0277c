import type { approvalFilters, supplierSchema, supplierSummarySchema } from "@shopdesk/contract";
import type { z } from "zod";
import type { ApiError } from "../client";
import type { ListPage } from "../list";

export { approvalStatuses, type ApprovalStatus } from "@shopdesk/contract";

/** A supplier as `GET /suppliers/{supplierName}` answers it. */
export type Supplier = z.input<typeof supplierSchema>;

export type SupplierSummary = z.input<typeof supplierSummarySchema>;

/** What create and update send; a different `SupplierName` on update renames the supplier. */
export type SupplierInput = Omit<Supplier, "IsApprovalExpired" | "Version" | "CreatedAt" | "UpdatedAt">;
export type SupplierUpdate = SupplierInput & { Version: number };

export type SupplierActiveFilter = "true" | "false" | "all";
export type SupplierApprovalFilter = "" | (typeof approvalFilters)[number];

export type SupplierFilters = {
  q: string;
  active: SupplierActiveFilter;
  approval: SupplierApprovalFilter;
  sort: string;
  page: number;
  pageSize?: number;
};

export type SupplierList = ListPage<SupplierSummary>;
export type SupplierError = ApiError;
