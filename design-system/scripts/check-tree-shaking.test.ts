// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkTreeShaking, markers } from "./check-tree-shaking.mjs";

describe("tree-shaking of the built package", () => {
  it("bundles only what a consumer imports", { timeout: 120_000 }, async () => {
    const results = await checkTreeShaking();
    const everything = Object.keys(markers);
    for (const { name, keeps, found } of results) {
      expect(found, `bundle importing only ${name}`).toEqual(keeps);
      expect(everything.filter((key) => !keeps.includes(key)).every((key) => !found.includes(key))).toBe(true);
    }
    expect(results.map((result) => result.name)).toEqual(["formatCurrency", "Button"]);
  });
});
