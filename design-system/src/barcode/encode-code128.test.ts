import { describe, expect, it } from "vitest";
import { barRuns, encodeCode128 } from "./encode-code128";

describe("encodeCode128", () => {
  it("encodes a WO number with start, data, check and stop symbols", () => {
    const modules = encodeCode128("100001");
    // Code set C packs two digits per 11-module symbol: start + 3 pairs + check = 5 × 11, stop = 13.
    expect(modules).toHaveLength(5 * 11 + 13);
    expect(modules.startsWith("11010011100")).toBe(true); // START C
    expect(modules.endsWith("1100011101011")).toBe(true); // STOP
  });

  it("gives an empty string for what Code 128 cannot hold", () => {
    expect(encodeCode128("")).toBe("");
    expect(encodeCode128("WO™")).toBe("");
  });

  it("groups bars into runs", () => {
    expect(barRuns("1101100")).toEqual([
      [0, 2],
      [3, 2],
    ]);
  });
});
