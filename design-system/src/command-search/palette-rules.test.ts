import { describe, expect, it } from "vitest";
import { canAutoHighlight, filterCommands, isNumberText, resultCountText } from "./palette-rules";
import { samplePaletteCommands } from "./palette-fixtures";

const commands = samplePaletteCommands(() => {});
const labels = (text: string) =>
  filterCommands(commands, text).map((group) => [group.heading, group.items.map((item) => item.label)]);

describe("filterCommands", () => {
  it("shows every group, in order, for an empty or blank box", () => {
    expect(filterCommands(commands, "")).toEqual(commands);
    expect(filterCommands(commands, "   ").map((group) => group.heading)).toEqual([
      "Recent",
      "Go to",
      "Create",
      "Actions",
    ]);
  });

  it("keeps the commands whose label contains the trimmed text, in any case, and drops empty groups", () => {
    expect(labels("  REPORT ")).toEqual([["Go to", ["Reports"]]]);
    expect(labels("orders")).toEqual([
      ["Go to", ["Purchase orders", "Work orders"]],
      ["Actions", ["Make WOs"]], // keyword "work orders"
    ]);
  });

  it("finds a command by a keyword", () => {
    expect(labels("vendor")).toEqual([["Create", ["New supplier"]]]);
    expect(labels("packing")).toEqual([["Actions", ["Ship", "Print slip"]]]);
  });

  it("does not look in hints", () => {
    expect(labels("NORTHWIND")).toEqual([]);
  });
});

describe("filterCommands and groups offered only while the box is empty", () => {
  it("drops such a group once the user types, and keeps it for an empty box", () => {
    const onSelect = () => undefined;
    const groups = [
      { heading: "Recent", isOnlyWhenEmpty: true, items: [{ id: "r", label: "PO K-1", onSelect }] },
      { heading: "Go to", items: [{ id: "g", label: "Purchase orders", onSelect }] },
    ];
    expect(filterCommands(groups, "").map((group) => group.heading)).toEqual(["Recent", "Go to"]);
    expect(filterCommands(groups, "K-1").map((group) => group.heading)).toEqual([]);
    expect(filterCommands(groups, "purch").map((group) => group.heading)).toEqual(["Go to"]);
  });
});

describe("canAutoHighlight (with onSubmitText)", () => {
  it("highlights no command for a number, and a row only once the search for it answered (the spec's Enter)", () => {
    for (const status of ["idle", "waiting", "results"] as const)
      expect(canAutoHighlight("command", status, "100022")).toBe(false);
    expect(canAutoHighlight("record", "waiting", " 100022 ")).toBe(false);
    expect(canAutoHighlight("record", "loading", "100022")).toBe(false);
    expect(canAutoHighlight("record", "results", "100022")).toBe(true);
  });

  it("highlights commands, and PO or record rows only once they answer the text in the box", () => {
    expect(canAutoHighlight("command", "idle", "")).toBe(true);
    expect(canAutoHighlight("command", "waiting", "new")).toBe(true);
    expect(canAutoHighlight("record", "waiting", "acmex")).toBe(false);
    expect(canAutoHighlight("record", "results", "acme")).toBe(true);
    expect(canAutoHighlight("record", "results", "WO 100022")).toBe(true);
  });
});

describe("isNumberText", () => {
  it("is digits only, once trimmed", () => {
    expect(["100022", " 100022 ", "0"].map(isNumberText)).toEqual([true, true, true]);
    expect(["", "WO100022", "100-022", "1e5", "١٢٣"].map(isNumberText)).toEqual([false, false, false, false, false]);
  });
});

describe("resultCountText", () => {
  it("counts in words", () => {
    expect([0, 1, 5].map(resultCountText)).toEqual(["0 results", "1 result", "5 results"]);
  });
});
