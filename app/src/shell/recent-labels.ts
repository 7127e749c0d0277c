import { formatDate } from "@shopdesk/design-system";
import type { Customer } from "../api/customers/types";
import type { Part } from "../api/parts/types";
import type { PurchaseOrder } from "../api/purchase-orders/types";
import type { Supplier } from "../api/suppliers/types";
import type { WorkOrder } from "../api/work-orders/types";
import type { RecentRecord } from "./recent-records";

/** A recent record that names its record, as a record screen remembers it. */
export type RecordVisit = RecentRecord & Required<Pick<RecentRecord, "record">>;

// How the palette's "Recent" names each record, in one place: the record screens remember a
// visit with these, and the live feed relabels a recent record someone else changed with them
// (follow-recents.tsx). `record` is the record as the change feed names it.

const segment = encodeURIComponent;

export const recentCustomer = (customer: Customer): RecordVisit => ({
  path: `/customer/${segment(customer.CustomerId)}`,
  label: `Customer ${customer.CustomerId}`,
  detail: customer.Name,
  record: { Kind: "customer", Key: customer.CustomerId },
});

export const recentSupplier = (supplier: Supplier): RecordVisit => ({
  path: `/supplier/${segment(supplier.SupplierName)}`,
  label: supplier.SupplierName,
  detail: "Supplier",
  record: { Kind: "supplier", Key: supplier.SupplierName },
});

export const recentPart = (part: Part): RecordVisit => ({
  path: `/part?partNumber=${segment(part.PartNumber)}&revision=${segment(part.Revision)}`,
  label: `${part.PartNumber} rev ${part.Revision}`,
  detail: part.Description,
  record: { Kind: "part", Key: `${part.PartNumber}/${part.Revision}` },
});

export const recentPurchaseOrder = (po: PurchaseOrder): RecordVisit => ({
  path: `/po/${po.POKey}`,
  label: `PO ${po.PONumber}`,
  detail: `${po.CustomerId} · ${formatDate(po.PODate)}`,
  record: { Kind: "purchase_order", Key: String(po.POKey) },
});

export const recentWorkOrder = (wo: WorkOrder): RecordVisit => ({
  path: `/wo/${wo.WONumber}`,
  label: `WO ${wo.WONumber}`,
  detail: `${wo.PartNumber} rev ${wo.Revision}`,
  record: { Kind: "work_order", Key: wo.WONumber },
});
