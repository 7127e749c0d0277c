import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import type { SearchResult } from "./repository.js";
import type {
  CustomerSearchResult,
  PartSearchResult,
  SupplierSearchResult,
  WorkOrderSearchResult,
} from "@shopdesk/contract";
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
    for (const number of ["Z-100%OFF", "Z-100XOFF", "Z-ABC_DEF", "Z-ABCXDEF", "Z-ABC\\DEF", "Z-ABCDEF"])
      await po("ZEN", number);
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
      expect(body).toEqual({
        error: { code: "bad_request", message: expect.any(String), fields: { searchText: expect.any(String) } },
      });
    }
    const missing = await app.inject({ url: "/api/search", headers: { authorization } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty("searchText");
  });

  it("answers the spec's fields with a YYYY-MM-DD date, a numeric key and the WO number as text", async () => {
    const { status, body } = await search("mu-1");
    expect(status).toBe(200);
    expect(body).toEqual([
      { CustomerId: "MULLER", PONumber: "MU-1", PODate: "2026-01-05", WONumber: null, POKey: keys["MU-1"] },
    ]);
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
    // No three letters in a row: matched at the start of the name only.
    expect(await poNumbers("o'b")).toEqual(["OB-1"]);
    expect(await poNumbers("'br")).toEqual([]);
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
      {
        CustomerId: "ACME",
        PONumber: "PO-TWO-WOS",
        PODate: "2026-03-02",
        WONumber: wos.second,
        POKey: keys["PO-TWO-WOS"],
      },
    ]);
    expect((await search(wos.stock!)).body).toEqual([]);
  });

  it("finds a PO by the middle or end of a WO number, however long the text", async () => {
    expect(wos.long).toBe("7770000042");
    for (const text of ["770000042", "70000042", "0000042", "00042", "042"]) {
      expect(
        (await search(text)).body.map((row) => [row.PONumber, row.WONumber]),
        text,
      ).toEqual([["LONG-WO", wos.long]]);
    }
    // The end of one short WO number; the start of three (the stock WO that also starts so is not shown).
    const first = wos.first!;
    expect((await search(first.slice(1))).body.map((row) => row.WONumber)).toEqual([first]);
    expect((await search(first.slice(0, 5))).body.map((row) => row.WONumber).sort()).toEqual(
      [wos.first, wos.second, wos.dupe].sort(),
    );
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

describe(`the command palette's record searches (${testEngine})`, () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let authorization: string;
  const poKeys: Record<string, number> = {};

  type Group = "customers" | "parts" | "suppliers" | "work-orders";
  const search = async <Row>(group: Group, searchText?: string) => {
    const response = await app.inject({
      url: `/api/search/${group}`,
      query: searchText === undefined ? {} : { searchText },
      headers: { authorization },
    });
    return {
      status: response.statusCode,
      body: response.json() as Row[] & { error?: { message: string; fields?: Record<string, string> } },
    };
  };
  const customers = async (text: string) =>
    (await search<CustomerSearchResult>("customers", text)).body.map((row) => row.CustomerId);
  const parts = async (text: string) =>
    (await search<PartSearchResult>("parts", text)).body.map((row) => `${row.PartNumber}/${row.Revision}`);
  const suppliers = async (text: string) =>
    (await search<SupplierSearchResult>("suppliers", text)).body.map((row) => row.SupplierName);
  const wos = async (text: string) =>
    (await search<WorkOrderSearchResult>("work-orders", text)).body.map((row) => row.WONumber);

  beforeAll(async () => {
    test = await openTestDatabase();
    const tokens = await createTestTokens();
    authorization = `Bearer ${await tokens.accessToken({ sub: "dana" })}`;
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: "silent" }),
      database: test.database,
      verifyToken: tokens.verifyToken,
    });
    const { db } = test.database;
    const make = fixtures(db);

    // Customers, inserted in an order that explains none of the rankings below. ACME itself is
    // inactive: the exact id still comes first.
    const customerRows: [id: string, name: string, active: boolean][] = [
      ["ZOLD", "Old Acme Partner", false],
      ["OLDB", "Acme Old Bolts", false],
      ["ACME-OLD", "Former Acme", false],
      ["ZEN", "Zen for Acme Co", true],
      ["XACME", "Other Holdings", true],
      ["BOLT", "Acme Bolt Works", true],
      ["ACMEX", "Acme Export", true],
      ["ACME-2", "Second Acme", true],
      ["ACME", "Acme Aerospace Inc.", false],
      ["FASTX", "Fast_Xpress Freight", true],
      ["FASTA", "FastaXpress Freight", true],
      ["PCT", "100% Cotton Co", true],
      ["PCX", "100X Cotton Co", true],
      ["MULLER", "Müller Präzision GmbH", true],
    ];
    for (const [customer_id, name, active] of customerRows)
      await db.insertInto("customer").values({ customer_id, name, active }).execute();
    for (let n = 1; n <= 12; n++)
      await db
        .insertInto("customer")
        .values({ customer_id: `LIM-${n}`, name: `Limit ${n}` })
        .execute();

    // Parts: 7731-204 A is superseded by B.
    const part = async (part_number: string, revision: string, description: string, active = true) =>
      (
        await db
          .insertInto("part")
          .values({ part_number, revision, description, customer_id: "ACME-2", active })
          .returning("part_id")
          .executeTakeFirstOrThrow()
      ).part_id;
    await part("Y-7731-204", "A", "Old copy", false);
    await part("7731-2041", "A", "Retired", false);
    await part("Q-2", "A", "Fits 7731-204 housing");
    await part("X-7731-204", "A", "Spacer");
    await part("Q-1", "A", "7731-204 adapter plate");
    await part("7731-2040", "A", "Longer number");
    const older = await part("7731-204", "A", "Bracket, Mounting");
    const newer = await part("7731-204", "B", "Bracket, Mounting");
    await db.updateTable("part").set({ superseded_by: newer }).where("part_id", "=", older).execute();
    await part("AB%CD", "A", "Wildcard part");
    await part("ABXCD", "A", "Wildcard look-alike");
    for (let n = 1; n <= 10; n++) await part(`LIM-${String(n).padStart(2, "0")}`, "A", "Limit part");
    await part("ZZ-1", "A", "Housing, Bearing");
    await part("ZZ-2", "A", "Bearing housing");

    // Suppliers: "Plating" itself is inactive and still first.
    const supplierRows: [name: string, active: boolean, expires: string | null][] = [
      ["Old Plating Co", false, null],
      ["Plating Old", false, null],
      ["Metro Plating", true, "2099-01-01"],
      ["A/B Plating & Anodize", true, "2001-01-01"],
      ["Plating Plus", true, null],
      ["Plating", false, null],
      ["X_Y Finishing", true, null],
      ["XAY Finishing", true, null],
    ];
    for (const [supplier_name, active, certificate_expires] of supplierRows) {
      await db
        .insertInto("supplier")
        .values({
          supplier_name,
          active,
          certificate_expires,
          services: ["Plating", "Anodize"],
          approval_status: "Conditional",
        })
        .execute();
    }

    // WOs 100001–100014, then 1000100 (one digit longer, and starting with "100010").
    const shaft = await part("SHAFT-9", "C", "Shaft, Drive");
    const x = await part("100010-X", "A", "Digits first");
    const pct = await part("PN%1", "A", "Wildcard");
    const pnx = await part("PNX1", "A", "Look-alike");
    const po = await make.po("ACME", "PO-PALETTE");
    poKeys.palette = Number(po);
    const line = await make.line(po, x, 5);
    for (let n = 1; n <= 9; n++) await make.wo(shaft);
    await make.wo(x, line); // 100010, for a PO line
    await make.wo(shaft); // 100011
    await make.wo(x); // 100012
    await make.wo(pct);
    await make.wo(pnx);
    await sql`select setval(pg_get_serial_sequence('work_order', 'wo_number'), 1000099)`.execute(db);
    await make.wo(shaft); // 1000100
  });

  afterAll(async () => {
    await app?.close();
    await test?.cleanup();
  });

  it("needs a signed-in caller", async () => {
    for (const group of ["customers", "parts", "suppliers", "work-orders"]) {
      expect((await app.inject({ url: `/api/search/${group}?searchText=acme` })).statusCode).toBe(401);
    }
  });

  it("refuses text under 3 characters after trimming, or over 100, with the spec's words", async () => {
    for (const group of ["customers", "parts", "suppliers", "work-orders"] as const) {
      for (const text of ["ab", "  ab  ", "", "   "]) {
        const { status, body } = await search(group, text);
        expect(status, `${group} ${JSON.stringify(text)}`).toBe(400);
        expect(body.error).toEqual({
          code: "bad_request",
          message: expect.any(String),
          fields: { searchText: "Type at least 3 characters to search." },
        });
      }
      const long = await search(group, "x".repeat(101));
      expect(long.status).toBe(400);
      expect(long.body.error?.fields).toEqual({ searchText: "Search for at most 100 characters." });
      expect((await search(group, ` ${"x".repeat(100)} `)).status).toBe(200);
      const missing = await search(group);
      expect(missing.status).toBe(400);
      expect(missing.body.error?.fields).toHaveProperty("searchText");
    }
  });

  describe("customers", () => {
    it("answers the id, name and active flag", async () => {
      expect((await search("customers", "acme-2")).body[0]).toEqual({
        CustomerId: "ACME-2",
        Name: "Second Acme",
        Active: true,
      });
    });

    it("ranks the exact id first, then ids and names that start with the text, then those containing it; inactive after active; 8 at most", async () => {
      expect(await customers("acme")).toEqual([
        "ACME", // exact id, though inactive
        "ACME-2",
        "ACMEX", // active, id starts with
        "BOLT", // active, name starts with
        "XACME",
        "ZEN", // active, contains (sorted by name: "Other Holdings", "Zen for Acme Co")
        "ACME-OLD", // inactive, id starts with
        "OLDB", // inactive, name starts with (ZOLD, inactive and containing it, is the ninth)
      ]);
      expect(await customers("old acme")).toEqual(["ZOLD"]);
      expect(await customers("former")).toEqual(["ACME-OLD"]);
    });

    it("answers at most 8, in order", async () => {
      expect(await customers("lim-")).toEqual([
        "LIM-1",
        "LIM-10",
        "LIM-11",
        "LIM-12",
        "LIM-2",
        "LIM-3",
        "LIM-4",
        "LIM-5",
      ]);
    });

    it("takes %, _ and \\ literally, and matches non-ASCII letters in any case", async () => {
      expect(await customers("fast_x")).toEqual(["FASTX"]);
      expect(await customers("100%")).toEqual(["PCT"]);
      expect(await customers("0% cotton")).toEqual(["PCT"]);
      expect(await customers("%%%")).toEqual([]);
      expect(await customers("___")).toEqual([]);
      for (const text of ["müller", "MÜLLER", "präzision"]) expect(await customers(text), text).toEqual(["MULLER"]);
    });

    it("answers an empty list when nothing matches", async () => {
      expect(await customers("no such customer")).toEqual([]);
    });
  });

  describe("parts", () => {
    it("answers what the palette shows and the keys that open the part", async () => {
      expect((await search("parts", "7731-204/a")).body).toEqual([
        {
          PartNumber: "7731-204",
          Revision: "A",
          Description: "Bracket, Mounting",
          CustomerId: "ACME-2",
          IsSuperseded: true,
          Active: true,
        },
      ]);
    });

    it("ranks the exact part number first (current revision first), then numbers and descriptions that start with the text, then those containing it; inactive after active", async () => {
      expect(await parts("7731-204")).toEqual([
        "7731-204/B",
        "7731-204/A", // exact
        "7731-2040/A", // active, number starts with
        "Q-1/A", // active, description starts with
        "X-7731-204/A", // active, number contains
        "Q-2/A", // active, description contains
        "7731-2041/A", // inactive, number starts with
        "Y-7731-204/A", // inactive, number contains
      ]);
    });

    it("finds one revision by its number and revision", async () => {
      expect(await parts("7731-204 B")).toEqual(["7731-204/B"]);
      expect(await parts("7731-204/b")).toEqual(["7731-204/B"]);
    });

    it("matches descriptions at the start before descriptions containing the text", async () => {
      // "Housing, Bearing" starts with it; the other two contain it, sorted by description.
      expect(await parts("housing")).toEqual(["ZZ-1/A", "ZZ-2/A", "Q-2/A"]);
    });

    it("answers at most 8", async () => {
      expect(await parts("lim-")).toEqual([
        "LIM-01/A",
        "LIM-02/A",
        "LIM-03/A",
        "LIM-04/A",
        "LIM-05/A",
        "LIM-06/A",
        "LIM-07/A",
        "LIM-08/A",
      ]);
    });

    it("takes %, _ and \\ literally", async () => {
      expect(await parts("ab%c")).toEqual(["AB%CD/A"]);
      expect(await parts("b%cd")).toEqual([]);
      expect(await parts("%%%")).toEqual([]);
    });
  });

  describe("suppliers", () => {
    it("answers the name, services, approval and its expiry flag, and the active flag", async () => {
      expect((await search("suppliers", "a/b plating & anodize")).body).toEqual([
        {
          SupplierName: "A/B Plating & Anodize",
          Services: ["Plating", "Anodize"],
          ApprovalStatus: "Conditional",
          IsApprovalExpired: true,
          Active: true,
        },
      ]);
    });

    it("ranks the exact name first, then names that start with the text, then those containing it; inactive after active", async () => {
      expect(await suppliers("plating")).toEqual([
        "Plating", // exact, though inactive
        "Plating Plus", // active, starts with
        "A/B Plating & Anodize",
        "Metro Plating", // active, contains
        "Plating Old", // inactive, starts with
        "Old Plating Co", // inactive, contains
      ]);
    });

    it("takes %, _ and \\ literally", async () => {
      expect(await suppliers("x_y")).toEqual(["X_Y Finishing"]);
      expect(await suppliers("___")).toEqual([]);
    });
  });

  describe("work orders", () => {
    it("answers the WO with its part revision, status, due date, customer and PO; stock WOs have neither", async () => {
      const { body } = await search<WorkOrderSearchResult>("work-orders", "100010");
      expect(body[0]).toEqual({
        WONumber: "100010",
        PartNumber: "100010-X",
        Revision: "A",
        Status: "Open",
        DueDate: "2026-03-25",
        CustomerId: "ACME",
        POKey: poKeys.palette,
      });
      expect(body[1]).toMatchObject({ WONumber: "1000100", CustomerId: null, POKey: null });
    });

    it("ranks the exact WO number first, then WO numbers that start with the text, then part numbers, each WO once", async () => {
      // 100012 is found by its part number, 100010-X; so is 100010, already listed by its number.
      expect(await wos("100010")).toEqual(["100010", "1000100", "100012"]);
    });

    it("finds WOs by the middle of their numbers", async () => {
      expect(await wos("000100")).toEqual(["1000100"]);
      expect(await wos("00012")).toEqual(["100012"]);
    });

    it("lists at most 8, WO numbers in order", async () => {
      expect(await wos("1000")).toEqual([
        "100001",
        "100002",
        "100003",
        "100004",
        "100005",
        "100006",
        "100007",
        "100008",
      ]);
    });

    it("lists a part number's WOs newest first, then part numbers that start with or contain the text", async () => {
      expect(await wos("shaft-9")).toEqual([
        "1000100",
        "100011",
        "100009",
        "100008",
        "100007",
        "100006",
        "100005",
        "100004",
      ]);
      const containing = (await search<WorkOrderSearchResult>("work-orders", "haft-9")).body;
      expect(containing).toHaveLength(8);
      expect(containing.every((row) => row.PartNumber === "SHAFT-9" && row.Revision === "C")).toBe(true);
    });

    it("takes %, _ and \\ literally", async () => {
      expect((await search<WorkOrderSearchResult>("work-orders", "pn%")).body.map((row) => row.PartNumber)).toEqual([
        "PN%1",
      ]);
      expect(await wos("%%%")).toEqual([]);
    });

    it("answers an empty list when nothing matches", async () => {
      expect(await wos("999999")).toEqual([]);
      expect(await wos("no such part")).toEqual([]);
    });
  });
});
