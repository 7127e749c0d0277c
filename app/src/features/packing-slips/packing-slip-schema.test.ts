import { describe, expect, it } from "vitest";
import { packingSlipHeaderSchema } from "./packing-slip-form-rules";
import { toPackingSlipHeaderInput, toPackingSlipHeaderValues } from "./packing-slip-schema";

const slip = { ShipDate: "2024-04-10", Carrier: "UPS Ground", TrackingNumber: null, Boxes: 2, Weight: "41.50" };

function messages(values: ReturnType<typeof toPackingSlipHeaderValues>) {
  const result = packingSlipHeaderSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the packing slip's header form", () => {
  it("holds the slip as text and sends it back with empty fields as null", () => {
    const values = toPackingSlipHeaderValues(slip);
    expect(values).toEqual({
      ShipDate: "2024-04-10",
      Carrier: "UPS Ground",
      TrackingNumber: "",
      Boxes: "2",
      Weight: "41.50",
    });
    expect(
      toPackingSlipHeaderInput(packingSlipHeaderSchema.parse({ ...values, Carrier: "  FedEx ", Boxes: "" })),
    ).toEqual({
      ShipDate: "2024-04-10",
      Carrier: "FedEx",
      TrackingNumber: null,
      Boxes: null,
      Weight: "41.50",
    });
  });

  it("refuses what the server would, with its messages", () => {
    expect(
      messages({ ShipDate: "", Carrier: "x".repeat(61), TrackingNumber: "y".repeat(81), Boxes: "0", Weight: "1.234" }),
    ).toEqual({
      ShipDate: "Ship date is required.",
      Carrier: "At most 60 characters.",
      TrackingNumber: "At most 80 characters.",
      Boxes: "Enter a whole number of boxes, 1 or more.",
      Weight: "At most 2 decimals.",
    });
  });
});
