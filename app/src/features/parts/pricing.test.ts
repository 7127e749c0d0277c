import { describe, expect, it } from "vitest";
import { multiplyDecimal, parseBreakRows, priceForQuantity } from "./pricing";

const breaks = [
  { MinQuantity: 100, UnitPrice: "38.7500" },
  { MinQuantity: 1, UnitPrice: "64.2000" },
  { MinQuantity: 25, UnitPrice: "47.1250" },
  { MinQuantity: 500, UnitPrice: "33.0400" },
];

describe("priceForQuantity", () => {
  it.each([
    [1, "64.2000"],
    [24, "64.2000"],
    [25, "47.1250"],
    [99, "47.1250"],
    [100, "38.7500"],
    [499, "38.7500"],
    [500, "33.0400"],
    [1_000_000, "33.0400"],
  ])("prices %i pieces at the break with the largest minimum not above it (%s)", (quantity, price) => {
    expect(priceForQuantity(breaks, quantity)?.UnitPrice).toBe(price);
  });

  it("has no price below the smallest break, or without breaks", () => {
    expect(priceForQuantity(breaks.slice(2), 10)).toBeUndefined();
    expect(priceForQuantity([], 10)).toBeUndefined();
    expect(priceForQuantity(breaks, 0)).toBeUndefined();
  });
});

describe("multiplyDecimal", () => {
  it("multiplies exactly, keeping the decimals", () => {
    expect(multiplyDecimal("38.7500", 100)).toBe("3875.0000");
    expect(multiplyDecimal("0.1000", 3)).toBe("0.3000");
    expect(multiplyDecimal("0.0001", 7)).toBe("0.0007");
    expect(multiplyDecimal("12", 3)).toBe("36");
    expect(multiplyDecimal("99999999.9999", 1000)).toBe("99999999999.9000");
  });

  it("refuses what it cannot multiply", () => {
    expect(multiplyDecimal("abc", 2)).toBeNull();
    expect(multiplyDecimal("-1.00", 2)).toBeNull();
    expect(multiplyDecimal("1.00", 1.5)).toBeNull();
  });
});

describe("parseBreakRows", () => {
  it("skips rows that are not yet a quantity and a price", () => {
    expect(
      parseBreakRows([
        { MinQuantity: "1", UnitPrice: "10.5" },
        { MinQuantity: "", UnitPrice: "9" },
        { MinQuantity: "50", UnitPrice: "x" },
        { MinQuantity: "100", UnitPrice: " 8.2500 " },
      ]),
    ).toEqual([
      { MinQuantity: 1, UnitPrice: "10.5" },
      { MinQuantity: 100, UnitPrice: "8.2500" },
    ]);
  });
});
