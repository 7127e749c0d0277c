import { afterEach, describe, expect, it } from "vitest";
import { importColumns } from "../../api/imports/types";
import { applyRememberedMapping, readRememberedMapping, rememberMapping } from "./mapping-memory";

afterEach(() => localStorage.clear());

const headers = ["Item #", "Rev", "Desc", "Cust", "Internal code"];

describe("rememberMapping and readRememberedMapping", () => {
  it('keep each header, as matching reads it, with the column it filled or "" for not imported', () => {
    rememberMapping("00u-dana", "parts", headers, { PartNumber: 0, Revision: 1, Description: 2, CustomerId: 3 });
    expect(readRememberedMapping("00u-dana", "parts")).toEqual({
      item: "PartNumber",
      rev: "Revision",
      desc: "Description",
      cust: "CustomerId",
      internalcode: "",
    });
  });

  it("are per user and per kind", () => {
    rememberMapping("00u-dana", "parts", ["Item #"], { PartNumber: 0 });
    expect(readRememberedMapping("00u-lee", "parts")).toEqual({});
    expect(readRememberedMapping("00u-dana", "customers")).toEqual({});
  });

  it("add to what other files taught, and a later choice replaces an earlier one", () => {
    rememberMapping("00u-dana", "parts", ["Item #", "Rev"], { PartNumber: 0, Revision: 1 });
    rememberMapping("00u-dana", "parts", ["Item #", "Drawing"], { DrawingNumber: 1 });
    expect(readRememberedMapping("00u-dana", "parts")).toEqual({ item: "", rev: "Revision", drawing: "DrawingNumber" });
  });

  it("keep nothing without a signed-in user, and read nothing from a damaged entry", () => {
    rememberMapping(null, "parts", ["Item #"], { PartNumber: 0 });
    expect(localStorage.length).toBe(0);
    localStorage.setItem("shopdesk.import-mapping.00u-dana.parts", "not json");
    expect(readRememberedMapping("00u-dana", "parts")).toEqual({});
    localStorage.setItem("shopdesk.import-mapping.00u-dana.parts", '{"item":"PartNumber","rev":3}');
    expect(readRememberedMapping("00u-dana", "parts")).toEqual({ item: "PartNumber" });
  });
});

describe("applyRememberedMapping", () => {
  const columns = importColumns.parts;

  it("maps the headers the user mapped before as they did, and keeps the server's match for the rest", () => {
    const matched = { PartNumber: 0, Revision: 1 };
    const remembered = { desc: "Description", cust: "CustomerId" };
    expect(applyRememberedMapping(columns, headers, matched, remembered)).toEqual({
      PartNumber: 0,
      Revision: 1,
      Description: 2,
      CustomerId: 3,
    });
  });

  it("leaves out a column the user chose not to import, even when the server matched it", () => {
    expect(
      applyRememberedMapping(columns, ["Part number", "Notes"], { PartNumber: 0, Notes: 1 }, { notes: "" }),
    ).toEqual({ PartNumber: 0 });
  });

  it("gives a column to the user's choice over the server's match", () => {
    // The server matched "Description" by its name; the user had taken the long text from "Long desc".
    const fileHeaders = ["Part number", "Description", "Long desc"];
    expect(
      applyRememberedMapping(columns, fileHeaders, { PartNumber: 0, Description: 1 }, { longdesc: "Description" }),
    ).toEqual({
      PartNumber: 0,
      Description: 2,
    });
  });

  it("fills a column once when two headers were mapped to it, and ignores columns the kind no longer has", () => {
    const remembered = { item: "PartNumber", partno: "PartNumber", rev: "Gone" };
    expect(applyRememberedMapping(columns, ["Item", "Part no", "Rev"], {}, remembered)).toEqual({ PartNumber: 0 });
  });
});
