import { describe, expect, it } from "vitest";
import { sampleWorkOrder, stockWorkOrder } from "./fixtures";
import { splitWorkOrderNumbers, toTravelerWorkOrder } from "./traveler";

describe("the traveler's data", () => {
  it("prints the WO as the API answers it, outside operations without hours", () => {
    const traveler = toTravelerWorkOrder(sampleWorkOrder);
    expect(traveler).toMatchObject({
      WONumber: "100001",
      PONumber: "4500012345",
      CustomerName: "Acme Aerospace Inc.",
      Quantity: 120,
    });
    expect(traveler.Operations[0]).toEqual({
      Sequence: 10,
      Description: "Saw cut stock",
      WorkCentre: "SAW",
      SupplierName: null,
      PlannedHours: "0.50",
    });
    expect(traveler.Operations[2]).toMatchObject({
      WorkCentre: null,
      SupplierName: "A/B Plating & Anodize",
      PlannedHours: null,
    });
  });

  it("prints a stock WO without customer or PO, and no notes as none", () => {
    expect(toTravelerWorkOrder({ ...stockWorkOrder, Notes: "" })).toMatchObject({
      CustomerId: null,
      PONumber: null,
      Notes: null,
    });
  });

  it("asks only for numbers that can exist", () => {
    expect(splitWorkOrderNumbers(["100001", "abc", "10000 2", "100002"])).toEqual({
      valid: ["100001", "100002"],
      invalid: ["abc", "10000 2"],
    });
  });
});
