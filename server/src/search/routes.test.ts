import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import type { SearchResult } from "./repository.js";
import { type TestDatabase, openTestDatabase, testEngine } from "../test/database.js";
import { fixtures } from "../test/fixtures.js";
import { createTestTokens } from "../test/tokens.js";

describe(`GET /api/search (${testEngine})`, () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let authorization: string;
  const keys: Record<string, number> = {};
  const wos: Record<string, string> = {};

  const search = async (searchText: string) => {
    const response = await app.inject({ url: "/api/search", query: { searchText }, headers: { authorization } });
    return { status: response.statusCode, body: response.json() as SearchResult[] & { error?: { fields?: object } } };
  };
  const poNumbers = async (text: string) => (await search(text)).body.map((row) => row.PONumber);

  beforeAll(async () => {
    test = await openTestDatabase();
    const tokens = await createTestTokens();
    authorization = `Bearer ${await tokens.accessToken({ sub: "dana" })}`;
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: "silent" }),
      database: test.database,
      verifyToken: tokens.verifyToken,
    });

    const make = fixtures(test.database.db);
    await make.customer("ACME", "Acme Aerospace Inc.");
    await make.customer("MULLER", "Müller Präzision GmbH");
    await make.customer("OBRIEN", "O'Brien Machine & Tool");
    await make.customer("ZEN", "Zenith Optics");
    const part = await make.part("ACME");
    const po = async (customer: string, number: string, date = "2026-03-02") => {
      keys[number] = Number(await make.po(customer, number, date));
      return String(keys[number]);
    };

    // Ranking: the substring match is created first, so insertion order cannot explain the order.
    await po("ZEN", "XY-4242");
    await po("ZEN", "4242-01");
    // Escaping: each pair differs only where a wildcard would match anything.
    for (const number of ["AB%CD-1", "ABXCD-2", "X_Y-77", "XZY-77", "Q\\R-5", "QR-5"]) await po("ZEN", number);
    // The same inside the number ("contains"): 100%OFF must not match 100XOFF, and so on.
    for (const number of ["Z-100%OFF", "Z-100XOFF", "Z-ABC_DEF", "Z-ABCXDEF", "Z-ABC\\DEF", "Z-ABCDEF"]) await po("ZEN", number);
    // A long text is looked up by its end, then checked whole: the third only ends alike.
    for (const number of ["4500067890", "X-4500067890", "4599967890"]) await po("ZEN", number);
    // Limit.
    for (let n = 1; n <= 25; n++) await po("ZEN", `LIM-${String(n).padStart(2, "0")}`);
    // Customers found by name and id, with quotes and non-ASCII letters.
    await po("MULLER", "MU-1", "2026-01-05");
    await po("OBRIEN", "OB-1");
    // WOs: two for one PO (two rows), none for another (WONumber null), one for stock (never shown).
    const withWos = await po("ACME", "PO-TWO-WOS");
    const line1 = await make.line(withWos, part, 5);
    const line2 = await make.line(withWos, part, 8);
    wos.first = await make.wo(part, line1);
    wos.second = await make.wo(part, line2);
    await po("ACME", "PO-NO-WOS");
    wos.stock = await make.wo(part, null);
    await make.customer("DUPE", "Dupe Fabrication");
    const dupe = await po("DUPE", "DUPE-1");
    wos.dupe = await make.wo(part, await make.line(dupe, part, 3));
    // One WO number much longer than the rest (7770000042), so "WO number contains" is tested
    // both ways search.ts finds it: nine exact lookups when the text is one digit shorter than
    // the longest WO number, the trigram index when it is shorter still.
    await sql`select setval(pg_get_serial_sequence('work_order', 'wo_number'), 7770000041)`.execute(test.database.db);
    const long = await po("ZEN", "LONG-WO");
    wos.long = await make.wo(part, await make.line(long, part, 2));
  });

  afterAll(async () => {
    await app?.close();
    await test?.cleanup();
  });

  it("needs a signed-in caller", async () => {
    const response = await app.inject({ url: "/api/search?searchText=acme" });
    expect(response.statusCode).toBe(401);
  });

  it("refuses fewer than 3 characters after trimming, with the standard error body", async () => {
    for (const text of ["ab", "  ab  ", "", "   "]) {
      const { status, body } = await search(text);
      expect(status, JSON.stringify(text)).toBe(400);
      expect(body).toEqual({ error: { code: "bad_request", message: expect.any(String), fields: { searchText: expect.any(String) } } });
    }
    const missing = await app.inject({ url: "/api/search", headers: { authorization } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty("searchText");
  });

  it("answers the spec's fields with a YYYY-MM-DD date, a numeric key and the WO number as text", async () => {
    const { status, body } = await search("mu-1");
    expect(status).toBe(200);
    expect(body).toEqual([{ CustomerId: "MULLER", PONumber: "MU-1", PODate: "2026-01-05", WONumber: null, POKey: keys["MU-1"] }]);
  });

  it("lists prefix matches before substring matches", async () => {
    expect(await poNumbers("4242")).toEqual(["4242-01", "XY-4242"]);
  });

  it("answers at most 20 rows", async () => {
    const rows = (await search("lim-")).body;
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((row) => row.PONumber)).size).toBe(20);
    // Also through a customer's name, which matches more than 20 of its POs.
    expect((await search("zenith")).body).toHaveLength(20);
  });

  it("lists a long text only where the whole text is found", async () => {
    expect(await poNumbers("4500067890")).toEqual(["4500067890", "X-4500067890"]);
    expect(await poNumbers("00067890")).toEqual(["4500067890", "X-4500067890"]);
  });

  it("matches %, _ and \\ literally", async () => {
    // As prefixes.
    expect(await poNumbers("ab%c")).toEqual(["AB%CD-1"]);
    expect(await poNumbers("x_y")).toEqual(["X_Y-77"]);
    expect(await poNumbers("q\\r")).toEqual(["Q\\R-5"]);
    // Inside the number.
    expect(await poNumbers("100%off")).toEqual(["Z-100%OFF"]);
    expect(await poNumbers("abc_def")).toEqual(["Z-ABC_DEF"]);
    expect(await poNumbers("abc\\def")).toEqual(["Z-ABC\\DEF"]);
    expect(await poNumbers("%%%")).toEqual([]);
  });

  it("matches customer names with non-ASCII letters in any case", async () => {
    for (const text of ["müller", "MÜLLER", "präzision", "Müller Präzision"]) {
      expect(await poNumbers(text), text).toEqual(["MU-1"]);
    }
  });

  it("matches names with quotes", async () => {
    for (const text of ["O'Brien", "o'brien machine", "'Bri"]) {
      expect(await poNumbers(text), text).toEqual(["OB-1"]);
    }
  });

  it("matches customer ids case-insensitively, once per PO and WO pair", async () => {
    const rows = (await search("acme")).body;
    expect(rows.map((row) => [row.PONumber, row.WONumber]).sort()).toEqual([
      ["PO-NO-WOS", null],
      ["PO-TWO-WOS", wos.first],
      ["PO-TWO-WOS", wos.second],
    ]);
    expect(rows.every((row) => row.CustomerId === "ACME")).toBe(true);
  });

  it("finds a PO by one of its WO numbers, and never a stock WO", async () => {
    expect((await search(wos.second!)).body).toEqual([
      { CustomerId: "ACME", PONumber: "PO-TWO-WOS", PODate: "2026-03-02", WONumber: wos.second, POKey: keys["PO-TWO-WOS"] },
    ]);
    expect((await search(wos.stock!)).body).toEqual([]);
  });

  it("finds a PO by the middle or end of a WO number, however long the text", async () => {
    expect(wos.long).toBe("7770000042");
    for (const text of ["770000042", "70000042", "0000042", "00042", "042"]) {
      expect((await search(text)).body.map((row) => [row.PONumber, row.WONumber]), text).toEqual([["LONG-WO", wos.long]]);
    }
    // The end of one short WO number; the start of three (the stock WO that also starts so is not shown).
    const first = wos.first!;
    expect((await search(first.slice(1))).body.map((row) => row.WONumber)).toEqual([first]);
    expect((await search(first.slice(0, 5))).body.map((row) => row.WONumber).sort()).toEqual([wos.first, wos.second, wos.dupe].sort());
  });

  it("does not repeat a pair that matches in more than one way", async () => {
    // DUPE-1 starts with "dupe" by PO number, customer id and customer name, and its WO
    // number contains nothing of it; it must still come back once.
    expect((await search("dupe")).body.map((row) => [row.PONumber, row.WONumber])).toEqual([["DUPE-1", wos.dupe]]);
    // "upe" is inside all three (and matches nothing as a prefix).
    expect((await search("upe")).body.map((row) => [row.PONumber, row.WONumber])).toEqual([["DUPE-1", wos.dupe]]);
  });

  it("answers an empty list when nothing matches", async () => {
    expect((await search("no such thing")).body).toEqual([]);
  });
});
