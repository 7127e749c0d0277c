import type { ApprovalStatus, OperationStatus, PurchaseOrderStatus, WorkOrderStatus } from "@shopdesk/contract";

/** Every status a badge shows: the contract's lists, plus "Expired" for a lapsed supplier approval. */
export type Status = PurchaseOrderStatus | WorkOrderStatus | OperationStatus | ApprovalStatus | "Expired";

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
