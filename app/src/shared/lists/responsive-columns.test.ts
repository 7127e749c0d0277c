import { describe, expect, it } from "vitest";
import { footerSpans } from "./responsive-columns";

describe("footerSpans", () => {
  it("spans, in each width band, the columns shown before and after the total's column", () => {
    const columns = [
      { key: "line" },
      { key: "part" },
      { key: "qty", from: "lg" as const },
      { key: "amount", from: "sm" as const },
      { key: "open", from: "xl" as const },
      { key: "actions" },
    ];
    expect(footerSpans(columns, "amount").map(({ width, before, after }) => [width, before, after])).toEqual([
      ["sm", 2, 1],
      ["lg", 3, 1],
      ["xl", 3, 2],
    ]);
  });
});
