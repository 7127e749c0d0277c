import { describe, expect, it } from "vitest";
import { describeChange, fieldWords } from "./record-live";

describe("a change in words", () => {
  it("names fields as the screens do", () => {
    expect(fieldWords("DueDate")).toBe("Due date");
    expect(fieldWords("PONumber")).toBe("PO number");
    expect(fieldWords("ShipToName")).toBe("Ship to name");
    expect(fieldWords("Notes")).toBe("Notes");
  });

  it("says what happened to the record and its parts", () => {
    const at = new Date("2026-12-07T16:00:00Z");
    expect(
      describeChange(
        {
          name: "Marcus Lee",
          at,
          records: [
            { Kind: "packing_slip", Key: "233/2", Action: "create", Fields: [] },
            { Kind: "po_line", Key: "233/1", Action: "update", Fields: ["ShippedQuantity"] },
            { Kind: "purchase_order", Key: "233", Action: "status", Fields: ["Status"] },
          ],
        },
        "purchase_order",
      ),
    ).toBe("Marcus Lee added packing slip 2, changed line 1’s Shipped quantity and changed Status just now");
    expect(
      describeChange(
        { name: "Dana Reyes", at, records: [{ Kind: "customer", Key: "ACME", Action: "update", Fields: ["DueDate"] }] },
        "customer",
      ),
    ).toBe("Dana Reyes changed Due date just now");
  });
});
