import { z } from "zod/mini";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { line, makePurchaseOrder, orderCatalog } from "../test/orders.js";
import { historyEntrySchema } from "@shopdesk/contract";
import {
  type WorkOrderStatus,
  operationSchema,
  workOrderMoves,
  workOrderSchema,
  workOrderStatuses,
  workOrderSummarySchema,
} from "@shopdesk/contract";

type Wo = ReturnType<typeof workOrderSchema.parse>;

describe(`/api/work-orders (${testEngine})`, () => {
  let api: TestApi;
  let poKey = 0;
  const counts = async () =>
    (
      await sql`select (select count(*) from work_order) as wos, (select count(*) from wo_operation) as ops,
        (select count(*) from change_history) as history`.execute(api.test.database.db)
    ).rows[0];
  const stock = (extra: object = {}) =>
    api.call<Wo>("POST", "/api/work-orders", {
      PartNumber: "7731-204",
      Revision: "b",
      Quantity: 25,
      DueDate: "2099-05-01",
      ...extra,
    });

  beforeAll(async () => {
    api = await openTestApi();
    await orderCatalog(api);
    await api.call("POST", "/api/suppliers", { SupplierName: "A/B Plating & Anodize", Services: ["Anodize"] });
    await api.call("POST", "/api/suppliers", { SupplierName: "Lapsed Heat Treat", CertificateExpires: "2020-01-01" });
    await api.call("POST", "/api/suppliers", { SupplierName: "Gone Grinding", Active: false });
    poKey = (await makePurchaseOrder(api, "WO-PO-1", [line(40, { DueDate: "2099-06-30" }), line(10)])).POKey;
  });
  afterAll(async () => api?.close());

  it("makes a WO for a PO line: the line's part, open quantity and due date, a number from the sequence", async () => {
    await api.call("POST", `/api/purchase-orders/${poKey}/packing-slips`, { Lines: [{ LineNumber: 1, Quantity: 15 }] });
    const { status, body } = await api.call<Wo>("POST", `/api/purchase-orders/${poKey}/lines/1/work-orders`, {});
    expect(status, JSON.stringify(body)).toBe(201);
    expect(z.strictObject(workOrderSchema.shape).parse(body)).toMatchObject({
      WONumber: "100001",
      PartNumber: "7731-204",
      Revision: "B",
      Description: "Bracket, Mounting",
      CustomerId: "ACME",
      CustomerName: "Acme Aerospace Inc.",
      POKey: poKey,
      PONumber: "WO-PO-1",
      LineNumber: 1,
      Quantity: 25,
      DueDate: "2099-06-30",
      Status: "Open",
      IsLate: false,
      Material: "6061-T6",
      UnitOfMeasure: "EA",
      QuantityComplete: 0,
      QuantityScrapped: 0,
      Notes: "",
      Operations: [],
      Version: 1,
    });
    const given = await api.call<Wo>("POST", `/api/purchase-orders/${poKey}/lines/2/work-orders`, {
      Quantity: 3,
      DueDate: "2020-01-02",
      Notes: "Rush",
    });
    expect(given.body).toMatchObject({
      WONumber: "100002",
      Quantity: 3,
      DueDate: "2020-01-02",
      Notes: "Rush",
      IsLate: true,
    });
    const po = await api.call<{ Lines: { WorkOrders: object[] }[] }>("GET", `/api/purchase-orders/${poKey}`);
    expect(po.body.Lines[0]!.WorkOrders).toEqual([
      { WONumber: "100001", Status: "Open", Quantity: 25, DueDate: "2099-06-30" },
    ]);
    expect((await api.call("POST", `/api/purchase-orders/${poKey}/lines/9/work-orders`, {})).status).toBe(404);
  });

  it("makes stock WOs of current parts only, refusing bad input per field and writing nothing", async () => {
    const made = await stock({ Notes: "For the shelf" });
    expect(made.status).toBe(201);
    expect(z.strictObject(workOrderSchema.shape).parse(made.body)).toMatchObject({
      CustomerId: null,
      CustomerName: null,
      POKey: null,
      PONumber: null,
      LineNumber: null,
      Notes: "For the shelf",
    });
    const before = await counts();
    const bad = await api.call("POST", "/api/work-orders", {
      PartNumber: "",
      Revision: "toolong",
      Quantity: 0,
      DueDate: "tomorrow",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error!.fields!).sort()).toEqual(["DueDate", "PartNumber", "Quantity", "Revision"]);
    for (const [part, message] of [
      [{ Revision: "A" }, "Part 7731-204 revision A is superseded by revision B; order the current revision."],
      [{ PartNumber: "OLD-1", Revision: "A" }, "Part OLD-1 revision A is inactive."],
      [{ PartNumber: "NOPE" }, "There is no part NOPE revision B."],
    ] as const) {
      const answer = await stock(part);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.fields).toEqual({ PartNumber: message });
    }
    expect(await counts()).toEqual(before);
  });

  it("gives 100 WOs made at the same moment 100 different numbers", async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        n % 2 ? stock() : api.call<Wo>("POST", `/api/purchase-orders/${poKey}/lines/2/work-orders`, { Quantity: 1 }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(201));
    const numbers = answers.map((answer) => answer.body.WONumber);
    expect(new Set(numbers).size).toBe(100);
    expect(numbers.every((number) => /^\d{6}$/.test(number))).toBe(true);
  });

  it("replaces operations: suppliers by name, DoneAt set when Done and kept while Done, the change in the history", async () => {
    const wo = (await stock()).body;
    const url = `/api/work-orders/${wo.WONumber}`;
    const operations = [
      { Sequence: 10, Description: "Saw", WorkCentre: "SAW-1", PlannedHours: "0.5", Status: "Done" },
      { Sequence: 20, Description: "Mill", WorkCentre: "VMC-1", PlannedHours: 2.25 },
      { Sequence: 30, Description: "Anodize per drawing", SupplierName: "a/b plating & anodize" },
      { Sequence: 40, Description: "Heat treat", SupplierName: "Lapsed Heat Treat" },
    ];
    const first = await api.call<Wo>("PUT", url, { Version: 1, Operations: operations, QuantityComplete: 5 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const ops = first.body.Operations;
    expect(
      ops.map((op) => [
        op.Sequence,
        op.WorkCentre,
        op.SupplierName,
        op.IsSupplierApprovalExpired,
        op.PlannedHours,
        op.Status,
      ]),
    ).toEqual([
      [10, "SAW-1", null, false, "0.50", "Done"],
      [20, "VMC-1", null, false, "2.25", "Pending"],
      [30, null, "A/B Plating & Anodize", false, "0.00", "Pending"],
      [40, null, "Lapsed Heat Treat", true, "0.00", "Pending"],
    ]);
    expect(ops[0]!.DoneAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(ops.slice(1).map((op) => op.DoneAt)).toEqual([null, null, null]);

    const again = operations.map((op) => (op.Sequence === 20 ? { ...op, Status: "Done" } : op));
    const second = await api.call<Wo>("PUT", url, { Version: 2, Operations: again });
    expect(second.body.Operations[0]!.DoneAt).toBe(ops[0]!.DoneAt);
    expect(second.body.Operations[1]!.DoneAt).not.toBeNull();
    const undone = await api.call<Wo>("PUT", url, {
      Version: 3,
      Operations: operations.map((op) => ({ ...op, Status: "In Progress" })),
    });
    expect(undone.body.Operations.map((op) => op.DoneAt)).toEqual([null, null, null, null]);
    expect(undone.body).toMatchObject({ Version: 4, QuantityComplete: 5 });

    const history = await api.call<unknown[]>("GET", `/api/history?entity=work_order&key=${wo.WONumber}`);
    const rows = history.body.map((row) => z.strictObject(historyEntrySchema.shape).parse(row));
    expect(rows.map((row) => `${row.Label} ${row.Action}`)).toEqual([
      "WO update",
      "WO update",
      "WO update",
      "WO create",
    ]);
    expect(rows[2]!.Changes).toEqual({
      QuantityComplete: { From: 0, To: 5 },
      Operations: {
        From: "",
        To: "10 Saw · SAW-1 · 0.50 h · Done; 20 Mill · VMC-1 · 2.25 h · Pending; 30 Anodize per drawing · A/B Plating & Anodize · 0.00 h · Pending; 40 Heat treat · Lapsed Heat Treat · 0.00 h · Pending",
      },
    });
  });

  it("keeps an outside operation's expected-back date: none by default, refused in house, its change in the history", async () => {
    const wo = (await stock()).body;
    const url = `/api/work-orders/${wo.WONumber}`;
    const saw = { Sequence: 10, Description: "Saw", WorkCentre: "SAW-1" };
    const anodize = { Sequence: 20, Description: "Anodize", SupplierName: "A/B Plating & Anodize" };
    const first = await api.call<Wo>("PUT", url, { Version: 1, Operations: [saw, anodize] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.Operations.map((op) => op.ExpectedBack)).toEqual([null, null]);

    const dated = await api.call<Wo>("PUT", url, {
      Version: 2,
      Operations: [saw, { ...anodize, ExpectedBack: "2099-05-12" }],
    });
    expect(dated.status, JSON.stringify(dated.body)).toBe(200);
    dated.body.Operations.forEach((op) => z.strictObject(operationSchema.shape).parse(op));
    expect(dated.body.Operations.map((op) => op.ExpectedBack)).toEqual([null, "2099-05-12"]);
    expect((await api.call<Wo>("GET", url)).body.Operations[1]!.ExpectedBack).toBe("2099-05-12");

    const before = await counts();
    const inHouse = await api.call("PUT", url, {
      Version: 3,
      Operations: [{ ...saw, ExpectedBack: "2099-05-12" }, anodize],
    });
    expect(inHouse.status).toBe(400);
    expect(inHouse.body.error?.fields).toEqual({
      "Operations.0.ExpectedBack": "An expected-back date is for outside processing: name a supplier.",
    });
    const notADate = await api.call("PUT", url, {
      Version: 3,
      Operations: [{ ...anodize, ExpectedBack: "2099-02-30" }],
    });
    expect(Object.keys(notADate.body.error!.fields!)).toEqual(["Operations.0.ExpectedBack"]);
    expect(await counts()).toEqual(before);

    const cleared = await api.call<Wo>("PUT", url, { Version: 3, Operations: [saw, { ...anodize, ExpectedBack: "" }] });
    expect(cleared.body.Operations[1]!.ExpectedBack).toBeNull();
    const history = await api.call<{ Changes: unknown }[]>("GET", `/api/history?entity=work_order&key=${wo.WONumber}`);
    expect(history.body.slice(0, 2).map((row) => row.Changes)).toEqual([
      {
        Operations: {
          From: "10 Saw · SAW-1 · 0.00 h · Pending; 20 Anodize · A/B Plating & Anodize · 0.00 h · Pending · back 2099-05-12",
          To: "10 Saw · SAW-1 · 0.00 h · Pending; 20 Anodize · A/B Plating & Anodize · 0.00 h · Pending",
        },
      },
      {
        Operations: {
          From: "10 Saw · SAW-1 · 0.00 h · Pending; 20 Anodize · A/B Plating & Anodize · 0.00 h · Pending",
          To: "10 Saw · SAW-1 · 0.00 h · Pending; 20 Anodize · A/B Plating & Anodize · 0.00 h · Pending · back 2099-05-12",
        },
      },
    ]);
  });

  it("refuses bad operations per field, and a stale Version with the WO as it is now", async () => {
    const wo = (await stock()).body;
    const url = `/api/work-orders/${wo.WONumber}`;
    const before = await counts();
    const bad = await api.call("PUT", url, {
      Version: 1,
      Operations: [
        { Sequence: 10, Description: "Both", WorkCentre: "SAW-1", SupplierName: "A/B Plating & Anodize" },
        { Sequence: 20, Description: "Neither" },
        { Sequence: 0, Description: "", WorkCentre: "X", PlannedHours: "1.234", Status: "Finished" },
      ],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error!.fields!).sort()).toEqual([
      "Operations.0.WorkCentre",
      "Operations.1.WorkCentre",
      "Operations.2.Description",
      "Operations.2.PlannedHours",
      "Operations.2.Sequence",
      "Operations.2.Status",
    ]);
    const twice = await api.call("PUT", url, {
      Version: 1,
      Operations: [
        { Sequence: 10, Description: "Saw", WorkCentre: "SAW-1" },
        { Sequence: 10, Description: "Mill", WorkCentre: "VMC-1" },
      ],
    });
    expect(twice.body.error?.fields).toEqual({ "Operations.1.Sequence": "Sequence 10 is already used." });
    const suppliers = await api.call("PUT", url, {
      Version: 1,
      Operations: [
        { Sequence: 10, Description: "Grind", SupplierName: "Gone Grinding" },
        { Sequence: 20, Description: "Plate", SupplierName: "Nobody Plating" },
      ],
    });
    expect(suppliers.body.error?.fields).toEqual({
      "Operations.0.SupplierName": "Supplier Gone Grinding is inactive.",
      "Operations.1.SupplierName": "There is no supplier named Nobody Plating.",
    });
    const fields = await api.call("PUT", url, { Version: 1, Quantity: 0, QuantityScrapped: -1, DueDate: "" });
    expect(Object.keys(fields.body.error!.fields!).sort()).toEqual(["DueDate", "Quantity", "QuantityScrapped"]);
    expect(await counts()).toEqual(before);

    expect((await api.call("PUT", url, { Version: 1, Notes: "first" })).status).toBe(200);
    const stale = await api.call("PUT", url, { Version: 1, Notes: "second" });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.current).toMatchObject({ WONumber: wo.WONumber, Notes: "first", Version: 2 });
    for (const key of ["abc", "0", "99999999"])
      expect((await api.call("GET", `/api/work-orders/${key}`)).status).toBe(404);
  });

  it("allows exactly the contract's WO status moves and refuses every other with 409", async () => {
    const wo = (await stock()).body;
    const { db } = api.test.database;
    let allowed = 0;
    for (const from of workOrderStatuses) {
      for (const to of workOrderStatuses) {
        await sql`update work_order set status = ${from}, version = 1 where wo_number = ${wo.WONumber}`.execute(db);
        const answer = await api.call<Wo>("POST", `/api/work-orders/${wo.WONumber}/status`, { Status: to, Version: 1 });
        const expected = workOrderMoves[from].includes(to);
        expect(answer.status, `${from} → ${to}`).toBe(expected ? 200 : 409);
        if (expected) {
          allowed++;
          expect(answer.body).toMatchObject({ Status: to, Version: 2 });
        } else {
          expect(answer.body.error!.message).toContain(`is ${from}`);
        }
      }
    }
    const contract: [WorkOrderStatus, WorkOrderStatus][] = [
      ["Open", "Released"],
      ["Released", "In Progress"],
      ["In Progress", "Complete"],
      ["Complete", "Closed"],
      ["Complete", "In Progress"],
      ["Open", "On Hold"],
      ["Released", "On Hold"],
      ["In Progress", "On Hold"],
      ["On Hold", "Open"],
      ["On Hold", "Released"],
      ["On Hold", "In Progress"],
      ["Open", "Cancelled"],
      ["Released", "Cancelled"],
      ["In Progress", "Cancelled"],
      ["On Hold", "Cancelled"],
    ];
    expect(allowed).toBe(contract.length);
    for (const [from, to] of contract) expect(workOrderMoves[from], `${from} → ${to}`).toContain(to);
    const stale = await api.call("POST", `/api/work-orders/${wo.WONumber}/status`, { Status: "Open", Version: 99 });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.current).toBeDefined();
  });

  it("answers a batch in the order asked, with the numbers it could not find", async () => {
    const { body } = await api.call<{ Items: Wo[]; Missing: string[] }>(
      "GET",
      "/api/work-orders/batch?wo=100002&wo=999999&wo=100001&wo=abc&wo=100002",
    );
    expect(body.Items.map((wo) => wo.WONumber)).toEqual(["100002", "100001"]);
    expect(body.Missing).toEqual(["999999", "abc"]);
    expect(z.strictObject(workOrderSchema.shape).parse(body.Items[0])).toBeDefined();
    expect((await api.call("GET", "/api/work-orders/batch")).status).toBe(400);
    const tooMany = Array.from({ length: 501 }, (_, n) => `wo=${100001 + n}`).join("&");
    expect((await api.call("GET", `/api/work-orders/batch?${tooMany}`)).status).toBe(400);
  });

  it("lists WOs with filters, sorts and pages", async () => {
    type Page = { Items: ReturnType<typeof workOrderSummarySchema.parse>[]; Total: number; TotalIsExact: boolean };
    const list = async (query: string) => {
      const answer = await api.call<Page>("GET", `/api/work-orders?${query}`);
      expect(answer.status, `${query}: ${JSON.stringify(answer.body)}`).toBe(200);
      answer.body.Items.forEach((item) => z.strictObject(workOrderSummarySchema.shape).parse(item));
      return answer.body;
    };
    const all = await list("pageSize=100");
    expect(all.Total).toBeGreaterThan(100);
    const due = all.Items.map((item) => `${item.DueDate}/${item.WONumber.padStart(8, "0")}`);
    expect(due).toEqual([...due].sort());

    const acme = await list("customerId=acme&pageSize=100");
    expect(acme.Items.every((item) => item.CustomerId === "ACME" && item.POKey === poKey)).toBe(true);
    expect(acme.Total).toBe(52);
    expect((await list("late=true")).Items.map((item) => item.WONumber)).toEqual(["100002"]);
    expect((await list("dueFrom=2020-01-01&dueTo=2020-12-31")).Items.map((item) => item.WONumber)).toEqual(["100002"]);
    expect((await list("q=100001")).Items.map((item) => item.WONumber)).toEqual(["100001"]);
    expect((await list("q=7731&pageSize=1")).Total).toBe(all.Total);
    expect((await list("q=THI")).Total).toBe(0);
    const byNumber = await list("sort=-WONumber&pageSize=3&page=2");
    const numbers = byNumber.Items.map((item) => Number(item.WONumber));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const cancelled = await list("status=Cancelled");
    expect(cancelled.Items.every((item) => item.Status === "Cancelled")).toBe(true);
    for (const bad of ["sort=Quantity", "status=Done", "dueFrom=2026-02-30", "late=yes", "pageSize=101"]) {
      expect((await api.call("GET", `/api/work-orders?${bad}`)).status, bad).toBe(400);
    }
  });

  it("finds a PO and its WO made through the API in the global search at once", async () => {
    const po = await makePurchaseOrder(api, "SRCH-778899", [line(2)]);
    const wo = await api.call<Wo>("POST", `/api/purchase-orders/${po.POKey}/lines/1/work-orders`, {});
    const byPo = await api.call<{ PONumber: string; WONumber: string; POKey: number }[]>(
      "GET",
      "/api/search?searchText=srch-7788",
    );
    expect(byPo.body).toEqual([
      expect.objectContaining({ PONumber: "SRCH-778899", WONumber: wo.body.WONumber, POKey: po.POKey }),
    ]);
    const byWo = await api.call<{ PONumber: string; WONumber: string }[]>(
      "GET",
      `/api/search?searchText=${wo.body.WONumber}`,
    );
    expect(byWo.body[0]).toMatchObject({ PONumber: "SRCH-778899", WONumber: wo.body.WONumber });
  });
});
