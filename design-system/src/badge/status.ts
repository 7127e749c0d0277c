/** Purchase order statuses (domain.md). */
export const poStatuses = ["Open", "Partially Shipped", "Shipped", "Closed", "Cancelled"] as const;
/** Work order statuses. */
export const woStatuses = ["Open", "Released", "In Progress", "Complete", "Closed", "On Hold", "Cancelled"] as const;
/** Work order operation statuses. */
export const operationStatuses = ["Pending", "In Progress", "Done"] as const;
/** Supplier approval statuses; `Expired` when the approval certificate has lapsed. */
export const supplierApprovalStatuses = ["Approved", "Conditional", "Not approved", "Expired"] as const;

export type POStatus = (typeof poStatuses)[number];
export type WOStatus = (typeof woStatuses)[number];
export type OperationStatus = (typeof operationStatuses)[number];
export type SupplierApprovalStatus = (typeof supplierApprovalStatuses)[number];
export type Status = POStatus | WOStatus | OperationStatus | SupplierApprovalStatus;

export type StatusTone = "neutral" | "info" | "progress" | "success" | "warning" | "danger";

/**
 * One colour per meaning, shared by every record type: waiting (info), under way (progress),
 * finished well (success), needs attention (warning), stopped or refused (danger), archived (neutral).
 */
const toneByStatus: Record<Status, StatusTone> = {
  Open: "info",
  Released: "info",
  Pending: "neutral",
  "Partially Shipped": "progress",
  "In Progress": "progress",
  Shipped: "success",
  Complete: "success",
  Done: "success",
  Approved: "success",
  Closed: "neutral",
  "On Hold": "warning",
  Conditional: "warning",
  Cancelled: "danger",
  "Not approved": "danger",
  Expired: "danger",
};

/** The badge tone of a status; an unknown string (e.g. from an older server) is neutral. */
export function statusTone(status: Status | (string & {})): StatusTone {
  return (toneByStatus as Record<string, StatusTone | undefined>)[status] ?? "neutral";
}
