import { describe, expect, it } from "vitest";
import { travelersPrintPath, readPrintNumbers } from "./print-path";

describe("the travelers' address", () => {
  it("lists each WO as its own wo parameter", () => {
    expect(travelersPrintPath(["100001", "100002"])).toBe("/print-wos?wo=100001&wo=100002");
  });

  it("reads the numbers back once each, in order, also comma-separated", () => {
    expect(readPrintNumbers(new URLSearchParams("wo=100002&wo=100001&wo=100002&wo=&wo=100007,100008"))).toEqual([
      "100002",
      "100001",
      "100007",
      "100008",
    ]);
    expect(readPrintNumbers(new URLSearchParams(""))).toEqual([]);
  });
});
