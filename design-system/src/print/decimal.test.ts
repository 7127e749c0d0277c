import { describe, expect, it } from "vitest";
import { sumDecimals } from "./decimal";

describe("sumDecimals", () => {
  it("adds money strings exactly", () => {
    expect(sumDecimals(["0.10", "0.20"])).toBe("0.30");
    expect(sumDecimals(["1234.50", "99.5", "0.005"])).toBe("1334.005");
    expect(sumDecimals(["-10.00", "2.50"])).toBe("-7.50");
    expect(sumDecimals([])).toBe("0");
    expect(sumDecimals(["12", ".5"])).toBe("12.5");
  });

  it("refuses non-decimal input", () => {
    expect(sumDecimals(["1.00", "abc"])).toBeNull();
    expect(sumDecimals(["1,000.00"])).toBeNull();
    expect(sumDecimals(["."])).toBeNull();
  });
});
