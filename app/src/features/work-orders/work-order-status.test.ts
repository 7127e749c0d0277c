import { describe, expect, it } from "vitest";
import { workOrderStatuses as woStatuses } from "@shopdesk/contract";
import { statusActions, statusMoves } from "./work-order-status";

const offered = (status: Parameters<typeof statusActions>[0]) =>
  statusActions(status, "100001").map((action) => action.to);

describe("the status actions a WO offers", () => {
  it("follows the API's moves and nothing else", () => {
    expect(offered("Open")).toEqual(["Released", "On Hold", "Cancelled"]);
    expect(offered("Released")).toEqual(["In Progress", "On Hold", "Cancelled"]);
    expect(offered("In Progress")).toEqual(["Complete", "On Hold", "Cancelled"]);
    expect(offered("Complete")).toEqual(["Closed", "In Progress"]);
    expect(offered("On Hold")).toEqual(["Open", "Released", "In Progress", "Cancelled"]);
  });

  it("offers nothing once a WO is closed or cancelled", () => {
    expect(offered("Closed")).toEqual([]);
    expect(offered("Cancelled")).toEqual([]);
  });

  it("knows every status and never offers a move to the same status", () => {
    for (const status of woStatuses) {
      expect(statusMoves[status], status).toBeDefined();
      expect(offered(status)).not.toContain(status);
    }
  });

  it("asks before closing or cancelling, and only then", () => {
    for (const status of woStatuses) {
      for (const action of statusActions(status, "100001")) {
        expect(Boolean(action.confirm), `${status} → ${action.to}`).toBe(
          action.to === "Closed" || action.to === "Cancelled",
        );
      }
    }
    expect(statusActions("Open", "100001").find((action) => action.to === "Cancelled")?.confirm).toMatchObject({
      title: "Cancel WO 100001?",
      isDestructive: true,
    });
  });

  it("names each move in the shop's words", () => {
    expect(statusActions("Complete", "1").map((action) => action.label)).toEqual(["Close", "Reopen for rework"]);
    expect(statusActions("On Hold", "1").map((action) => action.label)).toEqual([
      "Back to Open",
      "Release",
      "Resume work",
      "Cancel WO",
    ]);
    expect(statusActions("Released", "1")[0]).toMatchObject({ label: "Start work", isPrimary: true });
  });
});
