import { parse } from "csv-parse/sync";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, monthOf } from "./dates.js";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { type ReportData, buildReportData, lateWorkOrderW1 } from "../test/reports-data.js";
import {
  lateWorkOrderSortFields,
  lateWorkOrdersSchema,
  openOrderSortFields,
  openOrdersSchema,
  partReportSchema,
  partReportSortFields,
  reportColumns,
  reportNames,
  salesSchema,
  salesSortFields,
  shipmentSortFields,
  shipmentsSchema,
} from "@shopdesk/contract";

type Row = Record<string, unknown>;
interface Page {
  Items: Row[];
  Total: number;
  Totals: Row;
  AsOf: string;
  [field: string]: unknown;
}

describe(`/api/reports (${testEngine})`, () => {
  let api: TestApi;
  let data: ReportData;
  const T = (days: number) => addDays(data.today, days);
  const get = async (url: string) => {
    const { status, body } = await api.call<Page>("GET", url);
    expect(status, `${url}: ${JSON.stringify(body)}`).toBe(200);
    return body;
  };
  const csv = (url: string) => api.app.inject({ method: "GET", url, headers: { authorization: api.authorization } });

  beforeAll(async () => {
    api = await openTestApi();
    data = await buildReportData(api.test.database.db);
  });
  afterAll(async () => api?.close());

  it("needs a signed-in caller, and knows only its five reports", async () => {
    expect((await api.app.inject({ url: "/api/reports/open-orders" })).statusCode).toBe(401);
    expect((await api.app.inject({ url: "/api/reports/open-orders.csv" })).statusCode).toBe(401);
    const unknown = await api.call("GET", "/api/reports/everything");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe("not_found");
    expect((await api.call("GET", "/api/reports/everything.csv")).status).toBe(404);
  });

  describe("open orders (backlog)", () => {
    it("lists the open lines of Open and Partially Shipped POs with totals worked out by hand", async () => {
      const page = openOrdersSchema.parse(await get("/api/reports/open-orders"));
      expect(page.Total).toBe(4);
      expect(page.Totals).toEqual({ OpenQuantity: 74, OpenAmount: "720.60", LateAmount: "125.00" });
      expect(page.AsOf).toBe(data.today);
      // Default sort: DueDate, then the line's key.
      expect(
        page.Items.map((row) => [
          row.PONumber,
          row.LineNumber,
          row.DueDate,
          row.OpenQuantity,
          row.OpenAmount,
          row.IsLate,
        ]),
      ).toEqual([
        ["4500000001", 1, T(-5), 10, "125.00", true],
        ["MUL000001", 1, T(3), 60, "592.59", false],
        ["4500000001", 2, T(10), 3, "1.00", false],
        ["4500000001", 3, T(30), 1, "2.01", false],
      ]);
      expect(page.Items[1]).toEqual({
        POKey: Number(data.poKeys.muller1),
        PONumber: "MUL000001",
        PODate: T(-40),
        POStatus: "Partially Shipped",
        CustomerId: "MULLER",
        CustomerName: "Müller Präzision GmbH",
        LineNumber: 1,
        PartNumber: "MU-1",
        Revision: "A",
        Description: 'Flansch "groß"\nzweite Zeile',
        DueDate: T(3),
        Quantity: 100,
        ShippedQuantity: 40,
        OpenQuantity: 60,
        UnitPrice: "9.8765",
        OpenAmount: "592.59",
        IsLate: false,
      });
    });

    it("filters by customer, due range and late, and totals only what the filter keeps", async () => {
      const acme = await get("/api/reports/open-orders?customerId=acme");
      expect(acme.Total).toBe(3);
      expect(acme.Totals).toEqual({ OpenQuantity: 14, OpenAmount: "128.01", LateAmount: "125.00" });
      const range = await get(`/api/reports/open-orders?dueFrom=${T(0)}&dueTo=${T(10)}`);
      expect(range.Items.map((row) => row.PONumber)).toEqual(["MUL000001", "4500000001"]);
      expect(range.Totals).toEqual({ OpenQuantity: 63, OpenAmount: "593.59", LateAmount: "0.00" });
      const late = await get("/api/reports/open-orders?late=true");
      expect(late.Total).toBe(1);
      expect(late.Totals).toEqual({ OpenQuantity: 10, OpenAmount: "125.00", LateAmount: "125.00" });
      const none = await get("/api/reports/open-orders?customerId=IDLE");
      expect(none).toMatchObject({
        Items: [],
        Total: 0,
        Totals: { OpenQuantity: 0, OpenAmount: "0.00", LateAmount: "0.00" },
      });
    });

    it("sorts on the server with the key as tie-breaker, and pages without overlap", async () => {
      const byAmount = await get("/api/reports/open-orders?sort=-OpenAmount");
      expect(byAmount.Items.map((row) => row.OpenAmount)).toEqual(["592.59", "125.00", "2.01", "1.00"]);
      const byCustomer = await get("/api/reports/open-orders?sort=CustomerId");
      expect(byCustomer.Items.map((row) => `${row.CustomerId}/${row.LineNumber}`)).toEqual([
        "ACME/1",
        "ACME/2",
        "ACME/3",
        "MULLER/1",
      ]);
      const byCustomerDesc = await get("/api/reports/open-orders?sort=-CustomerId");
      expect(byCustomerDesc.Items.map((row) => `${row.CustomerId}/${row.LineNumber}`)).toEqual([
        "MULLER/1",
        "ACME/3",
        "ACME/2",
        "ACME/1",
      ]);
      const pages = [];
      for (let page = 1; page <= 3; page++) {
        const answer = await get(`/api/reports/open-orders?sort=PONumber&pageSize=2&page=${page}`);
        expect(answer).toMatchObject({ Total: 4, Page: page, PageSize: 2, Totals: { OpenAmount: "720.60" } });
        pages.push(...answer.Items.map((row) => `${row.PONumber}/${row.LineNumber}`));
      }
      expect(pages).toEqual(["4500000001/1", "4500000001/2", "4500000001/3", "MUL000001/1"]);
    });
  });

  describe("late work orders", () => {
    it("lists unfinished WOs due before today, stock WOs included, with totals", async () => {
      const page = lateWorkOrdersSchema.parse(await get("/api/reports/late-work-orders"));
      expect(page.Items.map((row) => row.WONumber)).toEqual([data.woNumbers.W1, data.woNumbers.W2]);
      expect(page.Totals).toEqual({ Quantity: 30, QuantityComplete: 5 });
      expect(page.Items[0]).toEqual({
        ...lateWorkOrderW1(data),
        CustomerName: "Acme Aerospace, Inc.",
        QuantityComplete: 0,
        DaysLate: 5,
      });
      expect(page.Items[1]).toMatchObject({
        CustomerId: null,
        POKey: null,
        PONumber: null,
        LineNumber: null,
        CustomerName: null,
        DaysLate: 2,
        Status: "On Hold",
      });
    });

    it("with a due range lists the unfinished WOs due in it, late or not (the 'next 7 days' tile)", async () => {
      const week = await get(`/api/reports/late-work-orders?dueFrom=${T(0)}&dueTo=${T(6)}`);
      expect(week.Items.map((row) => [row.WONumber, row.IsLate, row.DaysLate])).toEqual([
        [data.woNumbers.W5, false, 0],
        [data.woNumbers.W3, false, 0],
        [data.woNumbers.W6, false, 0],
      ]);
      expect(week.Totals).toEqual({ Quantity: 64, QuantityComplete: 10 });
      const acme = await get(`/api/reports/late-work-orders?customerId=ACME&dueFrom=${T(-30)}`);
      expect(acme.Items.map((row) => row.WONumber)).toEqual([data.woNumbers.W1, data.woNumbers.W5, data.woNumbers.W6]);
      const held = await get(`/api/reports/late-work-orders?status=On%20Hold`);
      expect(held.Items.map((row) => row.WONumber)).toEqual([data.woNumbers.W2]);
      const byNumber = await get(`/api/reports/late-work-orders?dueFrom=${T(-30)}&sort=-WONumber&pageSize=2`);
      expect(byNumber.Items.map((row) => row.WONumber)).toEqual([data.woNumbers.W7, data.woNumbers.W6]);
      expect(byNumber.Total).toBe(6);
    });
  });

  describe("shipments", () => {
    it("defaults to the current month and echoes the range", async () => {
      const page = shipmentsSchema.parse(await get("/api/reports/shipments"));
      expect(page.From).toBe(`${monthOf(data.today)}-01`);
      expect(page.To >= data.today && page.To.startsWith(monthOf(data.today))).toBe(true);
      expect(page.Total).toBe(2);
      expect(page.Totals).toEqual({ Lines: 3, Quantity: 51, Amount: "1095.06" });
      expect(page.Items).toEqual([
        {
          ShipDate: data.today,
          POKey: Number(data.poKeys.muller1),
          PONumber: "MUL000001",
          PSlipNumber: 1,
          CustomerId: "MULLER",
          CustomerName: "Müller Präzision GmbH",
          Carrier: "DHL",
          TrackingNumber: "JD014600",
          LineCount: 2,
          Quantity: 45,
          Amount: "895.06",
        },
        expect.objectContaining({
          PONumber: "4500000006",
          Carrier: "UPS, Ground",
          TrackingNumber: '1Z"99"',
          LineCount: 1,
          Quantity: 6,
          Amount: "200.00",
        }),
      ]);
    });

    it("takes a date range and a customer; totals cover every filtered slip", async () => {
      const all = await get(`/api/reports/shipments?from=2000-01-01&to=${data.today}`);
      expect(all.Total).toBe(4);
      expect(all.Totals).toEqual({ Lines: 5, Quantity: 57, Amount: "3195.06" });
      expect(all.Items.map((row) => row.ShipDate)).toEqual([T(-100), data.previousMonthEnd, data.today, data.today]);
      const acme = await get(`/api/reports/shipments?from=2000-01-01&customerId=ACME&sort=-ShipDate`);
      expect(acme.Items.map((row) => row.Amount)).toEqual(["200.00", "2000.00"]);
      expect(acme.Totals).toEqual({ Lines: 2, Quantity: 8, Amount: "2200.00" });
      const byCustomer = await get(`/api/reports/shipments?from=2000-01-01&sort=-CustomerId`);
      expect(byCustomer.Items.map((row) => `${row.CustomerId} ${row.PONumber}`)).toEqual([
        "OBRIEN PO-77",
        "MULLER MUL000001",
        "ACME 4500000007",
        "ACME 4500000006",
      ]);
      const paged = await get(`/api/reports/shipments?from=2000-01-01&sort=PONumber&pageSize=3&page=2`);
      expect(paged.Items.map((row) => row.PONumber)).toEqual(["PO-77"]);
      expect(paged.Totals).toEqual(all.Totals);
    });
  });

  describe("sales by customer", () => {
    it("sums shipped Amount by customer and month over the last 12 months, with the chart's series", async () => {
      const page = salesSchema.parse(await get("/api/reports/sales-by-customer"));
      const thisMonth = monthOf(data.today);
      expect(page.To).toBe(thisMonth);
      expect(page.Months).toHaveLength(12);
      expect(page.Months[11]).toEqual({ Month: thisMonth, Amount: "1095.06" });
      expect(page.Months.find((month) => month.Month === monthOf(data.previousMonthEnd))?.Amount).toBe("100.00");
      expect(page.Months.find((month) => month.Month === monthOf(T(-100)))?.Amount).toBe("2000.00");
      expect(page.Months.filter((month) => month.Amount !== "0.00")).toHaveLength(3);
      expect(page.Totals).toEqual({ Customers: 3, SlipCount: 4, Quantity: 57, Amount: "3195.06" });
      expect(page.Items).toEqual([
        {
          CustomerId: "ACME",
          CustomerName: "Acme Aerospace, Inc.",
          Month: monthOf(T(-100)),
          SlipCount: 1,
          Quantity: 2,
          Amount: "2000.00",
        },
        {
          CustomerId: "ACME",
          CustomerName: "Acme Aerospace, Inc.",
          Month: thisMonth,
          SlipCount: 1,
          Quantity: 6,
          Amount: "200.00",
        },
        {
          CustomerId: "MULLER",
          CustomerName: "Müller Präzision GmbH",
          Month: thisMonth,
          SlipCount: 1,
          Quantity: 45,
          Amount: "895.06",
        },
        {
          CustomerId: "OBRIEN",
          CustomerName: 'O\'Brien "Machine" & Tool',
          Month: monthOf(data.previousMonthEnd),
          SlipCount: 1,
          Quantity: 4,
          Amount: "100.00",
        },
      ]);
      const byAmount = await get("/api/reports/sales-by-customer?sort=-Amount&pageSize=2");
      expect(byAmount.Items.map((row) => row.Amount)).toEqual(["2000.00", "895.06"]);
    });

    it("takes a month range and a customer", async () => {
      const thisMonth = monthOf(data.today);
      const muller = await get(`/api/reports/sales-by-customer?from=${thisMonth}&to=${thisMonth}&customerId=muller`);
      expect(muller).toMatchObject({
        From: thisMonth,
        To: thisMonth,
        Total: 1,
        Months: [{ Month: thisMonth, Amount: "895.06" }],
      });
      expect(muller.Totals).toEqual({ Customers: 1, SlipCount: 1, Quantity: 45, Amount: "895.06" });
      const long = await api.call("GET", "/api/reports/sales-by-customer?from=2000-01&to=2026-01");
      expect(long.status).toBe(400);
      expect(Object.keys(long.body.error!.fields!)).toEqual(["from"]);
    });
  });

  describe("part search", () => {
    it("filters like /parts and counts active and superseded parts among the matches", async () => {
      const page = partReportSchema.parse(await get("/api/reports/parts"));
      expect(page.Items.map((row) => `${row.PartNumber}/${row.Revision}`)).toEqual([
        "7731-204/A",
        "7731-204/B",
        "MU-1/A",
        "OB-1/A",
        "OB-9/C",
      ]);
      expect(page.Totals).toEqual({ Active: 4, Superseded: 1 });
      expect(page.Items[0]).toEqual({
        PartNumber: "7731-204",
        Revision: "A",
        Description: "Bracket, mounting",
        CustomerId: "ACME",
        CustomerName: "Acme Aerospace, Inc.",
        Material: "6061-T6",
        DrawingNumber: null,
        UnitOfMeasure: "EA",
        Active: true,
        IsSuperseded: true,
      });
      expect(
        (await get("/api/reports/parts?customerId=obrien&active=true")).Items.map((row) => row.PartNumber),
      ).toEqual(["OB-9"]);
      expect((await get("/api/reports/parts?q=brack&revision=b")).Items.map((row) => row.Revision)).toEqual(["B"]);
      expect((await get("/api/reports/parts?description=GROß")).Items.map((row) => row.PartNumber)).toEqual(["MU-1"]);
      expect(
        (await get("/api/reports/parts?partNumber=ob&sort=-PartNumber")).Items.map((row) => row.PartNumber),
      ).toEqual(["OB-9", "OB-1"]);
      expect(
        (await get("/api/reports/parts?sort=CustomerId&pageSize=1&page=5")).Items.map((row) => row.CustomerId),
      ).toEqual(["OBRIEN"]);
    });
  });

  it("sorts every report by each of its sort fields, both ways", async () => {
    const sorts: Record<(typeof reportNames)[number], [query: string, fields: readonly string[]]> = {
      parts: ["", partReportSortFields],
      "open-orders": ["", openOrderSortFields],
      "late-work-orders": ["dueFrom=2000-01-01", lateWorkOrderSortFields],
      shipments: ["from=2000-01-01", shipmentSortFields],
      "sales-by-customer": ["", salesSortFields],
    };
    const numeric = new Set(["OpenAmount", "Amount", "WONumber"]);
    /** As PostgreSQL orders them: nulls last ascending; names case-insensitively; money as numbers. */
    const compare = (field: string, a: unknown, b: unknown) => {
      if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
      if (numeric.has(field)) return Number(a) - Number(b);
      const [x, y] =
        field === "Description" ? [String(a).toLowerCase(), String(b).toLowerCase()] : [String(a), String(b)];
      return x < y ? -1 : x > y ? 1 : 0;
    };
    for (const [name, [filters, fields]] of Object.entries(sorts)) {
      for (const field of fields) {
        for (const direction of ["", "-"]) {
          const page = await get(`/api/reports/${name}?${filters}&sort=${direction}${field}&pageSize=500`);
          expect(page.Items.length, `${name} ${direction}${field}`).toBeGreaterThan(1);
          const values = page.Items.map((row) => row[field]);
          const sorted = [...values].sort((a, b) => (direction ? -1 : 1) * compare(field, a, b));
          expect(values, `${name} ${direction}${field}`).toEqual(sorted);
        }
      }
    }
  });

  it("refuses bad filters with 400 naming each field, as JSON for the CSV too", async () => {
    const cases: [string, string[]][] = [
      ["open-orders?dueFrom=2026-02-30", ["dueFrom"]],
      ["open-orders?dueFrom=2026-03-02&dueTo=2026-03-01", ["dueTo"]],
      ["open-orders?sort=Description", ["sort"]],
      ["open-orders?late=maybe", ["late"]],
      ["late-work-orders?status=Complete", ["status"]],
      ["late-work-orders?sort=CustomerId", ["sort"]],
      ["late-work-orders?dueTo=tomorrow", ["dueTo"]],
      ["shipments?from=03/01/2026&pageSize=501", ["from", "pageSize"]],
      ["shipments?page=0", ["page"]],
      ["sales-by-customer?from=2026-13", ["from"]],
      ["sales-by-customer?from=2026-06&to=2026-05", ["to"]],
      ["parts?active=yes&sort=-Material", ["active", "sort"]],
    ];
    for (const [query, fields] of cases) {
      const [name, search] = query.split("?");
      for (const url of [`/api/reports/${name}?${search}`, `/api/reports/${name}.csv?${search}`]) {
        const { status, body } = await api.call("GET", url);
        expect(status, url).toBe(400);
        expect(Object.keys(body.error!.fields!).sort(), url).toEqual(fields);
      }
    }
  });

  describe("CSV export", () => {
    /** A JSON row as its CSV record: strings as they are, null empty, numbers and booleans as text. */
    const asCsv = (row: Row) =>
      Object.fromEntries(Object.entries(row).map(([field, value]) => [field, value === null ? "" : String(value)]));
    const queries: Record<(typeof reportNames)[number], string> = {
      parts: "sort=-Description",
      "open-orders": "sort=CustomerId",
      "late-work-orders": `dueFrom=2000-01-01&sort=-PartNumber`,
      shipments: `from=2000-01-01&to=2100-12-31&sort=-ShipDate`,
      "sales-by-customer": "sort=Month",
    };

    it("round-trips: parsing the export gives exactly the JSON rows of the same filters, in order", async () => {
      for (const name of reportNames) {
        const json = await get(`/api/reports/${name}?${queries[name]}&pageSize=500`);
        const response = await csv(`/api/reports/${name}.csv?${queries[name]}&page=2&pageSize=1`);
        expect(response.statusCode, name).toBe(200);
        expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
        expect(response.headers["content-disposition"]).toBe(`attachment; filename="${name}-${data.today}.csv"`);
        expect(response.headers["cache-control"]).toBe("no-store");
        const records = parse(response.rawPayload.toString("utf8"), { bom: true, columns: true }) as Row[];
        expect(json.Items.length, name).toBeGreaterThan(1);
        expect(records, name).toEqual(json.Items.map(asCsv));
        expect(response.body.slice(1, response.body.indexOf("\r\n")).split(","), name).toEqual([
          ...reportColumns[name],
        ]);
      }
    });

    it("is UTF-8 with a BOM, CRLF records, RFC 4180 quoting, plain decimals and ISO dates", async () => {
      const response = await csv("/api/reports/open-orders.csv?customerId=MULLER");
      const bytes = response.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString("utf8").slice(1);
      expect(text).toBe(
        "POKey,PONumber,PODate,POStatus,CustomerId,CustomerName,LineNumber,PartNumber,Revision,Description,DueDate,Quantity,ShippedQuantity,OpenQuantity,UnitPrice,OpenAmount,IsLate\r\n" +
          `${data.poKeys.muller1},MUL000001,${T(-40)},Partially Shipped,MULLER,Müller Präzision GmbH,1,MU-1,A,"Flansch ""groß""\nzweite Zeile",${T(3)},100,40,60,9.8765,592.59,false\r\n`,
      );
      const shipments = (await csv(`/api/reports/shipments.csv?from=2000-01-01&sort=PONumber`)).body;
      expect(shipments).toContain(`,4500000006,1,ACME,"Acme Aerospace, Inc.","UPS, Ground","1Z""99""",1,6,200.00\r\n`);
      expect(shipments).toContain(`,PO-77,1,OBRIEN,"O'Brien ""Machine"" & Tool","FedEx\nFreight",,1,4,100.00\r\n`);
    });

    it("exports an empty report as its header row", async () => {
      const response = await csv("/api/reports/open-orders.csv?customerId=IDLE");
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(`\ufeff${reportColumns["open-orders"].join(",")}\r\n`);
    });

    it("streams more rows than one cursor batch, all of them, in order, and frees the cursor", async () => {
      const { db } = api.test.database;
      await db.insertInto("customer").values({ customer_id: "BULK", name: "Bulk, Inc." }).execute();
      await sql`insert into part (part_number, revision, description, customer_id)
        select 'BULK-' || lpad(i::text, 4, '0'), 'A', 'Bulk part ' || i || ', "' || i || '"', 'BULK'
        from generate_series(1, 1234) i`.execute(db);
      const json: Row[] = [];
      for (let page = 1; page <= 3; page++) {
        json.push(
          ...(await get(`/api/reports/parts?customerId=BULK&sort=-PartNumber&pageSize=500&page=${page}`)).Items,
        );
      }
      const response = await csv("/api/reports/parts.csv?customerId=BULK&sort=-PartNumber");
      const records = parse(response.rawPayload, { bom: true, columns: true }) as Row[];
      expect(records).toHaveLength(1234);
      expect(records).toEqual(json.map(asCsv));
      expect(records[0]!.PartNumber).toBe("BULK-1234");
      if (testEngine === "pglite") {
        expect((await sql`select name from pg_cursors`.execute(db)).rows).toEqual([]);
      }
    });
  });
});
