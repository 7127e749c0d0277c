import { describe, expect, it } from "vitest";
import { mergeConflict } from "./merge-conflict";
import { isSameValue } from "./same-value";

const base = { Name: "Acme", Phone: "555-0100", Email: "a@acme.test", Notes: "", Active: true, Services: ["Anodize"] };

describe("mergeConflict", () => {
  it("lists what they changed and takes it; keeps what only I changed", () => {
    const mine = { ...base, Phone: "555-0199" };
    const theirs = { ...base, Name: "Acme Aerospace", Active: false };
    const result = mergeConflict(base, mine, theirs);
    expect(result.changes).toEqual([
      { field: "Name", base: "Acme", mine: "Acme", theirs: "Acme Aerospace", isCollision: false },
      { field: "Active", base: true, mine: true, theirs: false, isCollision: false },
    ]);
    expect(result.merged).toEqual({ ...base, Name: "Acme Aerospace", Active: false, Phone: "555-0199" });
    expect(result.keptMine).toEqual(["Phone"]);
  });

  it("marks a field we both changed differently as a collision, and applying takes theirs", () => {
    const mine = { ...base, Name: "ACME Corp", Notes: "call first" };
    const theirs = { ...base, Name: "Acme Aerospace" };
    const result = mergeConflict(base, mine, theirs);
    expect(result.changes).toEqual([
      { field: "Name", base: "Acme", mine: "ACME Corp", theirs: "Acme Aerospace", isCollision: true },
    ]);
    expect(result.merged.Name).toBe("Acme Aerospace");
    expect(result.merged.Notes).toBe("call first");
  });

  it("has nothing to ask about a field we both changed the same way", () => {
    const mine = { ...base, Email: "sales@acme.test" };
    const theirs = { ...base, Email: "sales@acme.test" };
    const result = mergeConflict(base, mine, theirs);
    expect(result.changes).toEqual([]);
    expect(result.keptMine).toEqual([]);
    expect(result.merged).toEqual(theirs);
  });

  it("compares lists by value", () => {
    const mine = { ...base, Services: ["Anodize"] };
    const theirs = { ...base, Services: ["Anodize", "Plating"] };
    expect(mergeConflict(base, mine, theirs).changes.map((change) => change.field)).toEqual(["Services"]);
  });

  it("only looks at the fields it is given, in their order", () => {
    const theirs = { ...base, Name: "X", Phone: "1" };
    expect(mergeConflict(base, base, theirs, ["Phone", "Name"]).changes.map((change) => change.field)).toEqual([
      "Phone",
      "Name",
    ]);
    expect(mergeConflict(base, base, theirs, ["Phone"]).changes).toHaveLength(1);
  });
});

describe("isSameValue", () => {
  it("compares nested form values", () => {
    expect(isSameValue([{ MinQuantity: "1", UnitPrice: "2.5000" }], [{ MinQuantity: "1", UnitPrice: "2.5000" }])).toBe(
      true,
    );
    expect(isSameValue([{ MinQuantity: "1" }], [{ MinQuantity: "2" }])).toBe(false);
    expect(isSameValue([], {})).toBe(false);
    expect(isSameValue(null, "")).toBe(false);
  });
});
