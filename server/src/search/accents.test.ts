import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { fixtures } from "../test/fixtures.js";

/**
 * Names and descriptions are searched without their accents, both ways: "muller" finds
 * "Müller", and "société" finds "Societe" (docs/data-model.md, "Case and accents"). Codes and
 * numbers (customer ids, PO, WO and part numbers) match as typed, ignoring case only.
 */
describe(`search ignores accents in names and descriptions (${testEngine})`, () => {
  let api: TestApi;

  const get = async <T>(url: string) => {
    const { status, body } = await api.call<T>("GET", url);
    expect(status, `${url}: ${JSON.stringify(body)}`).toBe(200);
    return body;
  };
  const q = (text: string) => encodeURIComponent(text);
  const globalSearch = async (text: string) =>
    (await get<{ PONumber: string }[]>(`/api/search?searchText=${q(text)}`)).map((row) => row.PONumber);
  /** A row's key: a part's number and revision, a supplier's name, a customer's id. */
  const key = (row: Record<string, string>) =>
    row.PartNumber ? `${row.PartNumber}/${row.Revision}` : (row.SupplierName ?? row.CustomerId);
  const palette = async (group: "customers" | "suppliers" | "parts", text: string) =>
    (await get<Record<string, string>[]>(`/api/search/${group}?searchText=${q(text)}`)).map(key);
  const list = async (path: string) => (await get<{ Items: Record<string, string>[] }>(path)).Items.map(key);
  const report = async (query: string) =>
    (await get<{ Items: { PartNumber: string; Revision: string }[] }>(`/api/reports/parts?${query}`)).Items.map(
      (row) => `${row.PartNumber}/${row.Revision}`,
    );

  beforeAll(async () => {
    api = await openTestApi();
    const { db } = api.test.database;
    const make = fixtures(db);
    await make.customer("MULLER", "Müller Präzision GmbH");
    await make.customer("SOCGEN", "Société Générale");
    await make.customer("PLAIN", "Societe Plain Works");
    await make.customer("WEISS", "Weiß Metall");
    await make.customer("ZEN", "Zenith Optics");
    await make.po("MULLER", "MU-1");
    await make.po("SOCGEN", "SG-1");
    await make.po("PLAIN", "PL-1");
    // A PO number with an accent is a code: matched as typed.
    await make.po("ZEN", "RÉF-7");
    for (const [supplier_name, services] of [
      ["Zürich Anodizing AG", ["Anodize"]],
      ["Zurich Plating", ["Plating"]],
    ] as const) {
      await db
        .insertInto("supplier")
        .values({ supplier_name, services: [...services], approval_status: "Approved" })
        .execute();
    }
    const part = (part_number: string, description: string) =>
      db.insertInto("part").values({ part_number, revision: "A", description, customer_id: "ZEN" }).execute();
    await part("P-1", "Écrou hexagonal M8");
    await part("P-2", "Rondelle, acier trempé");
    await part("P-3", "Trempe plate");
    await part("P-4", "Flansch groß");
  });
  afterAll(async () => api?.close());

  describe("the global search", () => {
    it("finds a customer's POs by its name typed without accents", async () => {
      expect(await globalSearch("muller")).toEqual(["MU-1"]);
      expect(await globalSearch("muller prazision")).toEqual(["MU-1"]);
      expect(await globalSearch("prazision")).toEqual(["MU-1"]);
      expect(await globalSearch("generale")).toEqual(["SG-1"]);
      expect(await globalSearch("weiss")).toEqual([]); // WEISS has no PO
    });

    it("finds plain names by text typed with accents, and accented ones by plain text", async () => {
      expect((await globalSearch("societe")).sort()).toEqual(["PL-1", "SG-1"]);
      expect((await globalSearch("Société")).sort()).toEqual(["PL-1", "SG-1"]);
      expect(await globalSearch("société plain")).toEqual(["PL-1"]);
      expect(await globalSearch("SOCIÉTÉ GÉN")).toEqual(["SG-1"]);
    });

    it("matches PO numbers as typed", async () => {
      expect(await globalSearch("réf")).toEqual(["RÉF-7"]);
      expect(await globalSearch("ref-7")).toEqual([]);
    });
  });

  describe("the palette's record groups", () => {
    it("customers", async () => {
      expect(await palette("customers", "muller")).toEqual(["MULLER"]);
      // Name starts with, in the order of the name without accents.
      expect(await palette("customers", "societe")).toEqual(["SOCGEN", "PLAIN"]);
      expect(await palette("customers", "générale")).toEqual(["SOCGEN"]);
      expect(await palette("customers", "weiss")).toEqual(["WEISS"]);
    });

    it("suppliers", async () => {
      expect(await palette("suppliers", "zurich")).toEqual(["Zürich Anodizing AG", "Zurich Plating"]);
      // The exact name first, accents or not.
      expect(await palette("suppliers", "zürich plating")).toEqual(["Zurich Plating"]);
      expect(await palette("suppliers", "anodizing")).toEqual(["Zürich Anodizing AG"]);
    });

    it("parts, by description", async () => {
      expect(await palette("parts", "ecrou")).toEqual(["P-1/A"]);
      // "Trempe plate" starts with it; "Rondelle, acier trempé" contains it.
      expect(await palette("parts", "trempé")).toEqual(["P-3/A", "P-2/A"]);
      expect(await palette("parts", "gross")).toEqual(["P-4/A"]);
    });
  });

  describe("the lists' text filters", () => {
    it("customers: q", async () => {
      expect(await list(`/api/customers?q=${q("muller")}`)).toEqual(["MULLER"]);
      expect(await list(`/api/customers?q=${q("mü")}`)).toEqual(["MULLER"]);
      expect(await list(`/api/customers?q=${q("mu")}`)).toEqual(["MULLER"]);
      expect(await list(`/api/customers?q=${q("société")}&sort=CustomerId`)).toEqual(["PLAIN", "SOCGEN"]);
    });

    it("suppliers: q", async () => {
      expect(await list(`/api/suppliers?q=${q("zurich")}`)).toEqual(["Zurich Plating", "Zürich Anodizing AG"]);
      expect(await list(`/api/suppliers?q=${q("zü")}`)).toEqual(["Zurich Plating", "Zürich Anodizing AG"]);
    });

    it("parts: q and description, in every sort", async () => {
      for (const sort of ["PartNumber", "Description", "-Description", "CustomerId"]) {
        expect(await list(`/api/parts?q=${q("ecrou")}&sort=${sort}`), sort).toEqual(["P-1/A"]);
        expect(await list(`/api/parts?description=${q("ec")}&sort=${sort}`), sort).toEqual(["P-1/A"]);
        expect((await list(`/api/parts?description=${q("trempé")}&sort=${sort}`)).sort(), sort).toEqual([
          "P-2/A",
          "P-3/A",
        ]);
      }
      expect(await list(`/api/customers/ZEN/parts?q=${q("ecrou")}`)).toEqual(["P-1/A"]);
    });

    it("the parts report: q and description", async () => {
      expect(await report(`description=${q("ecrou")}`)).toEqual(["P-1/A"]);
      expect(await report(`description=${q("éc")}`)).toEqual(["P-1/A"]);
      expect(await report(`q=${q("tremp")}&sort=Description`)).toEqual(["P-2/A", "P-3/A"]);
    });
  });
});
