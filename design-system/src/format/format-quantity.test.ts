import { describe, expect, it } from "vitest";
import { formatQuantity } from "./format-quantity";

describe("formatQuantity", () => {
  it("groups thousands as the screens write them", () => {
    expect(formatQuantity(0)).toBe("0");
    expect(formatQuantity(1250)).toBe("1,250");
    expect(formatQuantity(-1234567)).toBe("-1,234,567");
    expect(formatQuantity(12.5)).toBe("12.5");
  });
});
