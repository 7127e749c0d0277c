import { z } from "zod/mini";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, openTestApi, seg } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { fixtures } from "../test/fixtures.js";
import { partSchema, partSummarySchema } from "@shopdesk/contract";

const pricing = {
  LotCharge: "75",
  EffectiveDate: "2026-03-01",
  QuoteReference: "Q-1001",
  Breaks: [
    { MinQuantity: 1, UnitPrice: "12.5" },
    { MinQuantity: 10, UnitPrice: 11 },
    { MinQuantity: 100, UnitPrice: "9.8765" },
  ],
};

describe(`/api/parts (${testEngine})`, () => {
  let api: TestApi;
  /** Whichever of the two concurrent new revisions won. */
  let third = "";
  const tables = async () => {
    const { db } = api.test.database;
    return {
      parts: (await sql`select * from part order by part_id`.execute(db)).rows,
      breaks: (await sql`select * from part_price_break order by part_id, min_quantity`.execute(db)).rows,
      history: (await sql`select count(*) as n from change_history`.execute(db)).rows,
    };
  };

  beforeAll(async () => {
    api = await openTestApi();
    const make = fixtures(api.test.database.db);
    await make.customer("ACME", "Acme Aerospace Inc.");
    await make.customer("MULLER", "Müller Präzision GmbH");
  });
  afterAll(async () => api?.close());

  it("creates a part with its price breaks, money as fixed-decimal strings", async () => {
    const { status, body } = await api.call("POST", "/api/parts", {
      PartNumber: "7731-204",
      Revision: "a",
      Description: "Bracket, Mounting",
      CustomerId: "acme",
      Material: "6061-T6",
      Pricing: pricing,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(partSchema.parse(body)).toMatchObject({
      PartNumber: "7731-204",
      Revision: "A",
      CustomerId: "ACME",
      CustomerName: "Acme Aerospace Inc.",
      UnitOfMeasure: "EA",
      IsSuperseded: false,
      SupersededBy: null,
      Pricing: {
        LotCharge: "75.00",
        EffectiveDate: "2026-03-01",
        QuoteReference: "Q-1001",
        Breaks: [
          { MinQuantity: 1, UnitPrice: "12.5000" },
          { MinQuantity: 10, UnitPrice: "11.0000" },
          { MinQuantity: 100, UnitPrice: "9.8765" },
        ],
      },
      Version: 1,
    });
    expect((await api.call("GET", "/api/parts/7731-204/a")).body).toMatchObject({ Revision: "A", Version: 1 });
  });

  it("refuses bad price breaks with a message on each bad row, and writes nothing", async () => {
    const before = await tables();
    const cases: [string, object, string[]][] = [
      [
        "descending",
        {
          Breaks: [
            { MinQuantity: 10, UnitPrice: "1" },
            { MinQuantity: 5, UnitPrice: "2" },
          ],
        },
        ["Pricing.Breaks.1.MinQuantity"],
      ],
      [
        "duplicate",
        {
          Breaks: [
            { MinQuantity: 5, UnitPrice: "1" },
            { MinQuantity: 5, UnitPrice: "2" },
          ],
        },
        ["Pricing.Breaks.1.MinQuantity"],
      ],
      ["negative", { Breaks: [{ MinQuantity: 1, UnitPrice: "-0.01" }] }, ["Pricing.Breaks.0.UnitPrice"]],
      ["5 decimals", { Breaks: [{ MinQuantity: 1, UnitPrice: "1.23456" }] }, ["Pricing.Breaks.0.UnitPrice"]],
      [
        "zero and fractional quantities",
        {
          Breaks: [
            { MinQuantity: 0, UnitPrice: "1" },
            { MinQuantity: 2.5, UnitPrice: "1" },
          ],
        },
        ["Pricing.Breaks.0.MinQuantity", "Pricing.Breaks.1.MinQuantity"],
      ],
      ["lot charge with 3 decimals", { LotCharge: "1.005" }, ["Pricing.LotCharge"]],
      [
        "not a number",
        { LotCharge: "ten", EffectiveDate: "03/01/2026" },
        ["Pricing.EffectiveDate", "Pricing.LotCharge"],
      ],
    ];
    for (const [label, badPricing, fields] of cases) {
      const create = await api.call("POST", "/api/parts", {
        PartNumber: "BAD-1",
        Revision: "A",
        Description: "Bad",
        CustomerId: "ACME",
        Pricing: badPricing,
      });
      expect(create.status, label).toBe(400);
      expect(Object.keys(create.body.error!.fields!).sort(), label).toEqual(fields);
      const update = await api.call("PUT", "/api/parts/7731-204/A", { Version: 1, Pricing: badPricing });
      expect(update.status, label).toBe(400);
    }
    const messages = await api.call("POST", "/api/parts", {
      PartNumber: "BAD-1",
      Revision: "A",
      Description: "Bad",
      CustomerId: "ACME",
      Pricing: {
        Breaks: [
          { MinQuantity: 10, UnitPrice: "1.23456" },
          { MinQuantity: 10, UnitPrice: "-1" },
          { MinQuantity: 5, UnitPrice: "1" },
        ],
      },
    });
    // Every problem at once: the rows' own, and the order of the list (the form shows the same).
    expect(messages.body.error?.fields).toEqual({
      "Pricing.Breaks.0.UnitPrice": "At most 4 decimals.",
      "Pricing.Breaks.1.MinQuantity": "Quantity 10 is already a break.",
      "Pricing.Breaks.1.UnitPrice": "Must be 0 or more.",
      "Pricing.Breaks.2.MinQuantity": "List breaks from the smallest quantity up: 5 comes after 10.",
    });
    expect(await tables()).toEqual(before);
  });

  it("refuses other bad fields, an unknown customer (400) and a duplicate part (409)", async () => {
    const bad = await api.call("POST", "/api/parts", {
      PartNumber: " ",
      Revision: "TOOLONG",
      Description: "",
      CustomerId: "ACME",
      UnitOfMeasure: "E4",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error!.fields!).sort()).toEqual([
      "Description",
      "PartNumber",
      "Revision",
      "UnitOfMeasure",
    ]);

    const refusals = [
      [
        { PartNumber: "X-1", Description: "X", CustomerId: "NOBODY" },
        400,
        { CustomerId: "There is no customer NOBODY." },
      ],
      [
        { PartNumber: "7731-204", Description: "Again", CustomerId: "ACME" },
        409,
        { PartNumber: "Part 7731-204 revision A already exists." },
      ],
    ] as const;
    for (const [part, status, fields] of refusals) {
      const answer = await api.call("POST", "/api/parts", { ...part, Revision: "A" });
      expect(answer.status, part.PartNumber).toBe(status);
      expect(answer.body.error?.fields).toEqual(fields);
    }
  });

  it("saves pricing under the part's Version, replacing the breaks, with From/To in the history", async () => {
    const { status, body } = await api.call("PUT", "/api/parts/7731-204/A", {
      Version: 1,
      Pricing: {
        LotCharge: "80.5",
        Breaks: [
          { MinQuantity: 1, UnitPrice: "13" },
          { MinQuantity: 50, UnitPrice: "10.25" },
        ],
      },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      Version: 2,
      Description: "Bracket, Mounting",
      Pricing: {
        LotCharge: "80.50",
        QuoteReference: "Q-1001",
        Breaks: [
          { MinQuantity: 1, UnitPrice: "13.0000" },
          { MinQuantity: 50, UnitPrice: "10.2500" },
        ],
      },
    });
    const history = await api.call<{ Action: string; Changes: object }[]>(
      "GET",
      `/api/history?entity=part&key=${seg("7731-204/A")}`,
    );
    expect(history.body[0]).toMatchObject({ Action: "update", Subject: "dana" });
    expect(history.body[0]!.Changes).toEqual({
      LotCharge: { From: "75.00", To: "80.50" },
      Breaks: { From: "1 @ 12.5000, 10 @ 11.0000, 100 @ 9.8765", To: "1 @ 13.0000, 50 @ 10.2500" },
    });
  });

  it("refuses a stale Version with the current part and leaves part and breaks alone", async () => {
    const before = await tables();
    const { status, body } = await api.call("PUT", "/api/parts/7731-204/A", { Version: 1, Pricing: { Breaks: [] } });
    expect(status).toBe(409);
    expect(body.error?.current).toMatchObject({ Version: 2, Pricing: { LotCharge: "80.50" } });
    expect(await tables()).toEqual(before);
    expect((await api.call("PUT", "/api/parts/7731-204/Z", { Version: 1 })).status).toBe(404);
    expect((await api.call("GET", "/api/parts/NOPE/A")).status).toBe(404);
  });

  it("makes a new revision copied from the old, and marks the old one superseded", async () => {
    const { status, body } = await api.call("POST", "/api/parts/7731-204/A/revisions", {
      Revision: "B",
      Description: "Bracket, Mounting (rev B)",
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(partSchema.parse(body)).toMatchObject({
      Revision: "B",
      Description: "Bracket, Mounting (rev B)",
      Material: "6061-T6",
      Pricing: { LotCharge: "80.50", Breaks: [{ MinQuantity: 1 }, { MinQuantity: 50 }] },
      IsSuperseded: false,
      Version: 1,
    });
    const older = await api.call("GET", "/api/parts/7731-204/A");
    expect(older.body).toMatchObject({
      IsSuperseded: true,
      SupersededBy: { PartNumber: "7731-204", Revision: "B" },
      Version: 3,
    });
    const history = await api.call<{ Changes: object }[]>("GET", `/api/history?entity=part&key=${seg("7731-204/A")}`);
    expect(history.body[0]!.Changes).toEqual({
      SupersededBy: { From: null, To: { PartNumber: "7731-204", Revision: "B" } },
    });

    const again = await api.call("POST", "/api/parts/7731-204/A/revisions", { Revision: "C" });
    expect(again.status).toBe(409);
    const duplicate = await api.call("POST", "/api/parts/7731-204/B/revisions", { Revision: "A" });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error?.fields).toHaveProperty("Revision");
    expect((await api.call("POST", "/api/parts/NOPE/A/revisions", { Revision: "B" })).status).toBe(404);
  });

  it("lets only one of two concurrent new revisions of the same part through", async () => {
    const answers = await Promise.all(
      ["C", "D"].map((Revision) => api.call("POST", "/api/parts/7731-204/B/revisions", { Revision })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    third = String(answers.find((answer) => answer.status === 201)!.body.Revision);
  });

  it("finds parts whose numbers hold a slash, a space or non-ASCII letters", async () => {
    for (const partNumber of ["AB/12 Ø6", "Zahnrad Größe 3"]) {
      const created = await api.call("POST", "/api/parts", {
        PartNumber: partNumber,
        Revision: "1",
        Description: "Odd number",
        CustomerId: "MULLER",
      });
      expect(created.status, partNumber).toBe(201);
      expect((await api.call("GET", `/api/parts/${seg(partNumber)}/1`)).body.PartNumber).toBe(partNumber);
      const history = await api.call<unknown[]>("GET", `/api/history?entity=part&key=${seg(`${partNumber}/1`)}`);
      expect(history.body).toHaveLength(1);
    }
  });

  describe("list", () => {
    const list = async (query: string) => {
      const { status, body } = await api.call<{ Items: { PartNumber: string; Revision: string }[]; Total: number }>(
        "GET",
        `/api/parts?${query}`,
      );
      expect(status, query).toBe(200);
      body.Items.forEach((item) => z.strictObject(partSummarySchema.shape).parse(item));
      return { Total: body.Total, keys: body.Items.map((item) => `${item.PartNumber}/${item.Revision}`) };
    };

    it("matches q on number and description, and each filter", async () => {
      expect(await list("q=7731")).toEqual({ Total: 3, keys: ["7731-204/A", "7731-204/B", `7731-204/${third}`] });
      expect((await list(`q=${seg("ZAHNRAD GRÖßE")}`)).keys).toEqual(["Zahnrad Größe 3/1"]);
      expect((await list("q=größe")).keys).toEqual(["Zahnrad Größe 3/1"]);
      expect((await list("q=mounting&revision=b")).keys).toEqual(["7731-204/B"]);
      expect((await list("partNumber=ab/")).keys).toEqual(["AB/12 Ø6/1"]);
      expect((await list("description=odd")).Total).toBe(2);
      expect((await list("customerId=muller&sort=-PartNumber")).keys).toEqual(["Zahnrad Größe 3/1", "AB/12 Ø6/1"]);
      expect((await list("active=false")).Total).toBe(0);
    });

    it("sorts, pages and refuses an unknown sort", async () => {
      expect(await list("sort=-PartNumber&pageSize=2")).toEqual({
        Total: 5,
        keys: ["Zahnrad Größe 3/1", "AB/12 Ø6/1"],
      });
      expect((await list("sort=-PartNumber&pageSize=1&page=3")).keys).toEqual([`7731-204/${third}`]);
      expect((await list("sort=Description&pageSize=1")).keys).toEqual(["7731-204/A"]);
      expect((await list("sort=PartNumber&pageSize=2&page=3")).keys).toEqual(["Zahnrad Größe 3/1"]);
      const bad = await api.call("GET", "/api/parts?sort=UpdatedAt");
      expect(bad.status).toBe(400);
      expect(bad.body.error?.fields).toHaveProperty("sort");
    });

    it("lists q's matches on number and on description as one list, each once, sorted and paged across both", async () => {
      expect((await api.call("POST", "/api/customers", { CustomerId: "LISTS", Name: "List Checks" })).status).toBe(201);
      const parts = [
        ["QX-10", "Bolt"],
        ["qx-30", "Nut"],
        ["QX-40", "QX both"],
        ["A-20", "QX adapter"],
        ["ZZ-5", "qx zeta"],
        ["ABC-1", "Alpha"],
        ["X-ABC", "Beta"],
        ["K-9", "Abc gamma"],
        ["L-1", "The abc delta"],
      ];
      for (const [PartNumber, Description] of parts) {
        const created = await api.call("POST", "/api/parts", {
          PartNumber,
          Revision: "1",
          Description,
          CustomerId: "LISTS",
        });
        expect(created.status, PartNumber).toBe(201);
      }
      const keys = async (query: string) =>
        (await list(`customerId=LISTS&${query}`)).keys.map((key) => key.replace(/\/1$/, ""));
      // "Starts with" (two letters): part numbers sort case-insensitively; QX-40 matches twice, listed once.
      expect(await list("customerId=LISTS&q=qx")).toMatchObject({ Total: 5 });
      expect(await keys("q=qx&pageSize=2")).toEqual(["A-20", "QX-10"]);
      expect(await keys("q=qx&pageSize=2&page=2")).toEqual(["qx-30", "QX-40"]);
      expect(await keys("q=qx&pageSize=2&page=3")).toEqual(["ZZ-5"]);
      expect(await keys("q=qx&sort=-Description&pageSize=3")).toEqual(["ZZ-5", "QX-40", "A-20"]);
      expect(await keys("q=qx&sort=-Description&pageSize=3&page=2")).toEqual(["qx-30", "QX-10"]);
      // "Contains" (three letters): anywhere in either field.
      expect(await keys("q=abc&sort=Description&pageSize=3")).toEqual(["K-9", "ABC-1", "X-ABC"]);
      expect(await keys("q=abc&sort=Description&pageSize=3&page=2")).toEqual(["L-1"]);
      expect(await keys("q=abc&sort=-PartNumber")).toEqual(["X-ABC", "L-1", "K-9", "ABC-1"]);
      expect(await keys("description=abc&sort=PartNumber")).toEqual(["K-9", "L-1"]);
      expect(await keys("partNumber=qx&q=both")).toEqual(["QX-40"]);
    });
  });

  describe("list by description", () => {
    // Shared descriptions (one key in several cases), the word at the start, in the middle and
    // at the end, revisions, inactive parts, two customers, part numbers that match `q` too.
    const dataset: [partNumber: string, revision: string, description: string, customerId: string, active: boolean][] =
      [
        ["G-100", "A", "Gear Blank", "GEARCO", true],
        ["G-100", "B", "Gear Blank", "GEARCO", true],
        ["G-101", "A", "GEAR BLANK", "ACME", true],
        ["G-099", "A", "gear blank", "GEARCO", false],
        ["G-102", "A", "Spur gear, 20T", "GEARCO", true],
        ["G-103", "A", "Spur gear, 20T", "ACME", true],
        ["G-104", "B", "Spur gear, 20T", "GEARCO", false],
        ["G-105", "C", "Spur gear, 20T", "GEARCO", true],
        ["S-1", "A", "Drive Gear", "GEARCO", true],
        ["S-2", "B", "Drive Gear", "ACME", true],
        ["S-3", "B", "Housing, gearbox", "GEARCO", true],
        ["S-4", "A", "Gearbox housing", "ACME", true],
        ["S-5", "B", "Bevel GEAR (rev B)", "GEARCO", true],
        ["GEAR-7", "A", "Bracket", "GEARCO", true],
        ["GEAR-8", "A", "Spur gear, 20T", "GEARCO", true],
        ["gear-9", "B", "Shaft, Drive", "ACME", false],
        ["N-1", "A", "Bracket", "GEARCO", true],
        ["N-2", "A", "Box, cable", "ACME", true],
        ["Z-1", "A", "Zahnrad Größe 3 gear", "GEARCO", true],
      ];

    const page = async (query: string) => {
      const { status, body } = await api.call<{ Items: { PartNumber: string; Revision: string }[]; Total: number }>(
        "GET",
        `/api/parts?${query}`,
      );
      expect(status, query).toBe(200);
      return { Total: body.Total, keys: body.Items.map((item) => `${item.PartNumber}/${item.Revision}`) };
    };

    /** The same filters as plain SQL over the whole table, in the Description order (docs/api.md). */
    const expected = async (filters: Record<string, string>, descending: boolean) => {
      const matches = (column: string, text: string) =>
        /[\p{L}\p{N}]{3}/u.test(text)
          ? sql`position(lower(${text}) in lower(${sql.ref(column)})) > 0`
          : sql`starts_with(lower(${sql.ref(column)}), lower(${text}))`;
      const conditions = [sql`true`];
      if (filters.description) conditions.push(matches("description", filters.description));
      if (filters.q)
        conditions.push(sql`(${matches("part_number", filters.q)} or ${matches("description", filters.q)})`);
      if (filters.active) conditions.push(sql`active = ${filters.active === "true"}`);
      if (filters.revision) conditions.push(sql`revision = ${filters.revision}`);
      if (filters.customerId) conditions.push(sql`customer_id = ${filters.customerId}`);
      if (filters.partNumber) conditions.push(sql`starts_with(lower(part_number), lower(${filters.partNumber}))`);
      const direction = sql.raw(descending ? "desc" : "asc");
      const { rows } = await sql<{ key: string }>`select part_number || '/' || revision as key from part
        where ${sql.join(conditions, sql` and `)}
        order by lower(description) collate "C" ${direction}, part_number ${direction}, revision ${direction}`.execute(
        api.test.database.db,
      );
      return rows.map((row) => row.key);
    };

    /** Every page of the list sorted by Description both ways, against the plain SQL. */
    const expectSameAsSql = async (filters: Record<string, string>, pageSize: number) => {
      for (const descending of [false, true]) {
        const all = await expected(filters, descending);
        const query = `${new URLSearchParams(filters).toString()}&sort=${descending ? "-" : ""}Description&pageSize=${pageSize}`;
        for (let n = 1; n <= Math.ceil(all.length / pageSize) + 1; n++) {
          expect(await page(`${query}&page=${n}`), `${query}&page=${n}`).toEqual({
            Total: all.length,
            keys: all.slice((n - 1) * pageSize, n * pageSize),
          });
        }
      }
    };

    beforeAll(async () => {
      const { db } = api.test.database;
      await fixtures(db).customer("GEARCO", "Gear Company");
      // One statement, as a bulk load writes them.
      await db
        .insertInto("part")
        .values(
          dataset.map(([part_number, revision, description, customer_id, active]) => ({
            part_number,
            revision,
            description,
            customer_id,
            active,
          })),
        )
        .execute();
    });

    it("pages a description search sorted by Description exactly as ORDER BY does, both ways, with each filter and q", async () => {
      const searches: Record<string, string>[] = [
        { description: "gear" },
        { description: "GEAR" },
        { description: "gear", active: "true" },
        { description: "gear", active: "false" },
        { description: "gear", revision: "B" },
        { description: "gear bl" },
        { description: "ear, 2" },
        { description: "größe" },
        { description: "zzzz" },
        { q: "gear" },
        { q: "gear", active: "true", revision: "A" },
        { q: "drive" },
        { q: "box", description: "gear" },
        { q: "sp", description: "gear" },
        { q: "gear", description: "spur" },
        // The customer and part-number filters take another path: the same answer.
        { description: "gear", customerId: "GEARCO" },
        { q: "gear", customerId: "ACME" },
        { description: "gear", partNumber: "g-1" },
      ];
      for (const filters of searches) {
        expect(
          (await expected(filters, false)).length > 0 || filters.description === "zzzz",
          JSON.stringify(filters),
        ).toBe(true);
        for (const pageSize of [2, 3]) await expectSameAsSql(filters, pageSize);
      }
      // The answer itself, for the record: ties by part number, then revision, across the key's cases.
      expect((await page("description=gear%20blank&sort=Description")).keys).toEqual([
        "G-099/A",
        "G-100/A",
        "G-100/B",
        "G-101/A",
      ]);
      expect((await page("description=gear%20blank&sort=-Description")).keys).toEqual([
        "G-101/A",
        "G-100/B",
        "G-100/A",
        "G-099/A",
      ]);
    });

    it("finds a new part, a new revision and a changed description by description at once", async () => {
      const created = await api.call("POST", "/api/parts", {
        PartNumber: "NEW-1",
        Revision: "A",
        Description: "Quokka mount plate",
        CustomerId: "GEARCO",
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(await page("description=quokka&sort=Description")).toEqual({ Total: 1, keys: ["NEW-1/A"] });
      expect(await page("q=okka%20mou&sort=-Description")).toEqual({ Total: 1, keys: ["NEW-1/A"] });

      const changed = await api.call("PUT", "/api/parts/NEW-1/A", { Version: 1, Description: "Wombat hinge" });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(await page("description=wombat&sort=Description")).toEqual({ Total: 1, keys: ["NEW-1/A"] });
      expect(await page("description=quokka&sort=Description")).toEqual({ Total: 0, keys: [] });

      const revised = await api.call("POST", "/api/parts/NEW-1/A/revisions", {
        Revision: "B",
        Description: "Wombat hinge, long",
      });
      expect(revised.status, JSON.stringify(revised.body)).toBe(201);
      expect(await page("description=wombat&sort=Description")).toEqual({ Total: 2, keys: ["NEW-1/A", "NEW-1/B"] });
      expect(await page("q=bat%20hinge&sort=-Description")).toEqual({ Total: 2, keys: ["NEW-1/B", "NEW-1/A"] });

      // Several rows changed by one statement, one of them back to a description seen before.
      await sql`update part set description = case revision when 'A' then 'Quokka mount plate' else 'Numbat latch' end
        where part_number = 'NEW-1'`.execute(api.test.database.db);
      expect(await page("description=quokka&sort=Description")).toEqual({ Total: 1, keys: ["NEW-1/A"] });
      expect(await page("description=numbat&sort=-Description")).toEqual({ Total: 1, keys: ["NEW-1/B"] });
      expect(await page("description=wombat&sort=Description")).toEqual({ Total: 0, keys: [] });
    });

    it("has the description key of every part", async () => {
      const { rows } = await sql<{ description: string }>`select description from part p
        where not exists (select 1 from part_description d where d.key = lower(p.description) collate "C")`.execute(
        api.test.database.db,
      );
      expect(rows).toEqual([]);
    });
  });
});
