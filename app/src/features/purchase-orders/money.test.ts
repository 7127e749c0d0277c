import { describe, expect, it } from "vitest";
import { lineAmount, parseQuantity, roundDecimal, totalAmount } from "./money";

describe("roundDecimal", () => {
  it.each([
    ["12.345", 2, "12.35"],
    ["12.344", 2, "12.34"],
    ["0.005", 2, "0.01"],
    ["0.004999", 2, "0.00"],
    ["9.995", 2, "10.00"],
    ["7", 2, "7.00"],
    ["7.5", 4, "7.5000"],
    ["0", 2, "0.00"],
  ] as const)("%s to %i places is %s", (value, places, expected) => {
    expect(roundDecimal(value, places)).toBe(expected);
  });

  it.each(["", "abc", "-1", "1,5", "1e3"])("refuses %j", (value) => expect(roundDecimal(value, 2)).toBeNull());
});

describe("lineAmount", () => {
  it("multiplies exactly and rounds to the cent, where floats drift", () => {
    // 0.1 × 3 in floats is 0.30000000000000004; 1.005 × 1 would round to 1.00 through a float.
    expect(lineAmount("3", "0.1000")).toBe("0.30");
    expect(lineAmount("1", "1.0050")).toBe("1.01");
    expect(lineAmount(120, "38.7500")).toBe("4650.00");
    expect(lineAmount("7", "0.3333")).toBe("2.33");
    expect(lineAmount("3", "12.3456")).toBe("37.04");
    expect(lineAmount("1000000", "99999.9999")).toBe("99999999900.00");
  });

  it("is unknown until the quantity is whole and the price a number", () => {
    expect(lineAmount("", "12.00")).toBeNull();
    expect(lineAmount("2.5", "12.00")).toBeNull();
    expect(lineAmount("0", "12.00")).toBeNull();
    expect(lineAmount("10", "")).toBeNull();
    expect(lineAmount("10", "12,00")).toBeNull();
  });
});

describe("totalAmount", () => {
  it("adds the known amounts exactly", () => {
    expect(totalAmount(["0.10", "0.20"])).toBe("0.30");
    expect(totalAmount(["4650.00", null, "533.25"])).toBe("5183.25");
    expect(totalAmount([])).toBe("0.00");
  });
});

describe("parseQuantity", () => {
  it.each([
    ["1", 1],
    [" 25 ", 25],
    [480, 480],
  ] as const)("reads %j", (text, expected) => expect(parseQuantity(text)).toBe(expected));
  it.each(["", "0", "-3", "2.5", "1e2", "ten"])("refuses %j", (text) => expect(parseQuantity(text)).toBeNull());
});
