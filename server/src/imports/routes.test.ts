import {
  MAX_IMPORT_MB,
  type ImportPreview,
  type ImportProgressLine,
  downloadLinkSchema,
  errorBodySchema,
  importPreviewSchema,
  importProgressLineSchema,
} from "@shopdesk/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, openTestApi, seg } from "../test/api.js";
import { testEngine } from "../test/database.js";

/** A CSV file as spreadsheets write one: fields quoted when they must be, CRLF between rows. */
function csv(rows: string[][], { delimiter = ",", eol = "\r\n" } = {}): string {
  const quote = (cell: string) =>
    /["\r\n]/.test(cell) || cell.includes(delimiter) ? `"${cell.replaceAll('"', '""')}"` : cell;
  return rows.map((row) => row.map(quote).join(delimiter)).join(eol) + eol;
}
/** Windows-1252 bytes of text that has only Latin-1 letters and the euro sign. */
function windows1252(text: string): Buffer {
  const special: Record<string, number> = { "€": 0x80, "“": 0x93, "”": 0x94, "–": 0x96 };
  return Buffer.from([...text].map((character) => special[character] ?? character.charCodeAt(0)));
}

type History = {
  Action: string;
  Subject: string;
  Name: string;
  Source: string | null;
  Changes: Record<string, { From: unknown; To: unknown }>;
}[];

describe(`/api/imports (${testEngine})`, () => {
  let api: TestApi;
  const db = () => api.test.database.db;

  const send = (path: string, file: Buffer | string, query: Record<string, string>) =>
    api.app.inject({
      method: "POST",
      url: `${path}?${new URLSearchParams(query).toString()}`,
      headers: { authorization: api.authorization, "content-type": "text/csv" },
      payload: typeof file === "string" ? Buffer.from(file, "utf8") : file,
    });

  async function preview(
    kind: string,
    file: Buffer | string,
    fileName = `${kind}.csv`,
    mapping?: object,
  ): Promise<ImportPreview> {
    const response = await send(`/api/imports/${kind}/preview`, file, {
      fileName,
      ...(mapping ? { mapping: JSON.stringify(mapping) } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return importPreviewSchema.parse(response.json());
  }

  /** The import's answer, line by line. */
  async function run(
    kind: string,
    file: Buffer | string,
    fingerprint: string,
    fileName = `${kind}.csv`,
    mapping?: object,
  ) {
    const response = await send(`/api/imports/${kind}`, file, {
      fileName,
      fingerprint,
      ...(mapping ? { mapping: JSON.stringify(mapping) } : {}),
    });
    if (response.statusCode !== 200)
      return {
        status: response.statusCode,
        error: errorBodySchema.parse(response.json()).error,
        lines: [] as ImportProgressLine[],
      };
    expect(response.headers["content-type"]).toMatch(/^application\/x-ndjson/);
    const lines = response.body
      .trim()
      .split("\n")
      .map((line) => importProgressLineSchema.parse(JSON.parse(line)));
    return { status: 200, error: undefined, lines };
  }

  async function importFile(kind: string, file: Buffer | string, fileName = `${kind}.csv`) {
    const previewed = await preview(kind, file, fileName);
    expect(previewed.Problems).toEqual([]);
    const answer = await run(kind, file, previewed.Fingerprint, fileName);
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const last = answer.lines.at(-1)!;
    if (!("Result" in last)) throw new Error(`import failed: ${JSON.stringify(last)}`);
    return { previewed, result: last.Result, lines: answer.lines };
  }

  const history = async (entity: string, key: string) =>
    (await api.call<History>("GET", `/api/history?entity=${entity}&key=${seg(key)}`)).body;
  const counts = async () =>
    (
      await sql<
        Record<string, string>
      >`select (select count(*) from customer) as customers, (select count(*) from supplier) as suppliers,
        (select count(*) from part) as parts, (select count(*) from part_price_break) as breaks, (select count(*) from purchase_order) as pos,
        (select count(*) from po_line) as lines, (select count(*) from change_history) as history`.execute(db())
    ).rows[0];

  beforeAll(async () => {
    api = await openTestApi();
  });
  afterAll(async () => api?.close());

  it("previews and imports customers from a UTF-8 file, with history naming the file", async () => {
    const file = csv([
      ["Customer id", "Name", "Billing city", "Payment terms", "Notes"],
      ["acme", "Acme Aerospace", "Wichita", "Net 30", "Dock 4\nRing the bell"],
      ["NWIND", "Northwind Tooling, Inc.", "Portland", "Net 45", ""],
    ]);
    const { previewed, result, lines } = await importFile("customers", file, "customers-2026.csv");
    expect(previewed).toMatchObject({
      File: { Encoding: "UTF-8", Delimiter: ",", Rows: 2 },
      Create: 2,
      Update: 0,
      Unchanged: 0,
      ProblemCount: 0,
    });
    expect(previewed.Mapping).toEqual({ CustomerId: 0, Name: 1, BillingCity: 2, PaymentTerms: 3, Notes: 4 });
    expect(lines[0]).toEqual({ Progress: { Done: 0, Total: 2 } });
    expect(result).toMatchObject({
      Created: 2,
      Updated: 0,
      Unchanged: 0,
      Records: [
        { Label: "Customer ACME", Path: "/customer/ACME" },
        { Label: "Customer NWIND", Path: "/customer/NWIND" },
      ],
    });
    const acme = await api.call("GET", "/api/customers/ACME");
    expect(acme.body).toMatchObject({
      Name: "Acme Aerospace",
      BillingCity: "Wichita",
      Notes: "Dock 4\nRing the bell",
      Version: 1,
      Active: true,
    });
    expect(await history("customer", "ACME")).toEqual([
      expect.objectContaining({ Action: "create", Subject: "dana", Name: "Dana Reyes", Source: "customers-2026.csv" }),
    ]);
  });

  it("reads Windows-1252 with semicolons, quoted line breaks, $1,234.50 and 3/7/2025 (parts with price breaks)", async () => {
    const file = windows1252(
      csv(
        [
          [
            "Part #",
            "Rev",
            "Description",
            "Customer",
            "Notes",
            "Setup charge",
            "Effective date",
            "Qty 1",
            "Price 1",
            "Qty 2",
            "Price 2",
            "Qty 3",
            "Price 3",
          ],
          [
            "CAFÉ-1",
            "a",
            "Bride “coudée”; acier",
            "ACME",
            "Ligne 1\r\nLigne 2; fin",
            "$1,234.50",
            "3/7/2025",
            "1",
            "$12.50",
            "1,000",
            "€9,75",
            "",
            "",
          ],
          ["CAFÉ-2", "B", 'Plaque – 6" x 4"', "NWIND", "", "0", "2025-07-01 0:00", "10", "4.1", "", "", "", ""],
        ],
        { delimiter: ";" },
      ),
    );
    const { previewed, result } = await importFile("parts", file, "parts-2026.csv");
    expect(previewed.File).toMatchObject({ Encoding: "Windows-1252", Delimiter: ";", Rows: 2 });
    expect(previewed.Mapping).toMatchObject({
      PartNumber: 0,
      Revision: 1,
      CustomerId: 3,
      "Pricing.LotCharge": 5,
      Break1Quantity: 7,
      Break3Price: 12,
    });
    expect(result).toMatchObject({
      Created: 2,
      Records: [
        { Label: "Part CAFÉ-1 revision A", Path: "/part?partNumber=CAF%C3%89-1&revision=A" },
        expect.anything(),
      ],
    });
    const part = await api.call("GET", `/api/parts/${seg("CAFÉ-1")}/A`);
    expect(part.body).toMatchObject({
      Description: "Bride “coudée”; acier",
      Notes: "Ligne 1\r\nLigne 2; fin",
      Pricing: {
        LotCharge: "1234.50",
        EffectiveDate: "2025-03-07",
        Breaks: [
          { MinQuantity: 1, UnitPrice: "12.5000" },
          { MinQuantity: 1000, UnitPrice: "9.7500" },
        ],
      },
      Version: 1,
    });
    expect((await api.call("GET", "/api/parts/CAF%C3%89-2/B")).body).toMatchObject({
      Description: 'Plaque – 6" x 4"',
      Pricing: { EffectiveDate: "2025-07-01", Breaks: [{ MinQuantity: 10, UnitPrice: "4.1000" }] },
    });
  });

  it("reads UTF-8 with a byte-order mark and tabs (suppliers, services as a list)", async () => {
    const file = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(
        csv(
          [
            ["Vendor name", "Services", "Approval", "Cert expires"],
            ["Précision Plating", "Anodize; Passivate", "Conditional", "12/31/2027"],
          ],
          { delimiter: "\t" },
        ),
      ),
    ]);
    const { previewed } = await importFile("suppliers", file);
    expect(previewed.File).toMatchObject({
      Encoding: "UTF-8",
      Delimiter: "\t",
      Headers: ["Vendor name", "Services", "Approval", "Cert expires"],
    });
    expect((await api.call("GET", `/api/suppliers/${seg("Précision Plating")}`)).body).toMatchObject({
      Services: ["Anodize", "Passivate"],
      ApprovalStatus: "Conditional",
      CertificateExpires: "2027-12-31",
    });
  });

  it("names every problem by row and column in the forms' words, and imports nothing while there is one", async () => {
    const before = await counts();
    const file = csv([
      ["Customer id", "Name", "Email", "Active"],
      ["OK-1", "Fine Co", "", "Yes"],
      ["bad id!", "", "not-an-email", "maybe"],
      ["OK-1", "Again Co", "", ""],
    ]);
    const previewed = await preview("customers", file);
    expect(previewed.Problems).toEqual([
      { Line: 3, Column: "Customer id", Message: "2 to 12 letters, digits or dashes, e.g. ACME." },
      { Line: 3, Column: "Name", Message: "Name is required." },
      { Line: 3, Column: "Email", Message: "Enter an email address like name@example.com." },
      { Line: 3, Column: "Active", Message: "Must be true or false." },
      { Line: 4, Column: null, Message: "Customer OK-1 is already on row 2." },
    ]);
    const answer = await run("customers", file, previewed.Fingerprint);
    expect(answer).toMatchObject({
      status: 400,
      error: { message: "The file has 5 problems; nothing was imported. Preview it, fix them and try again." },
    });
    expect(await counts()).toEqual(before);
  });

  it("one bad row among 50,000 imports nothing and names its row", async () => {
    const rows = Array.from({ length: 50_000 }, (_, index) => [
      `B${String(index).padStart(5, "0")}`,
      `Bulk customer ${index}`,
    ]);
    rows[31_415]![1] = "";
    const file = csv([["Customer id", "Name"], ...rows]);
    const before = await counts();
    const previewed = await preview("customers", file);
    expect(previewed).toMatchObject({
      Create: 49_999,
      ProblemCount: 1,
      Problems: [{ Line: 31_417, Column: "Name", Message: "Name is required." }],
    });
    expect((await run("customers", file, previewed.Fingerprint)).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("refuses unknown references: a part's customer, a PO line's part", async () => {
    const parts = await preview(
      "parts",
      csv([
        ["Part number", "Revision", "Description", "Customer id"],
        ["GHOST-1", "A", "Nobody's", "NOPE"],
      ]),
    );
    expect(parts.Problems).toEqual([{ Line: 2, Column: "Customer id", Message: "There is no customer NOPE." }]);
    const pos = await preview(
      "purchase-orders",
      csv([
        ["PO number", "Customer id", "Part number", "Revision", "Quantity", "Due date"],
        ["PO-X", "ACME", "NOPE-9", "A", "5", "2026-12-01"],
        ["PO-Y", "GHOST", "NOPE-9", "A", "5", "2026-12-01"],
      ]),
    );
    expect(pos.Problems).toEqual([
      { Line: 2, Column: "Part number", Message: "There is no part NOPE-9 revision A." },
      { Line: 3, Column: "Customer id", Message: "There is no customer GHOST." },
    ]);
  });

  it("updates like an edit: Version + 1, history from the file, columns not in the file kept", async () => {
    const file = csv([
      ["Customer id", "Payment terms"],
      ["ACME", "Net 60"],
      ["NWIND", "Net 45"],
    ]);
    const { previewed, result } = await importFile("customers", file, "terms.csv");
    expect(previewed).toMatchObject({ Create: 0, Update: 1, Unchanged: 1 });
    expect(result).toMatchObject({ Created: 0, Updated: 1, Unchanged: 1, Records: [{ Label: "Customer ACME" }] });
    expect((await api.call("GET", "/api/customers/ACME")).body).toMatchObject({
      PaymentTerms: "Net 60",
      Name: "Acme Aerospace",
      BillingCity: "Wichita",
      Version: 2,
    });
    expect((await api.call("GET", "/api/customers/NWIND")).body).toMatchObject({ Version: 1 });
    expect((await history("customer", "ACME"))[0]).toMatchObject({
      Action: "update",
      Source: "terms.csv",
      Changes: { PaymentTerms: { From: "Net 30", To: "Net 60" } },
    });
  });

  it("updates suppliers and parts like their screens: the name's case corrected, breaks repriced, one history row each", async () => {
    const supplierBefore = (await api.call<{ Version: number }>("GET", `/api/suppliers/${seg("Précision Plating")}`))
      .body;
    await importFile(
      "suppliers",
      csv([
        ["Supplier name", "Services"],
        ["PRÉCISION PLATING", "Anodize; Passivate; Chem film"],
      ]),
      "vendors.csv",
    );
    const supplier = await api.call("GET", `/api/suppliers/${seg("PRÉCISION PLATING")}`);
    expect(supplier.body).toMatchObject({
      SupplierName: "PRÉCISION PLATING",
      Services: ["Anodize", "Passivate", "Chem film"],
      Version: supplierBefore.Version + 1,
    });
    expect((await history("supplier", "PRÉCISION PLATING"))[0]).toMatchObject({
      Action: "update",
      Source: "vendors.csv",
      Changes: {
        SupplierName: { From: "Précision Plating", To: "PRÉCISION PLATING" },
        Services: { From: ["Anodize", "Passivate"], To: ["Anodize", "Passivate", "Chem film"] },
      },
    });

    // CAFÉ-1 has breaks 1 @ 12.50 and 1000 @ 9.75: one repriced, one gone, one new.
    await importFile(
      "parts",
      csv([
        ["Part number", "Revision", "Qty 1", "Price 1", "Qty 2", "Price 2"],
        ["CAFÉ-1", "A", "1", "13", "500", "10.2"],
      ]),
      "prices.csv",
    );
    const part = await api.call<{ Version: number; Pricing: object }>("GET", `/api/parts/${seg("CAFÉ-1")}/A`);
    expect(part.body).toMatchObject({
      Version: 2,
      Pricing: {
        LotCharge: "1234.50",
        Breaks: [
          { MinQuantity: 1, UnitPrice: "13.0000" },
          { MinQuantity: 500, UnitPrice: "10.2000" },
        ],
      },
    });
    expect((await history("part", "CAFÉ-1/A"))[0]).toMatchObject({
      Action: "update",
      Source: "prices.csv",
      Changes: { Breaks: { From: "1 @ 12.5000, 1000 @ 9.7500", To: "1 @ 13.0000, 500 @ 10.2000" } },
    });
  });

  it("reports a record changed by someone between preview and import (409) and overwrites nothing", async () => {
    const file = csv([
      ["Customer id", "Name"],
      ["ACME", "Acme From File"],
    ]);
    const previewed = await preview("customers", file);
    const acme = await api.call<{ Version: number }>("GET", "/api/customers/ACME");
    expect(
      (await api.call("PUT", "/api/customers/ACME", { Version: acme.body.Version, Name: "Acme By Hand" })).status,
    ).toBe(200);
    const answer = await run("customers", file, previewed.Fingerprint);
    expect(answer.status).toBe(409);
    expect(answer.error!.message).toBe(
      "Someone changed records of this file after your preview: Customer ACME (row 2). Nothing was imported; check the new preview and import again.",
    );
    expect(importPreviewSchema.parse(answer.error!.current)).toMatchObject({ Update: 1 });
    expect((await api.call("GET", "/api/customers/ACME")).body).toMatchObject({
      Name: "Acme By Hand",
      Version: acme.body.Version + 1,
    });
  });

  it("imports open POs with their lines (a blank price takes the part's break), and a second time leaves them unchanged", async () => {
    const file = csv([
      ["PO number", "Customer id", "PO date", "Part number", "Revision", "Quantity", "Unit price", "Due date"],
      ["4500123", "NWIND", "3/7/2025", "CAFÉ-2", "B", "25", "", "4/15/2025"],
      ["4500123", "", "", "CAFÉ-2", "B", "100", "$3.90", "2025-05-01"],
      ["4500124", "NWIND", "2025-03-09", "CAFÉ-2", "B", "10", "", "2025-06-01"],
    ]);
    const { result } = await importFile("purchase-orders", file, "open-orders.csv");
    expect(result).toMatchObject({
      Created: 2,
      Records: [
        { Label: "PO 4500123 of NWIND", Path: expect.stringMatching(/^\/po\/\d+$/) },
        { Label: "PO 4500124 of NWIND" },
      ],
    });
    const poKey = result.Records[0]!.Path.split("/")[2];
    const po = await api.call("GET", `/api/purchase-orders/${poKey}`);
    expect(po.body).toMatchObject({
      PONumber: "4500123",
      PODate: "2025-03-07",
      Status: "Open",
      Lines: [
        { LineNumber: 1, Quantity: 25, UnitPrice: "4.1000", DueDate: "2025-04-15" },
        { LineNumber: 2, Quantity: 100, UnitPrice: "3.9000", DueDate: "2025-05-01" },
      ],
    });
    expect((await history("purchase_order", poKey!)).map((entry) => entry.Source)).toEqual([
      "open-orders.csv",
      "open-orders.csv",
      "open-orders.csv",
    ]);
    expect(await preview("purchase-orders", file)).toMatchObject({
      Create: 0,
      Update: 0,
      Unchanged: 2,
      ProblemCount: 0,
    });
    const changed = file.replace("4500124,NWIND,2025-03-09,CAFÉ-2,B,10", "4500124,NWIND,2025-03-09,CAFÉ-2,B,11");
    expect((await preview("purchase-orders", changed)).Problems).toEqual([
      {
        Line: 4,
        Column: "PO number",
        Message: "PO 4500124 of NWIND already exists with other lines; change it on its screen.",
      },
    ]);
  });

  it("previews the file's first rows as they will be stored: keys and text trimmed, amounts and dates as stored, defaults filled in", async () => {
    const file = csv([
      ["Part #", "Rev", "Description", "Customer", "Setup charge", "Effective date", "Qty 1", "Price 1", "Active"],
      [" NEW-1 ", "a", "  Bracket, bent  ", "acme", "$1,234.5", "3/7/2025", "1,000", "$12.5", ""],
      ["CAFÉ-2", "B", 'Plaque – 6" x 4"', "NWIND", "", "", "", "", ""],
      ["NEW-2", "A", "Ghost part", "nope", "0", "", "", "", "No"],
    ]);
    const previewed = await preview("parts", file);
    // NEW-2's customer does not exist: it is a problem, not one more part to create.
    expect(previewed).toMatchObject({ Create: 1, Update: 1, Unchanged: 0, ProblemCount: 1 });
    expect(previewed.FirstRows).toEqual({
      Columns: [
        { Key: "PartNumber", Header: "Part number" },
        { Key: "Revision", Header: "Revision" },
        { Key: "Description", Header: "Description" },
        { Key: "CustomerId", Header: "Customer id" },
        { Key: "Active", Header: "Active" },
        { Key: "Pricing.LotCharge", Header: "Lot charge" },
        { Key: "Pricing.EffectiveDate", Header: "Price effective date" },
        { Key: "Break1Quantity", Header: "Break 1 quantity" },
        { Key: "Break1Price", Header: "Break 1 price" },
      ],
      Rows: [
        {
          Line: 2,
          Action: "create",
          Cells: ["NEW-1", "A", "Bracket, bent", "ACME", "Yes", "1234.50", "2025-03-07", "1000", "12.5000"],
        },
        // Blank cells: an amount or a quantity keeps what the part has, a date is cleared.
        {
          Line: 3,
          Action: "update",
          Cells: ["CAFÉ-2", "B", 'Plaque – 6" x 4"', "NWIND", "Yes", "0.00", "", "10", "4.1000"],
        },
        { Line: 4, Action: "problem", Cells: ["NEW-2", "A", "Ghost part", "nope", "No", "0", "", "", ""] },
      ],
    });
  });

  it("previews POs as they will be stored (a blank price from the part's breaks), and a PO with a problem is not counted to create", async () => {
    const file = csv([
      ["PO number", "Customer id", "PO date", "Part number", "Revision", "Quantity", "Unit price", "Due date"],
      ["7000001", "nwind", "3/9/2025", "CAFÉ-2", "B", "25", "", "4/15/2025"],
      ["7000002", "NWIND", "2025-03-09", "CAFÉ-2", "B", "10", "$3.9", "2025-05-01"],
      ["7000002", "", "", "NOPE-9", "A", "5", "", "2025-05-02"],
    ]);
    const previewed = await preview("purchase-orders", file);
    expect(previewed).toMatchObject({ Create: 1, Update: 0, Unchanged: 0, ProblemCount: 1 });
    expect(previewed.Problems).toEqual([
      { Line: 4, Column: "Part number", Message: "There is no part NOPE-9 revision A." },
    ]);
    expect(previewed.FirstRows.Columns.map((column) => column.Key)).toEqual([
      "PONumber",
      "CustomerId",
      "PODate",
      "Line.PartNumber",
      "Line.Revision",
      "Line.Quantity",
      "Line.UnitPrice",
      "Line.DueDate",
    ]);
    expect(previewed.FirstRows.Rows).toEqual([
      {
        Line: 2,
        Action: "create",
        Cells: ["7000001", "NWIND", "2025-03-09", "CAFÉ-2", "B", "25", "4.1000", "2025-04-15"],
      },
      {
        Line: 3,
        Action: "problem",
        Cells: ["7000002", "NWIND", "2025-03-09", "CAFÉ-2", "B", "10", "3.9", "2025-05-01"],
      },
      { Line: 4, Action: "problem", Cells: ["7000002", "NWIND", "", "NOPE-9", "A", "5", "", "2025-05-02"] },
    ]);
  });

  it("export → import leaves every record and its Version as it was", async () => {
    for (const kind of ["customers", "suppliers", "parts"]) {
      const link = downloadLinkSchema.parse((await api.call("POST", `/api/exports/${kind}.csv/link`)).body);
      expect(link.FileName).toMatch(new RegExp(`^${kind}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      const download = await api.app.inject({ method: "GET", url: link.Url });
      expect(download.headers["content-type"]).toBe("text/csv; charset=utf-8");
      const before = (
        await sql`select * from ${sql.table(kind === "parts" ? "part" : kind.replace(/s$/, ""))} order by 1`.execute(
          db(),
        )
      ).rows;
      const { previewed, result } = await importFile(kind, download.rawPayload, link.FileName);
      expect(previewed).toMatchObject({ Create: 0, Update: 0, Unchanged: before.length });
      expect(result).toMatchObject({ Created: 0, Updated: 0, Unchanged: before.length });
      expect(
        (
          await sql`select * from ${sql.table(kind === "parts" ? "part" : kind.replace(/s$/, ""))} order by 1`.execute(
            db(),
          )
        ).rows,
      ).toEqual(before);
    }
  });

  it("downloads a template per kind: the header row and two example rows that import", async () => {
    for (const kind of ["customers", "suppliers", "parts", "purchase-orders"]) {
      const link = downloadLinkSchema.parse((await api.call("POST", `/api/imports/${kind}/template.csv/link`)).body);
      expect(link.FileName).toBe(`${kind}-template.csv`);
      const body = (await api.app.inject({ method: "GET", url: link.Url })).body;
      expect(body.startsWith("\ufeff")).toBe(true);
      expect(body.trim().split("\r\n").length).toBeGreaterThanOrEqual(3);
    }
    const template = (
      await api.app.inject({
        method: "GET",
        url: "/api/imports/customers/template.csv",
        headers: { authorization: api.authorization },
      })
    ).rawPayload;
    expect(await preview("customers", template)).toMatchObject({ ProblemCount: 0, Create: 2 });
  });

  it("uses the mapping sent; a file without the key column, or a new record without a required field, says so", async () => {
    const file = csv([
      ["Code", "Company name"],
      ["MAPD", "Mapped Co"],
    ]);
    const unmapped = await preview("customers", file);
    expect(unmapped.Mapping).toEqual({ CustomerId: 0 });
    expect(unmapped.Problems).toEqual([{ Line: 2, Column: "Name", Message: "Name is required." }]);
    const noKey = await preview("customers", csv([["Company"], ["Keyless Co"]]));
    expect(noKey.Problems).toEqual([
      { Line: 1, Column: null, Message: "No column is mapped to Customer id, which every row needs." },
    ]);
    expect(await preview("customers", file, "c.csv", { CustomerId: 0, Name: 1 })).toMatchObject({
      Create: 1,
      ProblemCount: 0,
    });
  });

  it("refuses what is not a CSV file, and bad queries, with a clear 400 and no change", async () => {
    const before = await counts();
    const refusals: [Buffer | string, string][] = [
      // An empty file is a file, not a missing body: say so (it said "Send the CSV file as the request body.").
      ["", "The file is empty: it needs a header row and at least one row of data."],
      [" \r\n\r\n", "The file is empty: it needs a header row and at least one row of data."],
      [
        Buffer.from([0xff, 0xfe, 0x41, 0x00]),
        'This file is UTF-16 (Excel\'s "Unicode text"). Save it as "CSV UTF-8" or "CSV (comma delimited)" and try again.',
      ],
      [
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]),
        "This is not a CSV file: it holds binary data. Save the sheet as CSV and try again.",
      ],
      ["Customer id,Name\r\n", "The file has a header row but no rows of data."],
      ['Customer id,Name\r\n"ACME,Acme\r\n', "The file is not valid CSV"],
    ];
    for (const [file, message] of refusals) {
      const response = await send("/api/imports/customers/preview", file, { fileName: "x.csv" });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.message).toContain(message);
    }
    const tooLarge = await send("/api/imports/customers/preview", Buffer.alloc(MAX_IMPORT_MB * 1024 * 1024 + 1, 0x41), {
      fileName: "huge.csv",
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(errorBodySchema.parse(tooLarge.json()).error.message).toBe(
      "The file is larger than 50 MB, the most an import reads. Split it into smaller files.",
    );
    expect((await send("/api/imports/widgets/preview", "a\r\nb\r\n", { fileName: "x.csv" })).statusCode).toBe(400);
    expect(
      (await send("/api/imports/customers/preview", "a\r\nb\r\n", { fileName: "x.csv", mapping: "{not json" }))
        .statusCode,
    ).toBe(400);
    expect((await send("/api/imports/customers", "a\r\nb\r\n", { fileName: "x.csv" })).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });
});
