import { z } from "zod/mini";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { line, makePurchaseOrder, orderCatalog } from "../test/orders.js";
import { historyEntrySchema } from "@shopdesk/contract";
import { purchaseOrderSchema, purchaseOrderSummarySchema } from "@shopdesk/contract";

type Po = ReturnType<typeof purchaseOrderSchema.parse>;

describe(`/api/purchase-orders (${testEngine})`, () => {
  let api: TestApi;
  const counts = async () => {
    const { rows } = await sql<{ pos: string; lines: string; history: string }>`select
      (select count(*) from purchase_order) as pos, (select count(*) from po_line) as lines,
      (select count(*) from change_history) as history`.execute(api.test.database.db);
    return rows[0];
  };

  beforeAll(async () => {
    api = await openTestApi();
    await orderCatalog(api);
  });
  afterAll(async () => api?.close());

  it("needs a signed-in caller", async () => {
    expect((await api.app.inject({ url: "/api/purchase-orders" })).statusCode).toBe(401);
  });

  it("creates a PO with lines: ship-to and terms from the customer, prices from the breaks, exact amounts", async () => {
    const { status, body } = await api.call("POST", "/api/purchase-orders", {
      CustomerId: "acme",
      PONumber: " 4500012345 ",
      PODate: "2026-03-02",
      Lines: [line(5), line(10, { DueDate: "2099-04-15" }), line(150), line(7, { UnitPrice: "1.0049" })],
    });
    expect(status, JSON.stringify(body)).toBe(201);
    const po = z.strictObject(purchaseOrderSchema.shape).parse(body);
    expect(po).toMatchObject({
      CustomerId: "ACME",
      CustomerName: "Acme Aerospace Inc.",
      PONumber: "4500012345",
      PODate: "2026-03-02",
      ShipToName: "Acme Aerospace Inc.",
      ShipToAddress1: "200 Dock Road",
      ShipToCity: "Wichita",
      ShipToRegion: "KS",
      ShipToPostalCode: "67201",
      Terms: "Net 45",
      Notes: "",
      Status: "Open",
      IsLate: false,
      PackingSlips: [],
      Version: 1,
    });
    // 62.50 + 110.00 + 1481.475→1481.48 + 7.0343→7.03
    expect(po.Lines.map((l) => [l.LineNumber, l.UnitPrice, l.Amount, l.OpenQuantity])).toEqual([
      [1, "12.5000", "62.50", 5],
      [2, "11.0000", "110.00", 10],
      [3, "9.8765", "1481.48", 150],
      [4, "1.0049", "7.03", 7],
    ]);
    expect(po.Amount).toBe("1661.01");
    expect(po.Lines[0]).toMatchObject({
      PartNumber: "7731-204",
      Revision: "B",
      Description: "Bracket, Mounting",
      UnitOfMeasure: "EA",
      ShippedQuantity: 0,
      WorkOrders: [],
      Version: 1,
    });
    expect((await api.call("GET", `/api/purchase-orders/${po.POKey}`)).body).toEqual(JSON.parse(JSON.stringify(body)));
  });

  it("ships to the billing address when the customer's shipping is the same, and keeps what the caller sent", async () => {
    const bolt = await api.call<Po>("POST", "/api/purchase-orders", {
      CustomerId: "BOLT",
      PONumber: "PO-1",
      PODate: "2026-03-02",
    });
    expect(bolt.body).toMatchObject({
      ShipToName: "Bolt Aero",
      ShipToAddress1: "9 Bolt St",
      ShipToCity: "Tulsa",
      Terms: "Net 30",
      Lines: [],
      Amount: "0.00",
    });
    const given = await api.call<Po>("POST", "/api/purchase-orders", {
      CustomerId: "BOLT",
      PONumber: "PO-2",
      ShipToName: "Receiving",
      ShipToAddress1: "",
      Terms: "COD",
    });
    expect(given.status).toBe(201);
    expect(given.body).toMatchObject({
      ShipToName: "Receiving",
      ShipToAddress1: null,
      ShipToCity: "Tulsa",
      Terms: "COD",
    });
    const { rows } = await sql<{ today: string }>`select current_date::text as today`.execute(api.test.database.db);
    expect(given.body.PODate).toBe(rows[0]!.today);
  });

  it("keeps totals exact to the cent: each line rounded, the PO the sum of its lines", async () => {
    const third = { PartNumber: "THIRD", Revision: "A", DueDate: "2099-05-01" };
    const one = await makePurchaseOrder(api, "CENTS-1", [{ ...third, Quantity: 3 }]);
    expect(one.Amount).toBe("1.00");
    const many = Array.from({ length: 60 }, (_, n) => ({ ...third, Quantity: n + 1 }));
    const po = await makePurchaseOrder(api, "CENTS-60", many);
    // Each line is round(q × 0.3333, 2); the sum in integer cents, as the books would add it.
    const cents = many.reduce((sum, { Quantity }) => sum + Math.round((Quantity * 3333) / 100), 0);
    expect(po.Amount).toBe(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`);
    expect(po.Amount).not.toBe((many.reduce((sum, { Quantity }) => sum + Quantity, 0) * 0.3333).toFixed(2));
    const list = await api.call<{ Items: { PONumber: string; Amount: string }[] }>(
      "GET",
      "/api/purchase-orders?q=CENTS&sort=PONumber",
    );
    expect(list.body.Items.map((item) => [item.PONumber, item.Amount])).toEqual([
      ["CENTS-1", "1.00"],
      ["CENTS-60", po.Amount],
    ]);
  });

  it("refuses bad input with a message per field, and writes nothing", async () => {
    const before = await counts();
    const bad = await api.call("POST", "/api/purchase-orders", {
      CustomerId: "no spaces",
      PONumber: "  ",
      PODate: "2026-02-30",
      Lines: [line(0), line(1, { UnitPrice: "1.23456", DueDate: "soon" }), { PartNumber: "X" }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error!.fields!).sort()).toEqual([
      "CustomerId",
      "Lines.0.Quantity",
      "Lines.1.DueDate",
      "Lines.1.UnitPrice",
      "Lines.2.DueDate",
      "Lines.2.Quantity",
      "Lines.2.Revision",
      "PODate",
      "PONumber",
    ]);
    expect(bad.body.error!.fields!["Lines.1.UnitPrice"]).toBe("At most 4 decimals.");

    const parts = await api.call("POST", "/api/purchase-orders", {
      CustomerId: "ACME",
      PONumber: "BAD-PARTS",
      Lines: [
        line(1, { PartNumber: "NOPE" }),
        line(1, { Revision: "A" }),
        line(1, { PartNumber: "OLD-1", Revision: "A" }),
        line(1, { PartNumber: "BOLT-9", Revision: "A" }),
        line(5, { PartNumber: "NOPRICE", Revision: "A" }),
        line(50, { PartNumber: "NOPRICE", Revision: "A" }),
      ],
    });
    expect(parts.status).toBe(400);
    expect(parts.body.error!.fields).toEqual({
      "Lines.0.PartNumber": "There is no part NOPE revision B.",
      "Lines.1.PartNumber": "Part 7731-204 revision A is superseded by revision B; order the current revision.",
      "Lines.2.PartNumber": "Part OLD-1 revision A is inactive.",
      "Lines.3.PartNumber": "Part BOLT-9 revision A belongs to customer BOLT, not ACME.",
      "Lines.4.UnitPrice": "Part NOPRICE revision A has no price break for 5; enter a unit price.",
    });
    for (const CustomerId of ["NOBODY", "GONE"]) {
      const answer = await api.call("POST", "/api/purchase-orders", { CustomerId, PONumber: "X-1" });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.error!.fields!)).toEqual(["CustomerId"]);
    }
    expect(await counts()).toEqual(before);
  });

  it("answers 409 on a PO number the customer already has (another customer may use it)", async () => {
    const again = await api.call("POST", "/api/purchase-orders", { CustomerId: "ACME", PONumber: "4500012345" });
    expect(again.status).toBe(409);
    expect(again.body.error?.fields).toEqual({ PONumber: "Customer ACME already has a PO numbered 4500012345." });
    expect(
      (await api.call("POST", "/api/purchase-orders", { CustomerId: "BOLT", PONumber: "4500012345" })).status,
    ).toBe(201);
  });

  it("answers 404 for a POKey that is not digits or names no PO", async () => {
    for (const key of ["abc", "0", "99999999", "1.5", "12345678901234567890"]) {
      const answer = await api.call("GET", `/api/purchase-orders/${key}`);
      expect(answer.status, key).toBe(404);
      expect(answer.body.error?.code).toBe("not_found");
    }
  });

  it("changes the header under its Version, refuses a stale one with the PO as it is now, and keeps the customer", async () => {
    const po = await makePurchaseOrder(api, "HDR-1", [line(2)]);
    const url = `/api/purchase-orders/${po.POKey}`;
    const saved = await api.call<Po>("PUT", url, {
      Version: 1,
      Notes: "Ship complete only.",
      ShipToCity: "Derby",
      CustomerName: "ignored",
      Status: "Closed",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      Version: 2,
      Notes: "Ship complete only.",
      ShipToCity: "Derby",
      ShipToAddress1: "200 Dock Road",
      Status: "Open",
    });

    const before = await counts();
    const stale = await api.call("PUT", url, { Version: 1, Notes: "mine" });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.current).toMatchObject({
      Version: 2,
      Notes: "Ship complete only.",
      Lines: [expect.objectContaining({ LineNumber: 1 })],
    });
    const moved = await api.call("PUT", url, { Version: 2, CustomerId: "BOLT" });
    expect(moved.status).toBe(400);
    expect(Object.keys(moved.body.error!.fields!)).toEqual(["CustomerId"]);
    expect((await api.call("PUT", url, { Version: 2, CustomerId: "acme", PONumber: "4500012345" })).status).toBe(409);
    expect(await counts()).toEqual(before);

    const history = await api.call<unknown[]>("GET", `/api/history?entity=purchase_order&key=${po.POKey}`);
    const rows = history.body.map((row) => z.strictObject(historyEntrySchema.shape).parse(row));
    expect(rows[0]).toMatchObject({ Entity: "purchase_order", Label: "PO", Action: "update", Subject: "dana" });
    expect(rows[0]!.Changes).toEqual({
      Notes: { From: "", To: "Ship complete only." },
      ShipToCity: { From: "Wichita", To: "Derby" },
    });
  });

  it("adds, changes and removes lines: Versions, re-pricing, line numbers never reused, history per line", async () => {
    const po = await makePurchaseOrder(api, "LINES-1", [line(5), line(10)]);
    const url = `/api/purchase-orders/${po.POKey}`;
    const added = await api.call<Po>("POST", `${url}/lines`, { ...line(100), Version: 1 });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.Version).toBe(2);
    expect(added.body.Lines.map((l) => [l.LineNumber, l.UnitPrice])).toEqual([
      [1, "12.5000"],
      [2, "11.0000"],
      [3, "9.8765"],
    ]);
    expect((await api.call("POST", `${url}/lines`, { ...line(1), Version: 1 })).status).toBe(409);

    const changed = await api.call<Po>("PUT", `${url}/lines/1`, { Version: 1, Quantity: 20, DueDate: "2099-06-01" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.Lines[0]).toMatchObject({
      Quantity: 20,
      UnitPrice: "12.5000",
      Amount: "250.00",
      DueDate: "2099-06-01",
      Version: 2,
    });
    expect(changed.body.Version).toBe(2);
    const repriced = await api.call<Po>("PUT", `${url}/lines/1`, { Version: 2, UnitPrice: null });
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
    expect(repriced.body.Lines[0]).toMatchObject({ UnitPrice: "11.0000", Amount: "220.00", Version: 3 });
    const stale = await api.call("PUT", `${url}/lines/1`, { Version: 2, Quantity: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.current).toMatchObject({ LineNumber: 1, Quantity: 20, Version: 3 });
    const badPart = await api.call("PUT", `${url}/lines/2`, { Version: 1, PartNumber: "BOLT-9", Revision: "A" });
    expect(badPart.status).toBe(400);
    expect(Object.keys(badPart.body.error!.fields!)).toEqual(["PartNumber"]);

    const removed = await api.call<Po>("DELETE", `${url}/lines/3?version=1`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.Lines.map((l) => l.LineNumber)).toEqual([1, 2]);
    expect(removed.body.Version).toBe(3);
    const next = await api.call<Po>("POST", `${url}/lines`, { ...line(1), Version: 3 });
    expect(next.body.Lines.map((l) => l.LineNumber)).toEqual([1, 2, 4]);
    expect((await api.call("DELETE", `${url}/lines/3?version=1`)).status).toBe(404);
    expect((await api.call("DELETE", `${url}/lines/x?version=1`)).status).toBe(404);
    expect((await api.call("DELETE", `${url}/lines/2`)).status).toBe(400);

    const history = await api.call<{ Label: string; Action: string; Changes: object }[]>(
      "GET",
      `/api/history?entity=purchase_order&key=${po.POKey}`,
    );
    expect(history.body.map((row) => `${row.Label} ${row.Action}`)).toEqual([
      "Line 4 create",
      "Line 3 delete",
      "Line 1 update",
      "Line 1 update",
      "Line 3 create",
      "Line 2 create",
      "Line 1 create",
      "PO create",
    ]);
    expect(history.body[1]!.Changes).toMatchObject({
      Quantity: { From: 100, To: null },
      UnitPrice: { From: "9.8765", To: null },
    });
    expect(history.body[3]!.Changes).toEqual({
      Quantity: { From: 5, To: 20 },
      DueDate: { From: "2099-04-01", To: "2099-06-01" },
    });
  });

  it("keeps a line with a WO: its part cannot change and it cannot be removed", async () => {
    const po = await makePurchaseOrder(api, "LINES-WO", [line(5)]);
    const url = `/api/purchase-orders/${po.POKey}`;
    expect((await api.call("POST", `${url}/lines/1/work-orders`, {})).status).toBe(201);
    const part = await api.call("PUT", `${url}/lines/1`, { Version: 1, PartNumber: "THIRD", Revision: "A" });
    expect(part.status).toBe(409);
    expect(part.body.error?.fields).toHaveProperty("PartNumber");
    expect((await api.call("DELETE", `${url}/lines/1?version=1`)).status).toBe(409);
    expect((await api.call("PUT", `${url}/lines/1`, { Version: 1, Quantity: 6 })).status).toBe(200);
  });

  it("lists POs with filters, sorts and pages; NextDueDate and IsLate per PO", async () => {
    type Page = {
      Items: ReturnType<typeof purchaseOrderSummarySchema.parse>[];
      Total: number;
      TotalIsExact: boolean;
      Page: number;
      PageSize: number;
    };
    const list = async (query: string) => {
      const answer = await api.call<Page>("GET", `/api/purchase-orders?${query}`);
      expect(answer.status, `${query}: ${JSON.stringify(answer.body)}`).toBe(200);
      answer.body.Items.forEach((item) => z.strictObject(purchaseOrderSummarySchema.shape).parse(item));
      return answer.body;
    };
    const numbers = async (query: string) => (await list(query)).Items.map((item) => item.PONumber);
    await makePurchaseOrder(api, "RANGE-2", [line(1, { DueDate: "2099-02-01" }), line(1, { DueDate: "2099-01-15" })], {
      PODate: "2025-01-20",
    });
    await makePurchaseOrder(api, "RANGE-1", [line(1)], { PODate: "2025-01-10" });
    await makePurchaseOrder(api, "RANGE-3", [line(1)], { PODate: "2025-02-01" });
    const late = await makePurchaseOrder(api, "LATE-1", [line(2, { DueDate: "2020-01-01" }), line(1)], {
      PODate: "2019-12-01",
    });
    const closedLate = await makePurchaseOrder(api, "LATE-CLOSED", [line(2, { DueDate: "2020-01-01" })], {
      PODate: "2019-12-02",
    });
    await api.call("POST", `/api/purchase-orders/${closedLate.POKey}/status`, { Status: "Closed", Version: 1 });
    const shippedLate = await makePurchaseOrder(api, "LATE-SHIPPED", [line(2, { DueDate: "2020-01-01" }), line(1)], {
      PODate: "2019-12-03",
    });
    await api.call("POST", `/api/purchase-orders/${shippedLate.POKey}/packing-slips`, {
      Lines: [{ LineNumber: 1, Quantity: 2 }],
    });

    const first = await list("");
    expect(first).toMatchObject({ Page: 1, PageSize: 25, TotalIsExact: true });
    const dates = first.Items.map((item) => `${item.PODate}/${String(item.POKey).padStart(6, "0")}`);
    expect(dates).toEqual([...dates].sort().reverse());

    expect(await numbers("from=2025-01-10&to=2025-01-20&sort=PODate")).toEqual(["RANGE-1", "RANGE-2"]);
    const range = (await list("q=range&sort=-PONumber")).Items;
    expect(range.map((item) => item.PONumber)).toEqual(["RANGE-3", "RANGE-2", "RANGE-1"]);
    expect(range[1]).toMatchObject({
      CustomerId: "ACME",
      CustomerName: "Acme Aerospace Inc.",
      NextDueDate: "2099-01-15",
      Amount: "25.00",
      IsLate: false,
      Status: "Open",
    });
    expect(await numbers("q=ra&sort=PONumber")).toEqual(["RANGE-1", "RANGE-2", "RANGE-3"]);
    expect(await numbers("q=ng")).toEqual([]); // under 3 letters or digits: "starts with" only
    expect(await numbers("q=ANGE-&sort=PONumber")).toEqual(["RANGE-1", "RANGE-2", "RANGE-3"]);
    expect(await numbers("late=true")).toEqual(["LATE-1"]);
    expect((await list("late=true")).Items[0]).toMatchObject({
      POKey: late.POKey,
      IsLate: true,
      NextDueDate: "2020-01-01",
    });
    expect(await numbers("late=true&status=Closed")).toEqual([]);
    expect(await numbers("status=Partially Shipped")).toEqual(["LATE-SHIPPED"]);
    expect(await numbers("customerId=bolt&sort=PONumber")).toEqual(["4500012345", "PO-1", "PO-2"]);
    const statusSorted = (await list("sort=Status&pageSize=100")).Items.map((item) => item.Status);
    expect(statusSorted).toEqual([...statusSorted].sort());
    const byCustomer = (await list("sort=-CustomerId&pageSize=100")).Items.map((item) => item.CustomerId);
    expect(byCustomer).toEqual([...byCustomer].sort().reverse());

    const pageOne = await numbers("sort=PONumber&pageSize=3&page=1");
    const pageTwo = await numbers("sort=PONumber&pageSize=3&page=2");
    expect(pageOne).toHaveLength(3);
    expect(pageTwo.some((number) => pageOne.includes(number))).toBe(false);
    // Lateness follows line changes and shipments at once (the PO's next due date is kept by the database).
    const range3 = range.find((item) => item.PONumber === "RANGE-3")!;
    await api.call("PUT", `/api/purchase-orders/${range3.POKey}/lines/1`, { Version: 1, DueDate: "2021-06-30" });
    expect(await numbers("late=true")).toEqual(["RANGE-3", "LATE-1"]);
    expect((await list("q=RANGE-3")).Items[0]).toMatchObject({ NextDueDate: "2021-06-30", IsLate: true });
    await api.call("POST", `/api/purchase-orders/${late.POKey}/packing-slips`, {
      Lines: [{ LineNumber: 1, Quantity: 2 }],
    });
    expect(await numbers("late=true")).toEqual(["RANGE-3"]);
    expect((await list("q=LATE-1")).Items[0]).toMatchObject({
      NextDueDate: "2099-04-01",
      IsLate: false,
      Status: "Partially Shipped",
    });
    for (const bad of ["sort=Amount", "status=Late", "from=2025-13-01", "late=maybe", "page=0"]) {
      const answer = await api.call("GET", `/api/purchase-orders?${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(Object.keys(answer.body.error!.fields!)).toHaveLength(1);
    }
  });
});
