/**
 * The domain's fixed lists and the moves between statuses (../shared/docs/domain.md). The database's
 * check constraints (shipped migrations) hold the same lists.
 */

/** Purchase order statuses. Open → Partially Shipped → Shipped follow the shipments. */
export const purchaseOrderStatuses = ["Open", "Partially Shipped", "Shipped", "Closed", "Cancelled"] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

/** What a person can ask of a PO's status (`POST /purchase-orders/{poKey}/status`). */
export const purchaseOrderStatusChanges = ["Closed", "Cancelled", "Reopen"] as const;
export type PurchaseOrderStatusChange = (typeof purchaseOrderStatusChanges)[number];

/**
 * The statuses each change may be asked from. Cancelled also needs nothing shipped and every
 * WO of the PO cancelled; Reopen goes back to the status the shipments give.
 */
export const purchaseOrderStatusChangesFrom: Record<PurchaseOrderStatusChange, readonly PurchaseOrderStatus[]> = {
  Closed: ["Open", "Partially Shipped", "Shipped"],
  Cancelled: ["Open"],
  Reopen: ["Closed"],
};

/** Lines can be added, changed and removed only in these PO statuses. */
export const purchaseOrderEditableStatuses = [
  "Open",
  "Partially Shipped",
] as const satisfies readonly PurchaseOrderStatus[];

/** Work order statuses. */
export const workOrderStatuses = [
  "Open",
  "Released",
  "In Progress",
  "Complete",
  "Closed",
  "On Hold",
  "Cancelled",
] as const;
export type WorkOrderStatus = (typeof workOrderStatuses)[number];

/** The WO statuses that are not finished: what the late list and the "due" tile count. */
export const unfinishedWorkOrderStatuses = [
  "Open",
  "Released",
  "In Progress",
  "On Hold",
] as const satisfies readonly WorkOrderStatus[];

/** Where each WO status may go (docs/api.md, "WO status moves"). */
export const workOrderMoves: Record<WorkOrderStatus, readonly WorkOrderStatus[]> = {
  Open: ["Released", "On Hold", "Cancelled"],
  Released: ["In Progress", "On Hold", "Cancelled"],
  "In Progress": ["Complete", "On Hold", "Cancelled"],
  Complete: ["Closed", "In Progress"],
  Closed: [],
  "On Hold": ["Open", "Released", "In Progress", "Cancelled"],
  Cancelled: [],
};

/** A WO operation's statuses. */
export const operationStatuses = ["Pending", "In Progress", "Done"] as const;
export type OperationStatus = (typeof operationStatuses)[number];

/** Supplier approval statuses. */
export const approvalStatuses = ["Approved", "Conditional", "Not approved"] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];
/** The supplier list's `approval` filter: a status, or `Expired` for a lapsed certificate. */
export const approvalFilters = [...approvalStatuses, "Expired"] as const;

/** The documents a packing slip prints as: quantities only, with prices, or a certificate of conformance. */
export const packingSlipModes = ["slip", "priced", "cert"] as const;
export type PackingSlipMode = (typeof packingSlipModes)[number];

/** What a history row records. */
export const historyActions = ["create", "update", "status", "delete"] as const;
export type HistoryAction = (typeof historyActions)[number];

/** The records whose history can be asked for (`GET /history?entity=`). */
export const historyRecords = ["customer", "supplier", "part", "purchase_order", "work_order"] as const;
export type HistoryRecord = (typeof historyRecords)[number];

/** The record a history row is about (a PO's history holds its lines' and slips' rows too). */
export const historyEntities = [...historyRecords, "po_line", "wo_operation", "packing_slip"] as const;
export type HistoryEntity = (typeof historyEntities)[number];

/** The reports of /api/reports/{name}. */
export const reportNames = ["parts", "open-orders", "late-work-orders", "shipments", "sales-by-customer"] as const;
export type ReportName = (typeof reportNames)[number];

/** The `active` filter of the record lists: active records, inactive ones, or all (the default). */
export const activeFilters = ["true", "false", "all"] as const;
export type ActiveFilter = (typeof activeFilters)[number];

/** What an attachment is, as staff file it (docs/api.md, "Attachments"). */
export const attachmentKinds = ["Drawing", "Customer PO", "Certificate", "Report", "Photo", "Other"] as const;
export type AttachmentKind = (typeof attachmentKinds)[number];

/** The records files can be attached to (the history's names for them). */
export const attachmentRecordTypes = [
  "part",
  "customer",
  "supplier",
  "purchase_order",
  "work_order",
  "packing_slip",
] as const;
export type AttachmentRecordType = (typeof attachmentRecordTypes)[number];
