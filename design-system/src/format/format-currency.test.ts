import { describe, expect, it } from "vitest";
import { formatCurrency } from "./format-currency";

describe("formatCurrency", () => {
  it.each([
    [1234.5, "$1,234.50"],
    ["1234.5", "$1,234.50"],
    ["1234.50", "$1,234.50"],
    [0, "$0.00"],
    ["0", "$0.00"],
    [-1234.5, "-$1,234.50"],
    ["-1234.50", "-$1,234.50"],
    ["1234567.891", "$1,234,567.89"],
    [" 42 ", "$42.00"],
    [".5", "$0.50"],
  ] as const)("formats %j as %s", (value, expected) => {
    expect(formatCurrency(value)).toBe(expected);
  });

  it("rounds decimal strings exactly, half away from zero", () => {
    expect(formatCurrency("0.125")).toBe("$0.13");
    expect(formatCurrency("1.005")).toBe("$1.01");
    expect(formatCurrency("-0.001")).toBe("$0.00");
  });

  it("keeps 4 decimals for unit prices when asked", () => {
    expect(formatCurrency("12.3", { fractionDigits: 4 })).toBe("$12.3000");
    expect(formatCurrency("0.04125", { fractionDigits: 4 })).toBe("$0.0413");
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, "", "abc", "12abc", "1,234.50", "$5", "--1"])(
    "gives an empty string for %j",
    (value) => {
      expect(formatCurrency(value)).toBe("");
    },
  );
});
