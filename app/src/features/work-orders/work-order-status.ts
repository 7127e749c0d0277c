import { workOrderMoves } from "@shopdesk/contract";
import type { WOStatus } from "../../api/work-orders/types";

/** The moves the API allows (docs/api.md, "WO status moves"), from the contract. */
export const statusMoves: Record<WOStatus, readonly WOStatus[]> = workOrderMoves;

export type StatusAction = {
  to: WOStatus;
  /** The button's text, in the shop's words. */
  label: string;
  /** Closing and cancelling end the WO: they are confirmed first. */
  confirm?: { title: string; description: string; confirmLabel: string; isDestructive: boolean };
  /** The main way forward is the primary button; the others are quieter. */
  isPrimary: boolean;
};

function labelFor(from: WOStatus, to: WOStatus): string {
  switch (to) {
    case "Released":
      return "Release";
    case "In Progress":
      if (from === "Complete") return "Reopen for rework";
      if (from === "On Hold") return "Resume work";
      return "Start work";
    case "Complete":
      return "Mark complete";
    case "Closed":
      return "Close";
    case "On Hold":
      return "Put on hold";
    case "Open":
      return "Back to Open";
    case "Cancelled":
      return "Cancel WO";
  }
}

/** The status actions to offer on a WO in `status`, in the order shown; none for Closed or Cancelled. */
export function statusActions(status: WOStatus, woNumber: string): StatusAction[] {
  const moves = statusMoves[status] ?? [];
  return moves.map((to, index) => ({
    to,
    label: labelFor(status, to),
    isPrimary: index === 0 && to !== "Cancelled" && to !== "Open",
    confirm:
      to === "Cancelled"
        ? {
            title: `Cancel WO ${woNumber}?`,
            description: "A cancelled work order cannot be reopened. Its travelers should be pulled from the floor.",
            confirmLabel: "Cancel WO",
            isDestructive: true,
          }
        : to === "Closed"
          ? {
              title: `Close WO ${woNumber}?`,
              description: "A closed work order is finished for good: its status cannot change again.",
              confirmLabel: "Close WO",
              isDestructive: false,
            }
          : undefined,
  }));
}
