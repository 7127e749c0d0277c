import { describe, expect, it } from "vitest";
import { formatCompactCurrency } from "./format-compact-currency";

describe("formatCompactCurrency", () => {
  it.each([
    [0, "$0"],
    [950, "$950"],
    [12_500, "$12.5K"],
    [1_234_567, "$1.2M"],
  ])("formats %d as %s", (value, expected) => {
    expect(formatCompactCurrency(value)).toBe(expected);
  });

  it("gives an empty string for what is not a number", () => {
    expect(formatCompactCurrency(Number.NaN)).toBe("");
  });
});
