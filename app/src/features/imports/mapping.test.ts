import { describe, expect, it } from "vitest";
import { importColumns } from "../../api/imports/types";
import { columnKeyAt, isSameMapping, mapFileColumn, spreadsheetColumn, unmappedRequiredColumns } from "./mapping";

describe("mapFileColumn", () => {
  const mapping = { PartNumber: 0, Revision: 1, Description: 2 };

  it("sets the column a file column fills", () => {
    expect(mapFileColumn(mapping, 3, "CustomerId")).toEqual({ ...mapping, CustomerId: 3 });
  });

  it("moves a column from the file column it was on: each column is filled once", () => {
    expect(mapFileColumn(mapping, 3, "Description")).toEqual({ PartNumber: 0, Revision: 1, Description: 3 });
  });

  it("replaces what the file column filled before", () => {
    expect(mapFileColumn(mapping, 2, "Notes")).toEqual({ PartNumber: 0, Revision: 1, Notes: 2 });
  });

  it('takes the file column out with "" (Don\'t import)', () => {
    expect(mapFileColumn(mapping, 1, "")).toEqual({ PartNumber: 0, Description: 2 });
  });
});

describe("columnKeyAt", () => {
  it('names the column a file column fills, or ""', () => {
    expect(columnKeyAt({ PartNumber: 0, Revision: 4 }, 4)).toBe("Revision");
    expect(columnKeyAt({ PartNumber: 0 }, 1)).toBe("");
  });
});

describe("unmappedRequiredColumns", () => {
  it("lists the kind's required columns no file column fills, in the kind's order", () => {
    const missing = unmappedRequiredColumns(importColumns["purchase-orders"], { PONumber: 0, "Line.Revision": 1 });
    expect(missing.map((column) => column.header)).toEqual(["Customer id", "Part number", "Quantity", "Due date"]);
  });

  it("is empty when every required column is mapped", () => {
    expect(unmappedRequiredColumns(importColumns.parts, { PartNumber: 0, Revision: 1 })).toEqual([]);
  });
});

describe("isSameMapping", () => {
  it("compares columns and file columns, not their order", () => {
    expect(isSameMapping({ A: 0, B: 1 }, { B: 1, A: 0 })).toBe(true);
    expect(isSameMapping({ A: 0, B: 1 }, { A: 0, B: 2 })).toBe(false);
    expect(isSameMapping({ A: 0 }, { A: 0, B: 1 })).toBe(false);
  });
});

describe("spreadsheetColumn", () => {
  it("names a file column as a spreadsheet does", () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(spreadsheetColumn)).toEqual([
      "A",
      "B",
      "Z",
      "AA",
      "AB",
      "AZ",
      "BA",
      "ZZ",
      "AAA",
    ]);
  });
});
