import { describe, expect, it } from "vitest";
import { reportPrintPath } from "./print-path";

describe("reportPrintPath", () => {
  it("takes the screen's report, filters and sort, but starts from the first row", () => {
    expect(reportPrintPath(new URLSearchParams("report=shipments&from=2026-11-01&sort=-ShipDate&page=3"))).toBe(
      "/print/reports?report=shipments&from=2026-11-01&sort=-ShipDate",
    );
    expect(reportPrintPath(new URLSearchParams(""))).toBe("/print/reports");
  });
});
