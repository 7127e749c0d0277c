import { describe, expect, it } from "vitest";
import type { PurchaseOrder, PurchaseOrderLine, WOStatus } from "../../api/purchase-orders/types";
import { shipSchema } from "./packing-slip-form-rules";
import { defaultShipValues, toFormLineFields, toPackingSlipInput, type ShipFormValues } from "./ship-schema";

const line = (LineNumber: number, OpenQuantity: number, WorkOrders: PurchaseOrderLine["WorkOrders"] = []) =>
  ({ LineNumber, OpenQuantity, WorkOrders }) as PurchaseOrderLine;
const wo = (WONumber: string, Status: WOStatus = "Released") => ({
  WONumber,
  Status,
  Quantity: 10,
  DueDate: "2024-05-01",
});
const po = {
  Lines: [
    line(1, 40, [wo("100001")]),
    line(2, 0),
    line(3, 25, [wo("100002", "Cancelled"), wo("100003"), wo("100004")]),
  ],
} as Pick<PurchaseOrder, "Lines">;

function messages(values: ShipFormValues) {
  const result = shipSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the ship form", () => {
  it("starts with every open line ticked at its open quantity, dated today", () => {
    const values = defaultShipValues(po, "2024-04-10");
    expect(values.ShipDate).toBe("2024-04-10");
    expect(values.Lines).toEqual([
      { LineNumber: 1, OpenQuantity: 40, IsIncluded: true, Quantity: "40", WONumber: "100001" },
      { LineNumber: 3, OpenQuantity: 25, IsIncluded: true, Quantity: "25", WONumber: "" },
    ]);
    expect(messages(values)).toEqual({});
  });

  it("never ships more than is open, nor nothing", () => {
    const values = defaultShipValues(po, "2024-04-10");
    values.Lines[0]!.Quantity = "41";
    values.Lines[1]!.Quantity = "0";
    expect(messages(values)).toEqual({
      "Lines.0.Quantity": "At most 40: that is what is still open.",
      "Lines.1.Quantity": "Enter a whole number of 1 or more.",
    });
  });

  it("ignores the quantity of a line left out, but needs one line", () => {
    const values = defaultShipValues(po, "2024-04-10");
    values.Lines[0]!.IsIncluded = false;
    values.Lines[0]!.Quantity = "abc";
    expect(messages(values)).toEqual({});
    values.Lines[1]!.IsIncluded = false;
    expect(messages(values)).toEqual({ Lines: "Pick at least one line to ship." });
  });

  it("checks boxes, weight and the date", () => {
    const values = { ...defaultShipValues(po, ""), Boxes: "1.5", Weight: "84.555" };
    expect(messages(values)).toEqual({
      ShipDate: "Ship date is required.",
      Boxes: "Enter a whole number of boxes, 1 or more.",
      Weight: "At most 2 decimals.",
    });
  });

  it("sends only the ticked lines, and maps the server's messages back to them", () => {
    const values = defaultShipValues(po, "2024-04-10");
    values.Lines[0]!.IsIncluded = false;
    Object.assign(values, { Carrier: "UPS Ground", Boxes: "3", Weight: "84.5" });
    const { input, formIndexes } = toPackingSlipInput(shipSchema.parse(values));
    expect(input).toEqual({
      ShipDate: "2024-04-10",
      Carrier: "UPS Ground",
      TrackingNumber: null,
      Boxes: 3,
      Weight: "84.5",
      Lines: [{ LineNumber: 3, Quantity: 25, WONumber: null }],
    });
    expect(formIndexes).toEqual([1]);
    expect(
      toFormLineFields({ "Lines.0.Quantity": "Only 5 are still open.", Carrier: "Too long" }, formIndexes),
    ).toEqual({
      "Lines.1.Quantity": "Only 5 are still open.",
      Carrier: "Too long",
    });
  });
});
