import { z } from "zod/mini";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { line, makePurchaseOrder, orderCatalog } from "../test/orders.js";
import { packingSlipSchema } from "@shopdesk/contract";
import { purchaseOrderSchema } from "@shopdesk/contract";

type Po = ReturnType<typeof purchaseOrderSchema.parse>;
type Slip = ReturnType<typeof packingSlipSchema.parse>;

describe(`packing slips and PO status (${testEngine})`, () => {
  let api: TestApi;
  const ship = (poKey: number, lines: object[], extra: object = {}) =>
    api.call<Slip>("POST", `/api/purchase-orders/${poKey}/packing-slips`, {
      ShipDate: "2026-03-20",
      Carrier: "UPS",
      Lines: lines,
      ...extra,
    });
  const getPo = async (poKey: number) => (await api.call<Po>("GET", `/api/purchase-orders/${poKey}`)).body;
  const tables = async () =>
    (
      await sql`select (select count(*) from packing_slip) as slips, (select count(*) from packing_slip_line) as lines,
        (select sum(shipped_quantity) from po_line) as shipped, (select count(*) from change_history) as history`.execute(
        api.test.database.db,
      )
    ).rows[0];

  beforeAll(async () => {
    api = await openTestApi();
    await orderCatalog(api);
  });
  afterAll(async () => api?.close());

  it("ships in slips numbered 1, 2, 3 per PO; the PO goes Open → Partially Shipped → Shipped", async () => {
    const po = await makePurchaseOrder(api, "SHIP-1", [line(10), line(4, { UnitPrice: "0.3333" })]);
    const other = await makePurchaseOrder(api, "SHIP-OTHER", [line(1)]);
    const wo = await api.call<{ WONumber: string }>("POST", `/api/purchase-orders/${po.POKey}/lines/1/work-orders`, {});

    const first = await ship(po.POKey, [{ LineNumber: 1, Quantity: 3, WONumber: wo.body.WONumber }], {
      Boxes: 2,
      Weight: "12.5",
      TrackingNumber: "1Z999",
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(z.strictObject(packingSlipSchema.shape).parse(first.body)).toMatchObject({
      POKey: po.POKey,
      PSlipNumber: 1,
      ShipDate: "2026-03-20",
      Carrier: "UPS",
      TrackingNumber: "1Z999",
      Boxes: 2,
      Weight: "12.50",
      CreatedBy: "dana",
      CustomerId: "ACME",
      CustomerName: "Acme Aerospace Inc.",
      PONumber: "SHIP-1",
      Terms: "Net 45",
      ShipToAddress1: "200 Dock Road",
      Version: 1,
    });
    expect(first.body.Lines).toEqual([
      expect.objectContaining({
        LineNumber: 1,
        PartNumber: "7731-204",
        Revision: "B",
        Material: "6061-T6",
        WONumber: wo.body.WONumber,
        Ordered: 10,
        ShippedNow: 3,
        ShippedBefore: 0,
        BackOrdered: 7,
        UnitPrice: "11.0000",
        Amount: "33.00",
      }),
    ]);
    expect(first.body.Amount).toBe("33.00");
    let after = await getPo(po.POKey);
    expect(after).toMatchObject({ Status: "Partially Shipped", Version: 2 });
    expect(after.Lines.map((l) => [l.ShippedQuantity, l.OpenQuantity])).toEqual([
      [3, 7],
      [0, 4],
    ]);
    expect(after.PackingSlips).toEqual([
      {
        PSlipNumber: 1,
        ShipDate: "2026-03-20",
        Carrier: "UPS",
        TrackingNumber: "1Z999",
        Boxes: 2,
        Weight: "12.50",
        Amount: "33.00",
        LineCount: 1,
      },
    ]);

    const second = await ship(po.POKey, [
      { LineNumber: 2, Quantity: 3 },
      { LineNumber: 1, Quantity: 5 },
    ]);
    expect(second.body).toMatchObject({ PSlipNumber: 2, Amount: "56.00" }); // 3 × 0.3333 → 1.00, 5 × 11 → 55.00
    expect((await ship(other.POKey, [{ LineNumber: 1, Quantity: 1 }])).body.PSlipNumber).toBe(1);
    expect((await getPo(po.POKey)).Status).toBe("Partially Shipped");
    const third = await ship(
      po.POKey,
      [
        { LineNumber: 1, Quantity: 2 },
        { LineNumber: 2, Quantity: 1 },
      ],
      { ShipDate: undefined },
    );
    expect(third.body.PSlipNumber).toBe(3);
    const { rows } = await sql<{ today: string }>`select current_date::text as today`.execute(api.test.database.db);
    expect(third.body.ShipDate).toBe(rows[0]!.today);
    after = await getPo(po.POKey);
    expect(after).toMatchObject({ Status: "Shipped", Version: 3, IsLate: false });
    expect(after.PackingSlips.map((s) => [s.PSlipNumber, s.LineCount])).toEqual([
      [1, 1],
      [2, 2],
      [3, 2],
    ]);

    // A reprint of an older slip shows what it showed then.
    const reprint = await api.call<Slip>("GET", `/api/purchase-orders/${po.POKey}/packing-slips/2`);
    expect(
      reprint.body.Lines.map((l) => [l.LineNumber, l.Ordered, l.ShippedBefore, l.ShippedNow, l.BackOrdered]),
    ).toEqual([
      [1, 10, 3, 5, 2],
      [2, 4, 0, 3, 1],
    ]);
    const last = await api.call<Slip>("GET", `/api/purchase-orders/${po.POKey}/packing-slips/3`);
    expect(last.body.Lines.map((l) => [l.ShippedBefore, l.ShippedNow, l.BackOrdered])).toEqual([
      [8, 2, 0],
      [3, 1, 0],
    ]);

    const history = await api.call<{ Label: string; Action: string; Changes: object }[]>(
      "GET",
      `/api/history?entity=purchase_order&key=${po.POKey}`,
    );
    expect(history.body.slice(0, 5).map((row) => `${row.Label} ${row.Action}`)).toEqual([
      "PO status",
      "Packing slip 3 create",
      "Packing slip 2 create",
      "PO status",
      "Packing slip 1 create",
    ]);
    expect(history.body[0]!.Changes).toEqual({ Status: { From: "Partially Shipped", To: "Shipped" } });
  });

  it("refuses bad slips with a message per field and writes nothing; more than is open is a 409 naming what is left", async () => {
    const po = await makePurchaseOrder(api, "SHIP-BAD", [line(5), line(5)]);
    const otherWo = await api.call<{ WONumber: string }>(
      "POST",
      `/api/purchase-orders/${po.POKey}/lines/2/work-orders`,
      {},
    );
    await ship(po.POKey, [{ LineNumber: 1, Quantity: 2 }]);
    const before = await tables();
    const cases: [object, string[]][] = [
      [{ Lines: [] }, ["Lines"]],
      [
        {
          Lines: [
            { LineNumber: 1, Quantity: 0 },
            { LineNumber: 1, Quantity: 1 },
          ],
        },
        ["Lines.0.Quantity", "Lines.1.LineNumber"],
      ],
      [
        {
          Lines: [
            { LineNumber: 1, Quantity: 1 },
            { LineNumber: 1, Quantity: 1 },
          ],
        },
        ["Lines.1.LineNumber"],
      ],
      [
        { Boxes: 0, Weight: "1.234", ShipDate: "2026-13-01", Lines: [{ LineNumber: 1, Quantity: 1 }] },
        ["Boxes", "ShipDate", "Weight"],
      ],
      [
        {
          Lines: [
            { LineNumber: 9, Quantity: 1 },
            { LineNumber: 1, Quantity: 1, WONumber: otherWo.body.WONumber },
          ],
        },
        ["Lines.0.LineNumber", "Lines.1.WONumber"],
      ],
      [{ Lines: [{ LineNumber: 1, Quantity: 1, WONumber: "W-1" }] }, ["Lines.0.WONumber"]],
    ];
    for (const [body, fields] of cases) {
      const answer = await api.call("POST", `/api/purchase-orders/${po.POKey}/packing-slips`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.error!.fields!).sort(), JSON.stringify(body)).toEqual(fields);
    }
    const over = await ship(po.POKey, [
      { LineNumber: 2, Quantity: 5 },
      { LineNumber: 1, Quantity: 4 },
    ]);
    expect(over.status).toBe(409);
    expect(over.body.error?.fields).toEqual({ "Lines.1.Quantity": "Only 3 still open on line 1." });
    expect(await tables()).toEqual(before);
    expect((await ship(999999, [{ LineNumber: 1, Quantity: 1 }])).status).toBe(404);
    expect((await api.call("GET", `/api/purchase-orders/${po.POKey}/packing-slips/2`)).status).toBe(404);
    expect((await api.call("GET", `/api/purchase-orders/${po.POKey}/packing-slips/one`)).status).toBe(404);
  });

  it("never over-ships under 20 parallel slips for one line: exactly the open quantity ships, the rest get 409", async () => {
    const po = await makePurchaseOrder(api, "RACE-1", [line(60), line(3)]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => ship(po.POKey, [{ LineNumber: 1, Quantity: 5 }])),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(12);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    expect(
      answers
        .filter((a) => a.status === 201)
        .map((a) => a.body.PSlipNumber)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 12 }, (_, n) => n + 1));
    const after = await getPo(po.POKey);
    expect(after.Lines[0]).toMatchObject({ ShippedQuantity: 60, OpenQuantity: 0 });
    expect(after.Status).toBe("Partially Shipped");
    const { rows } = await sql<{ n: string }>`select sum(sl.quantity) as n from packing_slip_line sl
      join po_line l on l.po_line_id = sl.po_line_id where l.po_key = ${String(po.POKey)}`.execute(
      api.test.database.db,
    );
    expect(Number(rows[0]!.n)).toBe(60);

    // Uneven amounts: whatever order they run in, never more than the 3 open.
    const uneven = await Promise.all([2, 2, 1, 3, 1].map((Quantity) => ship(po.POKey, [{ LineNumber: 2, Quantity }])));
    const shipped = uneven.filter((a) => a.status === 201).reduce((sum, a) => sum + a.body.Lines[0]!.ShippedNow, 0);
    expect(shipped).toBeLessThanOrEqual(3);
    expect((await getPo(po.POKey)).Lines[1]!.ShippedQuantity).toBe(shipped);
  });

  it("changes a slip's header under its Version, never its lines", async () => {
    const po = await makePurchaseOrder(api, "SLIP-EDIT", [line(2)]);
    await ship(po.POKey, [{ LineNumber: 1, Quantity: 1 }]);
    const url = `/api/purchase-orders/${po.POKey}/packing-slips/1`;
    const saved = await api.call<Slip>("PUT", url, { Version: 1, TrackingNumber: "1ZNEW", Weight: 3, Lines: [] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      Version: 2,
      TrackingNumber: "1ZNEW",
      Weight: "3.00",
      Carrier: "UPS",
      Lines: [expect.objectContaining({ ShippedNow: 1 })],
    });
    const stale = await api.call("PUT", url, { Version: 1, Carrier: "FedEx" });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.current).toMatchObject({ Version: 2, Carrier: "UPS" });
    const history = await api.call<{ Label: string; Changes: object }[]>(
      "GET",
      `/api/history?entity=purchase_order&key=${po.POKey}`,
    );
    expect(history.body[0]).toMatchObject({ Label: "Packing slip 1", Action: "update" });
    expect(history.body[0]!.Changes).toEqual({
      TrackingNumber: { From: null, To: "1ZNEW" },
      Weight: { From: null, To: "3.00" },
    });
  });

  it("keeps a line's quantity at or above what shipped, and recomputes the status when lines change", async () => {
    const po = await makePurchaseOrder(api, "LINE-SHIPPED", [line(5), line(5)]);
    const url = `/api/purchase-orders/${po.POKey}`;
    await ship(po.POKey, [
      { LineNumber: 1, Quantity: 3 },
      { LineNumber: 2, Quantity: 5 },
    ]);
    const below = await api.call("PUT", `${url}/lines/1`, { Version: 1, Quantity: 2 });
    expect(below.status).toBe(400);
    expect(below.body.error?.fields).toEqual({ Quantity: "3 already shipped: the quantity cannot go below that." });
    expect((await api.call("DELETE", `${url}/lines/2?version=1`)).status).toBe(409);
    const exact = await api.call<Po>("PUT", `${url}/lines/1`, { Version: 1, Quantity: 3 });
    expect(exact.body).toMatchObject({ Status: "Shipped" });
    const more = await api.call<Po>("PUT", `${url}/lines/1`, { Version: 2, Quantity: 4 });
    expect(more.status).toBe(409); // a Shipped PO's lines no longer change
  });

  it("allows exactly the PO status changes of the contract, and refuses the rest with 409 naming the status", async () => {
    const statusOf = async (poKey: number, Status: string) => {
      const { Version } = await getPo(poKey);
      return api.call<Po>("POST", `/api/purchase-orders/${poKey}/status`, { Status, Version });
    };
    const open = await makePurchaseOrder(api, "ST-OPEN", [line(4)]);
    const partial = await makePurchaseOrder(api, "ST-PARTIAL", [line(4)]);
    await ship(partial.POKey, [{ LineNumber: 1, Quantity: 1 }]);
    const shipped = await makePurchaseOrder(api, "ST-SHIPPED", [line(4)]);
    await ship(shipped.POKey, [{ LineNumber: 1, Quantity: 4 }]);
    const withWo = await makePurchaseOrder(api, "ST-WO", [line(4)]);
    const wo = await api.call<{ WONumber: string; Version: number }>(
      "POST",
      `/api/purchase-orders/${withWo.POKey}/lines/1/work-orders`,
      {},
    );

    // Refused from each status, with the current status in the message.
    const refused: [number, string, string][] = [
      [open.POKey, "Reopen", "Open"],
      [partial.POKey, "Cancelled", "Partially Shipped"],
      [partial.POKey, "Reopen", "Partially Shipped"],
      [shipped.POKey, "Cancelled", "Shipped"],
      [shipped.POKey, "Reopen", "Shipped"],
      [withWo.POKey, "Cancelled", "Open"],
    ];
    for (const [poKey, Status, current] of refused) {
      const answer = await statusOf(poKey, Status);
      expect(answer.status, `${current} → ${Status}`).toBe(409);
      expect(answer.body.error!.message).toContain(`is ${current}`);
    }
    expect((await statusOf(withWo.POKey, "Cancelled")).body.error!.message).toContain(wo.body.WONumber);

    for (const [po, back] of [
      [open, "Open"],
      [partial, "Partially Shipped"],
      [shipped, "Shipped"],
    ] as const) {
      const closed = await statusOf(po.POKey, "Closed");
      expect(closed.status).toBe(200);
      expect(closed.body.Status).toBe("Closed");
      for (const Status of ["Closed", "Cancelled"])
        expect((await statusOf(po.POKey, Status)).status, `Closed → ${Status}`).toBe(409);
      expect((await ship(po.POKey, [{ LineNumber: 1, Quantity: 1 }])).status).toBe(409);
      expect((await api.call("POST", `/api/purchase-orders/${po.POKey}/lines/1/work-orders`, {})).status).toBe(409);
      expect(
        (await api.call("POST", `/api/purchase-orders/${po.POKey}/lines`, { ...line(1), Version: closed.body.Version }))
          .status,
      ).toBe(409);
      expect((await statusOf(po.POKey, "Reopen")).body.Status).toBe(back);
    }

    const stale = await api.call("POST", `/api/purchase-orders/${open.POKey}/status`, {
      Status: "Cancelled",
      Version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.current).toMatchObject({ Status: "Open", Version: 3 });
    const cancelled = await statusOf(open.POKey, "Cancelled");
    expect(cancelled.body).toMatchObject({ Status: "Cancelled", Version: 4 });
    for (const Status of ["Closed", "Cancelled", "Reopen"])
      expect((await statusOf(open.POKey, Status)).status, `Cancelled → ${Status}`).toBe(409);
    expect((await ship(open.POKey, [{ LineNumber: 1, Quantity: 1 }])).status).toBe(409);
    expect(
      (await api.call("POST", `/api/purchase-orders/${open.POKey}/status`, { Status: "Shipped", Version: 4 })).status,
    ).toBe(400);

    // Once its WO is cancelled, the PO can be.
    await api.call("POST", `/api/work-orders/${wo.body.WONumber}/status`, { Status: "Cancelled", Version: 1 });
    expect((await statusOf(withWo.POKey, "Cancelled")).body.Status).toBe("Cancelled");

    const history = await api.call<{ Action: string; Changes: object }[]>(
      "GET",
      `/api/history?entity=purchase_order&key=${open.POKey}`,
    );
    expect(history.body.filter((row) => row.Action === "status").map((row) => row.Changes)).toEqual([
      { Status: { From: "Open", To: "Cancelled" } },
      { Status: { From: "Closed", To: "Open" } },
      { Status: { From: "Open", To: "Closed" } },
    ]);
  });
});
