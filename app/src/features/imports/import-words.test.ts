import { describe, expect, it } from "vitest";
import { countOf, describeFile, describePreview, describeResult } from "./import-words";
import { cleanPreview, previewWithProblems, importResult } from "./fixtures";

describe("import words", () => {
  it("count in the shop's words, with separators", () => {
    expect(countOf(1, "problem", "problems")).toBe("1 problem");
    expect(countOf(1204, "row", "rows")).toBe("1,204 rows");
    expect(countOf(0, "row", "rows")).toBe("0 rows");
  });

  it("describe the file as the server read it", () => {
    expect(describeFile({ ...cleanPreview.File, Rows: 1204, Encoding: "Windows-1252", Delimiter: ";" })).toBe(
      "1,204 rows · Windows-1252 · separated by semicolons",
    );
    expect(describeFile({ ...cleanPreview.File, Rows: 1, Delimiter: "\t" })).toBe("1 row · UTF-8 · separated by tabs");
  });

  it("announce a preview's counts and whether it can be imported", () => {
    expect(describePreview(cleanPreview)).toBe(
      "parts-2026.csv: 3 to create, 2 to update, 40 unchanged. No problems: ready to import.",
    );
    expect(describePreview(previewWithProblems)).toBe(
      "parts-2026.csv: 2 to create, 2 to update, 40 unchanged. 504 problems to fix in the file before it can be imported.",
    );
  });

  it("announce what the import did", () => {
    expect(describeResult("parts-2026.csv", importResult)).toBe(
      "Imported parts-2026.csv: 3 created, 2 updated, 40 unchanged.",
    );
  });
});
