import { describe, expect, it } from "vitest";
import type { POStatus, PurchaseOrderLine, WOStatus } from "../../api/purchase-orders/types";
import {
  canEditLines,
  canMakeWorkOrder,
  canRemoveLine,
  canShip,
  isPartLocked,
  linesNeedingWorkOrder,
  statusActions,
} from "./purchase-order-rules";

const line = (patch: Partial<PurchaseOrderLine> = {}) =>
  ({ OpenQuantity: 10, ShippedQuantity: 0, WorkOrders: [], ...patch }) as PurchaseOrderLine;
const po = (Status: POStatus, Lines = [line()]) => ({ Status, Lines });

describe("statusActions", () => {
  it("offers Close and Cancel on an untouched open PO", () =>
    expect(statusActions(po("Open"))).toEqual(["Closed", "Cancelled"]));
  it("offers no Cancel once something shipped", () =>
    expect(statusActions(po("Open", [line({ ShippedQuantity: 0 }), line({ ShippedQuantity: 1 })]))).toEqual([
      "Closed",
    ]));
  it("offers no Cancel while a WO is live, but does when every WO is cancelled", () => {
    const wo = (Status: WOStatus) => ({ WONumber: "100001", Status, Quantity: 1, DueDate: "2024-01-01" });
    expect(statusActions(po("Open", [line({ WorkOrders: [wo("Released")] })]))).toEqual(["Closed"]);
    expect(statusActions(po("Open", [line({ WorkOrders: [wo("Cancelled")] })]))).toEqual(["Closed", "Cancelled"]);
  });
  it.each([
    ["Partially Shipped", ["Closed"]],
    ["Shipped", ["Closed"]],
    ["Closed", ["Reopen"]],
    ["Cancelled", []],
  ] as const)("on a %s PO offers %j", (status, expected) => expect(statusActions(po(status))).toEqual(expected));
});

describe("line rules", () => {
  it("edits lines only while Open or Partially Shipped", () => {
    expect(canEditLines({ Status: "Open" })).toBe(true);
    expect(canEditLines({ Status: "Partially Shipped" })).toBe(true);
    expect(canEditLines({ Status: "Shipped" })).toBe(false);
    expect(canEditLines({ Status: "Closed" })).toBe(false);
  });
  it("ships only what is open, on a PO that takes shipments", () => {
    expect(canShip(po("Open"))).toBe(true);
    expect(canShip(po("Open", [line({ OpenQuantity: 0 })]))).toBe(false);
    expect(canShip(po("Closed"))).toBe(false);
  });
  it("makes WOs for open lines of a live PO", () => {
    expect(canMakeWorkOrder({ Status: "Shipped" }, line({ OpenQuantity: 0 }))).toBe(false);
    expect(canMakeWorkOrder({ Status: "Partially Shipped" }, line())).toBe(true);
    expect(canMakeWorkOrder({ Status: "Cancelled" }, line())).toBe(false);
  });
  it("locks the part and keeps the line once it has a WO or a shipment", () => {
    expect(isPartLocked(line())).toBe(false);
    expect(canRemoveLine(line())).toBe(true);
    expect(isPartLocked(line({ ShippedQuantity: 2 }))).toBe(true);
    expect(
      canRemoveLine(line({ WorkOrders: [{ WONumber: "1", Status: "Open", Quantity: 1, DueDate: "2024-01-01" }] })),
    ).toBe(false);
  });
});

describe("linesNeedingWorkOrder (the palette's Make WOs)", () => {
  const wo = (Status: WOStatus) => ({ WONumber: "100001", Status, Quantity: 1, DueDate: "2024-01-01" });
  const numbered = (LineNumber: number, patch: Partial<PurchaseOrderLine> = {}) => line({ LineNumber, ...patch });

  it("takes every open line without a live WO, in line order", () => {
    const lines = [
      numbered(1, { WorkOrders: [wo("In Progress")] }),
      numbered(2),
      numbered(3, { OpenQuantity: 0, ShippedQuantity: 10 }),
      numbered(4, { WorkOrders: [wo("Cancelled")] }),
    ];
    expect(linesNeedingWorkOrder(po("Partially Shipped", lines)).map((each) => each.LineNumber)).toEqual([2, 4]);
  });

  it("takes none once each line has a WO, or on a PO that takes no WOs", () => {
    expect(linesNeedingWorkOrder(po("Open", [numbered(1, { WorkOrders: [wo("Open")] })]))).toEqual([]);
    expect(linesNeedingWorkOrder(po("Closed", [numbered(1)]))).toEqual([]);
    expect(linesNeedingWorkOrder(po("Cancelled", [numbered(1)]))).toEqual([]);
  });
});
