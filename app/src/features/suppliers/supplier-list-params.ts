import { approvalStatuses } from "../../api/suppliers/types";
import { activeFilters, type SupplierSortField } from "@shopdesk/contract";
import type { ListParamSpec } from "../../shared/lists/list-params";

/** `/supplier?q=&active=&approval=&sort=&page=`: the supplier list's URL state. */
export const supplierListSpec: ListParamSpec<{ q: string; active: string; approval: string }, SupplierSortField> = {
  defaults: { q: "", active: "true", approval: "" },
  choices: { active: activeFilters, approval: ["", ...approvalStatuses, "Expired"] },
  sortFields: ["SupplierName", "ApprovalStatus", "CertificateExpires", "Active"],
  defaultSort: "SupplierName",
};

export const SUPPLIER_PAGE_SIZE = 25;
