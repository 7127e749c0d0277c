import { describe, expect, it } from "vitest";
import { formatList } from "./format-list";

describe("formatList", () => {
  it("joins names as a sentence does", () => {
    expect(formatList([])).toBe("");
    expect(formatList(["Due date"])).toBe("Due date");
    expect(formatList(["Due date", "Quantity"])).toBe("Due date and Quantity");
    expect(formatList(["Dana", "Marcus", "Priya"])).toBe("Dana, Marcus and Priya");
  });
});
