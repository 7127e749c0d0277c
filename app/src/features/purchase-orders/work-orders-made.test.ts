import { describe, expect, it } from "vitest";
import { workOrdersMadeMessage } from "./work-orders-made";

describe("the toast after Make WOs", () => {
  it("counts and names the WOs made, one or several", () => {
    expect(workOrdersMadeMessage("4500012345", [{ WONumber: "100123", LineNumber: 2 }])).toEqual({
      title: "1 WO made for PO 4500012345",
      description: "WO 100123 for line 2.",
      variant: "success",
    });
    expect(
      workOrdersMadeMessage("4500012345", [
        { WONumber: "100123", LineNumber: 2 },
        { WONumber: "100124", LineNumber: 3 },
      ]),
    ).toEqual({
      title: "2 WOs made for PO 4500012345",
      description: "WO 100123 for line 2, WO 100124 for line 3.",
      variant: "success",
    });
  });

  it("says what was made before a line was refused, and why it was", () => {
    const refused = { lineNumber: 3, total: 3, message: "PO 4500012345 is Closed." };
    expect(workOrdersMadeMessage("4500012345", [{ WONumber: "100123", LineNumber: 2 }], refused)).toEqual({
      title: "1 of 3 WOs made for PO 4500012345",
      description: "WO 100123 for line 2. Line 3: PO 4500012345 is Closed.",
      variant: "error",
    });
    expect(workOrdersMadeMessage("4500012345", [], { ...refused, lineNumber: 2 })).toEqual({
      title: "No WO made",
      description: "Line 2: PO 4500012345 is Closed.",
      variant: "error",
    });
  });
});
