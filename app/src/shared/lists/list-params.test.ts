import { describe, expect, it } from "vitest";
import {
  formatSort,
  parseListParams,
  parseSort,
  sortDirectionOf,
  writeListParams,
  type ListParamSpec,
} from "./list-params";

const spec: ListParamSpec<{ q: string; active: string }> = {
  defaults: { q: "", active: "true" },
  choices: { active: ["true", "false", "all"] },
  sortFields: ["CustomerId", "Name"],
  defaultSort: "CustomerId",
};
const parse = (query: string) => parseListParams(new URLSearchParams(query), spec);

describe("parseListParams", () => {
  it("gives the defaults for a bare URL", () => {
    expect(parse("")).toEqual({ q: "", active: "true", sort: "CustomerId", page: 1 });
  });

  it("reads every value the URL holds", () => {
    expect(parse("q=A%2FB+%26+Co&active=all&sort=-Name&page=3")).toEqual({
      q: "A/B & Co",
      active: "all",
      sort: "-Name",
      page: 3,
    });
  });

  it("falls back to the default for values it cannot use", () => {
    expect(parse("active=maybe&sort=Password&page=-2")).toEqual({ q: "", active: "true", sort: "CustomerId", page: 1 });
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
  });
});

describe("writeListParams", () => {
  it("leaves defaults out, so the plain URL is the default list", () => {
    const written = writeListParams(
      new URLSearchParams(),
      { q: "", active: "true", sort: "CustomerId", page: 1 },
      spec,
    );
    expect(written.toString()).toBe("");
  });

  it("writes what differs and keeps parameters it does not own", () => {
    const written = writeListParams(
      new URLSearchParams("new=1&q=old"),
      { q: " acme ", active: "false", sort: "-Name", page: 2 },
      spec,
    );
    expect(Object.fromEntries(written)).toEqual({ new: "1", q: "acme", active: "false", sort: "-Name", page: "2" });
  });

  it("round-trips through the URL", () => {
    const params = { q: "Müller & Söhne / Zürich", active: "all", sort: "-Name", page: 4 };
    expect(parse(writeListParams(new URLSearchParams(), params, spec).toString())).toEqual(params);
  });
});

describe("sort", () => {
  it("reads and writes the API's sort field", () => {
    expect(parseSort("-Name")).toEqual({ field: "Name", direction: "descending" });
    expect(parseSort("Name")).toEqual({ field: "Name", direction: "ascending" });
    expect(formatSort({ field: "Name", direction: "descending" })).toBe("-Name");
    expect(formatSort(parseSort("CustomerId"))).toBe("CustomerId");
  });

  it("tells a column how the list is sorted by it", () => {
    expect(sortDirectionOf("-Name", "Name")).toBe("descending");
    expect(sortDirectionOf("-Name", "CustomerId")).toBe("none");
  });
});
