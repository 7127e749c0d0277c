import { z } from "zod/mini";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { fixtures } from "../test/fixtures.js";
import { customerPurchaseOrderSchema, customerSchema, customerSummarySchema } from "@shopdesk/contract";
import { partSummarySchema } from "@shopdesk/contract";

describe(`/api/customers (${testEngine})`, () => {
  let api: TestApi;
  const rowCount = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from customer`.execute(api.test.database.db)).rows[0]!.n);
  const historyCount = async () =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from change_history`.execute(api.test.database.db)).rows[0]!.n,
    );
  const snapshot = async () =>
    (await sql`select * from customer order by customer_id`.execute(api.test.database.db)).rows;

  beforeAll(async () => {
    api = await openTestApi();
    const make = fixtures(api.test.database.db);
    // 30 list customers: L01..L30, every third inactive, names in reverse order of ids.
    for (let n = 1; n <= 30; n++) {
      const id = `L${String(n).padStart(2, "0")}`;
      await make.customer(id, `Listco ${String.fromCharCode(90 - n)} ${id}`);
      if (n % 3 === 0)
        await sql`update customer set active = false where customer_id = ${id}`.execute(api.test.database.db);
    }
  });
  afterAll(async () => api?.close());

  it("needs a signed-in caller", async () => {
    const response = await api.app.inject({ url: "/api/customers" });
    expect(response.statusCode).toBe(401);
  });

  it("creates a customer (201) with defaults, and records who did it", async () => {
    const { status, body } = await api.call("POST", "/api/customers", {
      CustomerId: "acme",
      Name: "  Acme Aerospace Inc. ",
      Email: "buyer@acme.example.com",
      BillingCity: "Wichita",
    });
    expect(status).toBe(201);
    const customer = customerSchema.parse(body);
    expect(customer).toMatchObject({
      CustomerId: "ACME",
      Name: "Acme Aerospace Inc.",
      PaymentTerms: "Net 30",
      ShippingSameAsBilling: true,
      Active: true,
      Version: 1,
      Notes: "",
      BillingAddress1: null,
    });
    const history = await api.call<unknown[]>("GET", "/api/history?entity=customer&key=ACME");
    expect(history.body).toEqual([expect.objectContaining({ Action: "create", Subject: "dana", Name: "Dana Reyes" })]);
  });

  it("refuses bad input with a message per field and writes nothing", async () => {
    const before = await rowCount();
    const history = await historyCount();
    const { status, body } = await api.call("POST", "/api/customers", {
      CustomerId: "no spaces!",
      Name: "   ",
      Email: "not-an-email",
      PaymentTerms: "x".repeat(41),
      Active: "yes",
    });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "bad_request" });
    expect(Object.keys(body.error!.fields!).sort()).toEqual(["Active", "CustomerId", "Email", "Name", "PaymentTerms"]);
    expect(body.error!.fields!.Name).toBe("Name is required.");
    expect(await rowCount()).toBe(before);
    expect(await historyCount()).toBe(history);
  });

  it("answers 409 naming the field for a duplicate id", async () => {
    const { status, body } = await api.call("POST", "/api/customers", { CustomerId: "ACME", Name: "Another Acme" });
    expect(status).toBe(409);
    expect(body.error).toEqual({
      code: "conflict",
      message: "A customer with id ACME already exists.",
      fields: { CustomerId: "A customer with id ACME already exists." },
    });
  });

  it("gets one customer, case-insensitively by id, and 404s an unknown one", async () => {
    expect((await api.call("GET", "/api/customers/acme")).body).toMatchObject({ CustomerId: "ACME" });
    const missing = await api.call("GET", "/api/customers/NOPE");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: "not_found", message: "There is no customer NOPE." });
    expect((await api.call("PUT", "/api/customers/NOPE", { Version: 1, Name: "x" })).status).toBe(404);
  });

  it("updates with the Version read, keeping fields left out, and records From/To of what changed", async () => {
    const current = customerSchema.parse((await api.call("GET", "/api/customers/ACME")).body);
    const { status, body } = await api.call("PUT", "/api/customers/ACME", {
      Version: current.Version,
      PaymentTerms: "Net 45",
      ShippingSameAsBilling: false,
      ShippingCity: "Tulsa",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      PaymentTerms: "Net 45",
      ShippingCity: "Tulsa",
      Email: "buyer@acme.example.com",
      Version: current.Version + 1,
    });
    const history = await api.call<{ Action: string; Changes: object }[]>(
      "GET",
      "/api/history?entity=customer&key=ACME",
    );
    expect(history.body[0]).toMatchObject({
      Action: "update",
      Subject: "dana",
      Changes: {
        PaymentTerms: { From: "Net 30", To: "Net 45" },
        ShippingSameAsBilling: { From: true, To: false },
        ShippingCity: { From: null, To: "Tulsa" },
      },
    });
    expect(Object.keys(history.body[0]!.Changes).sort()).toEqual([
      "PaymentTerms",
      "ShippingCity",
      "ShippingSameAsBilling",
    ]);
  });

  it("refuses a stale Version with 409, the current record, and no write", async () => {
    const current = customerSchema.parse((await api.call("GET", "/api/customers/ACME")).body);
    const before = await snapshot();
    const history = await historyCount();
    const { status, body } = await api.call("PUT", "/api/customers/ACME", {
      Version: current.Version - 1,
      Name: "Stale Acme",
    });
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      code: "conflict",
      current: { CustomerId: "ACME", Name: current.Name, Version: current.Version },
    });
    expect(await snapshot()).toEqual(before);
    expect(await historyCount()).toBe(history);
  });

  it("lets exactly one of two concurrent saves from the same Version win", async () => {
    const current = customerSchema.parse((await api.call("GET", "/api/customers/ACME")).body);
    const answers = await Promise.all(
      ["Racer One", "Racer Two", "Racer Three"].map((ContactName) =>
        api.call("PUT", "/api/customers/ACME", { Version: current.Version, ContactName }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body;
    const now = customerSchema.parse((await api.call("GET", "/api/customers/ACME")).body);
    expect(now).toMatchObject({ ContactName: winner.ContactName, Version: current.Version + 1 });
  });

  it("deactivates (Active false) as a status change, never deletes", async () => {
    await api.call("POST", "/api/customers", { CustomerId: "GONE", Name: "Gone Ltd" });
    const { status, body } = await api.call("PUT", "/api/customers/GONE", { Version: 1, Active: false });
    expect(status).toBe(200);
    expect(body).toMatchObject({ Active: false, Name: "Gone Ltd", Version: 2 });
    const history = await api.call<{ Action: string }[]>("GET", "/api/history?entity=customer&key=GONE");
    expect(history.body.map((entry) => entry.Action)).toEqual(["status", "create"]);
  });

  describe("list", () => {
    const list = async (query: string) => {
      const { status, body } = await api.call<{
        Items: { CustomerId: string }[];
        Total: number;
        TotalIsExact: boolean;
        Page: number;
        PageSize: number;
      }>("GET", `/api/customers?${query}`);
      expect(status, JSON.stringify(body)).toBe(200);
      for (const item of body.Items) z.strictObject(customerSummarySchema.shape).parse(item);
      return { ...body, ids: body.Items.map((item) => item.CustomerId) };
    };

    it("filters by q on id and name, case-insensitively, with Total counted the same way", async () => {
      const page = await list("q=listco&pageSize=5&sort=CustomerId");
      expect(page).toMatchObject({ Total: 30, Page: 1, PageSize: 5, ids: ["L01", "L02", "L03", "L04", "L05"] });
      expect((await list("q=l1")).ids.sort()).toEqual([
        "L10",
        "L11",
        "L12",
        "L13",
        "L14",
        "L15",
        "L16",
        "L17",
        "L18",
        "L19",
      ]);
      expect((await list("q=LISTCO%20Y")).ids).toEqual(["L01"]);
    });

    it("filters by active", async () => {
      expect((await list("q=listco&active=false")).Total).toBe(10);
      expect((await list("q=listco&active=true")).Total).toBe(20);
      expect((await list("q=listco&active=all")).Total).toBe(30);
    });

    it("sorts by an allowed field either way and pages", async () => {
      const byName = await list("q=listco&sort=Name&pageSize=3");
      expect(byName.ids).toEqual(["L30", "L29", "L28"]);
      const byIdDesc = await list("q=listco&sort=-CustomerId&pageSize=3&page=2");
      expect(byIdDesc).toMatchObject({ Page: 2, ids: ["L27", "L26", "L25"], Total: 30 });
      expect((await list("q=listco&page=4&pageSize=10")).ids).toEqual([]);
    });

    it("counts up to 1,000 matches and says when there are more", async () => {
      expect(await list("q=listco")).toMatchObject({ Total: 30, TotalIsExact: true });
      await sql`insert into customer (customer_id, name) select 'BULK-' || i, 'Bulk Buyer ' || i
        from generate_series(1, 1005) i`.execute(api.test.database.db);
      expect(await list("q=bulk%20buyer&pageSize=100&page=11")).toMatchObject({
        Total: 1000,
        TotalIsExact: false,
        ids: expect.any(Array),
      });
      expect((await list("q=bulk%20buyer&pageSize=100&page=11")).ids).toHaveLength(5);
      // Past 1,000 matches a page is read along the sort order rather than sorted; the same rows either way.
      expect((await list("q=bulk%20buyer&sort=-Name&pageSize=3")).ids).toEqual(["BULK-999", "BULK-998", "BULK-997"]);
      expect((await list("q=bulk%20buyer&sort=CustomerId&pageSize=2&page=2")).ids).toEqual(["BULK-100", "BULK-1000"]);
      expect((await list("q=bu&sort=-Name&pageSize=2")).ids).toEqual(["BULK-999", "BULK-998"]);
      await sql`delete from customer where customer_id like 'BULK-%'`.execute(api.test.database.db);
    });

    it("refuses an unknown sort, a bad page and a bad filter with 400", async () => {
      for (const [query, field] of [
        ["sort=Password", "sort"],
        ["sort=-Nope", "sort"],
        ["page=0", "page"],
        ["pageSize=101", "pageSize"],
        ["active=maybe", "active"],
      ] as const) {
        const { status, body } = await api.call("GET", `/api/customers?${query}`);
        expect(status, query).toBe(400);
        expect(Object.keys(body.error!.fields!), query).toEqual([field]);
      }
    });
  });

  describe("the customer's parts and POs", () => {
    beforeAll(async () => {
      const make = fixtures(api.test.database.db);
      await make.customer("PARTSCO", "Parts Co");
      const older = await make.part("PARTSCO", "100-1", "A");
      const newer = await make.part("PARTSCO", "100-1", "B");
      await sql`update part set superseded_by = ${newer} where part_id = ${older}`.execute(api.test.database.db);
      await make.part("PARTSCO", "200-1", "A");
      const po1 = await make.po("PARTSCO", "PO-1", "2026-01-10");
      await make.line(po1, newer, 3); // 3 × 12.5000
      await make.line(po1, newer, 7); // 7 × 12.5000 → 125.00 in all
      await make.po("PARTSCO", "PO-2", "2026-02-10");
      await make.po("PARTSCO", "PO-3", "2026-01-20");
    });

    it("lists parts with current revisions first", async () => {
      const { status, body } = await api.call<{ Items: object[]; Total: number }>(
        "GET",
        "/api/customers/PARTSCO/parts",
      );
      expect(status).toBe(200);
      expect(body.Total).toBe(3);
      expect(body.Items.map((item) => partSummarySchema.parse(item))).toEqual([
        expect.objectContaining({ PartNumber: "100-1", Revision: "B", IsSuperseded: false, CustomerName: "Parts Co" }),
        expect.objectContaining({ PartNumber: "200-1", Revision: "A", IsSuperseded: false }),
        expect.objectContaining({ PartNumber: "100-1", Revision: "A", IsSuperseded: true }),
      ]);
    });

    it("lists recent POs newest first with their amounts as 2-decimal strings", async () => {
      const { status, body } = await api.call<unknown[]>("GET", "/api/customers/PARTSCO/purchase-orders?limit=2");
      expect(status).toBe(200);
      const pos = body.map((po) => customerPurchaseOrderSchema.parse(po));
      expect(pos.map(({ PONumber, PODate, Amount, Status }) => ({ PONumber, PODate, Amount, Status }))).toEqual([
        { PONumber: "PO-2", PODate: "2026-02-10", Amount: "0.00", Status: "Open" },
        { PONumber: "PO-3", PODate: "2026-01-20", Amount: "0.00", Status: "Open" },
      ]);
      const all = await api.call<{ PONumber: string; Amount: string }[]>(
        "GET",
        "/api/customers/PARTSCO/purchase-orders",
      );
      expect(all.body.find((po) => po.PONumber === "PO-1")?.Amount).toBe("125.00");
    });

    it("404s both for an unknown customer", async () => {
      expect((await api.call("GET", "/api/customers/NOPE/parts")).status).toBe(404);
      expect((await api.call("GET", "/api/customers/NOPE/purchase-orders")).status).toBe(404);
    });
  });
});
