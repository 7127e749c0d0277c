import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StatusBadge } from "./badge";
import { approvalFilters, operationStatuses, purchaseOrderStatuses, workOrderStatuses } from "@shopdesk/contract";
import { statusTone, type Status } from "./status";

const expected: Record<Status, string> = {
  Open: "info",
  "Partially Shipped": "progress",
  Shipped: "success",
  Closed: "neutral",
  Cancelled: "danger",
  Released: "info",
  "In Progress": "progress",
  Complete: "success",
  "On Hold": "warning",
  Pending: "neutral",
  Done: "success",
  Approved: "success",
  Conditional: "warning",
  "Not approved": "danger",
  Expired: "danger",
};

const all = [...purchaseOrderStatuses, ...workOrderStatuses, ...operationStatuses, ...approvalFilters];

describe("StatusBadge", () => {
  it.each(all)("shows %s in its tone", (status) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(status);
    expect(badge).toHaveAttribute("data-variant", expected[status]);
    expect(badge).toHaveAttribute("data-status", status);
    expect(badge).toHaveClass(`bg-status-${expected[status]}`);
  });

  it("treats an unknown status as neutral", () => {
    expect(statusTone("Archived")).toBe("neutral");
  });
});
