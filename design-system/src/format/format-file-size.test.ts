import { describe, expect, it } from "vitest";
import { formatFileSize } from "./format-file-size";

describe("formatFileSize", () => {
  it.each([
    [0, "0 bytes"],
    [1, "1 byte"],
    [1023, "1,023 bytes"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [10_189, "10 KB"],
    [245_760, "240 KB"],
    [1_048_575, "1 MB"],
    [2_516_582, "2.4 MB"],
    [104_857_600, "100 MB"],
    [1_073_741_824, "1 GB"],
  ])("formats %d bytes as %s", (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it("does not print 10.0: from 9.95 it rounds to a whole number", () => {
    expect(formatFileSize(10_188)).toBe("9.9 KB");
    expect(formatFileSize(Math.round(9.96 * 1024))).toBe("10 KB");
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("gives an empty string for %d", (bytes) => {
    expect(formatFileSize(bytes)).toBe("");
  });
});
