import { describe, expect, it } from "vitest";
import { readCell } from "./cells.js";

describe("an import cell, read by its column's type", () => {
  it("reads money as spreadsheets write it, and leaves what is not certain as written", () => {
    const money = (cell: string) => readCell("money", cell);
    expect(money("$1,234.50")).toBe("1234.50");
    expect(money(" € 1.234,50 ")).toBe("1234.50");
    expect(money("€9,75")).toBe("9.75");
    expect(money("12,5")).toBe("12.5");
    expect(money("1,234")).toBe("1234");
    expect(money("4,1O")).toBe("4,1O");
    expect(money("")).toBeUndefined();
  });

  it("reads US and ISO dates, dropping a time after them; blank is none", () => {
    expect(readCell("date", "3/7/2025")).toBe("2025-03-07");
    expect(readCell("date", "12/31/2027 0:00")).toBe("2027-12-31");
    expect(readCell("date", "2025-07-01T00:00:00Z")).toBe("2025-07-01");
    expect(readCell("date", "31.12.2027")).toBe("31.12.2027");
    expect(readCell("date", " ")).toBeNull();
  });

  it("reads yes/no, whole numbers and lists; blank leaves a yes/no or a number out", () => {
    expect(["Yes", "y", "TRUE", "1", "Active", "x"].map((cell) => readCell("boolean", cell))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(["No", "n", "false", "0", "Inactive"].map((cell) => readCell("boolean", cell))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(readCell("boolean", "maybe")).toBe("maybe");
    expect(readCell("boolean", "")).toBeUndefined();
    expect(readCell("whole", "1,000")).toBe(1000);
    expect(readCell("whole", "2.5")).toBe("2.5");
    expect(readCell("whole", "")).toBeUndefined();
    expect(readCell("list", "Anodize; ; Passivate ")).toEqual(["Anodize", "Passivate"]);
    expect(readCell("list", "")).toEqual([]);
    expect(readCell("text", "")).toBe("");
  });
});
