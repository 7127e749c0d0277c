import type { ApiError } from "../client";
import type { ListPage } from "../list";

export const approvalStatuses = ["Approved", "Conditional", "Not approved"] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** A supplier as `GET /suppliers/{supplierName}` answers it. */
export type Supplier = {
  SupplierName: string;
  Services: string[];
  ContactName: string | null;
  Phone: string | null;
  Email: string | null;
  Address1: string | null;
  Address2: string | null;
  City: string | null;
  Region: string | null;
  PostalCode: string | null;
  Country: string | null;
  Notes: string;
  ApprovalStatus: ApprovalStatus;
  /** `YYYY-MM-DD`, or null when no certificate is on file. */
  CertificateExpires: string | null;
  IsApprovalExpired: boolean;
  Active: boolean;
  Version: number;
  CreatedAt: string;
  UpdatedAt: string;
};

export type SupplierSummary = Pick<
  Supplier,
  "SupplierName" | "Services" | "ApprovalStatus" | "CertificateExpires" | "IsApprovalExpired" | "Active"
>;

/** What create and update send; a different `SupplierName` on update renames the supplier. */
export type SupplierInput = Omit<Supplier, "IsApprovalExpired" | "Version" | "CreatedAt" | "UpdatedAt">;
export type SupplierUpdate = SupplierInput & { Version: number };

export type SupplierActiveFilter = "true" | "false" | "all";
export type SupplierApprovalFilter = "" | ApprovalStatus | "Expired";

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
