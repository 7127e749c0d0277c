import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { ConfigError, loadConfig } from "../config.js";
import { openDatabase } from "../db/database.js";
import { type TestApi, openTestApi, seg } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { fixtures } from "../test/fixtures.js";
import { type OpenedStream, openLiveStream } from "../test/live.js";
import { line, makePurchaseOrder, orderCatalog } from "../test/orders.js";

/** Long past, whatever day the tests run: late by any clock. */
const LONG_AGO = "2020-01-06";

/** Waits for `read` to answer something (the row a hub wrote), failing after 15 s; never a fixed sleep. */
async function eventually<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The alert hub in a running server: writes through the API evaluate the records they touched
 * (heard from the change log), the live stream hears of it, and the test clock.
 */
describe(`the alert hub (${testEngine})`, () => {
  let api: TestApi;
  let origin: string;
  const opened: OpenedStream[] = [];
  const db = () => api.test.database.db;

  const alertRow = (rule: string, recordKey: string) =>
    db()
      .selectFrom("alert")
      .selectAll()
      .where("rule", "=", rule as never)
      .where("record_key", "=", recordKey)
      .orderBy("alert_id", "desc")
      .executeTakeFirst();
  const openAlert = (rule: string, recordKey: string) =>
    eventually(async () => {
      const row = await alertRow(rule, recordKey);
      return row?.resolved_at === null ? row : undefined;
    }, `${rule} opening for ${recordKey}`);
  const resolvedAlert = (rule: string, recordKey: string) =>
    eventually(async () => {
      const row = await alertRow(rule, recordKey);
      return row && row.resolved_at !== null ? row : undefined;
    }, `${rule} resolving for ${recordKey}`);
  const ok = async <T = Record<string, unknown>>(method: "POST" | "PUT", url: string, body: object) => {
    const answer = await api.call<T>(method, url, body);
    if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const lateWorkOrder = async (dueDate = LONG_AGO) =>
    (
      await ok<{ WONumber: string; Version: number }>("POST", "/api/work-orders", {
        PartNumber: "7731-204",
        Revision: "B",
        Quantity: 5,
        DueDate: dueDate,
      })
    ).WONumber;
  const version = async (url: string) => (await api.call<{ Version: number }>("GET", url)).body.Version;

  beforeAll(async () => {
    api = await openTestApi();
    await orderCatalog(api);
    await api.app.listen({ port: 0, host: "127.0.0.1" });
    origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const stream of opened.splice(0)) stream.close();
  });
  afterAll(async () => api?.close());

  it("evaluates a written WO as its commit reaches the change log, and only the records the write touched", async () => {
    const a = await lateWorkOrder();
    expect(await openAlert("wo-late", a)).toMatchObject({ title: `WO ${a} is late` });

    // Late too, but written past the history: no change event, so nothing evaluates it until a full evaluation.
    const make = fixtures(db());
    const partId = (
      await db().selectFrom("part").select("part_id").where("part_number", "=", "7731-204").executeTakeFirstOrThrow()
    ).part_id;
    const b = await make.wo(partId);
    await db().updateTable("work_order").set({ due_date: LONG_AGO }).where("wo_number", "=", b).execute();

    await ok("POST", `/api/work-orders/${a}/status`, {
      Status: "Cancelled",
      Version: await version(`/api/work-orders/${a}`),
    });
    expect(await resolvedAlert("wo-late", a)).toMatchObject({ resolution: `WO ${a} is Cancelled.` });
    expect(await alertRow("wo-late", b)).toBeUndefined();

    // A threshold change evaluates everything before it answers.
    expect((await api.call("PUT", "/api/alerts/thresholds", {})).status).toBe(200);
    expect(await alertRow("wo-late", b)).toMatchObject({ resolved_at: null });
  });

  it("evaluates the supplier rules for a supplier changed by name, and a WO's suppliers; a PO's lines as it ships", async () => {
    await ok("POST", "/api/suppliers", { SupplierName: "Hub Plating & Co", ApprovalStatus: "Not approved" });
    const wo = await lateWorkOrder("2099-01-05");
    await ok("PUT", `/api/work-orders/${wo}`, {
      Version: await version(`/api/work-orders/${wo}`),
      Operations: [{ Sequence: 10, Description: "Anodize", SupplierName: "Hub Plating & Co" }],
    });
    const supplierId = (
      await db()
        .selectFrom("supplier")
        .select("supplier_id")
        .where("supplier_name", "=", "Hub Plating & Co")
        .executeTakeFirstOrThrow()
    ).supplier_id;
    expect(await openAlert("approval-lapsed", supplierId)).toMatchObject({
      title: "Hub Plating & Co is Not approved and has outside work",
    });
    const url = `/api/suppliers/${seg("Hub Plating & Co")}`;
    await ok("PUT", url, { Version: await version(url), ApprovalStatus: "Approved" });
    expect(await resolvedAlert("approval-lapsed", supplierId)).toMatchObject({ resolution: "Approved again." });

    const po = await makePurchaseOrder(api, "HUB-PO", [line(5, { DueDate: LONG_AGO })]);
    const poKey = String(po.POKey);
    expect(await openAlert("po-line-due", poKey)).toMatchObject({
      title: `PO HUB-PO line 1 was due ${LONG_AGO} with no WO`,
    });
    await ok("POST", `/api/purchase-orders/${poKey}/packing-slips`, {
      ShipDate: "2026-03-20",
      Lines: [{ LineNumber: 1, Quantity: 5 }],
    });
    expect((await resolvedAlert("po-line-due", poKey)).resolution).toMatch(
      /^(Shipped in full|PO HUB-PO is Shipped)\.$/,
    );
  });

  it("sends `alerts` to every stream when alerts open or resolve, and to one person's streams when they read one", async () => {
    const samAuthorization = `Bearer ${await api.tokens.accessToken({ sub: "sam", name: "Sam Patel" })}`;
    const open = async (authorization: string) => {
      const stream = await openLiveStream(origin, authorization);
      opened.push(stream);
      await stream.take("hello");
      return stream;
    };
    const alertsOn = (stream: OpenedStream) => stream.events.filter((event) => event.event === "alerts");
    const danas = await open(api.authorization);
    const sams = await open(samAuthorization);

    const wo = await lateWorkOrder();
    expect((await danas.take("alerts")).data).toEqual({});
    expect((await sams.take("alerts")).data).toEqual({});
    const alertId = (await openAlert("wo-late", wo)).alert_id;

    expect((await api.call("PUT", `/api/alerts/${alertId}/reader`, { Read: true, SnoozedUntil: null })).status).toBe(
      200,
    );
    await danas.take("alerts");
    // A write after it: once Sam's stream has its change, a Dana-only notice sent to Sam would be there already.
    await ok("PUT", "/api/customers/BOLT", { Version: await version("/api/customers/BOLT"), Name: "Bolt Aero Two" });
    await sams.until(() =>
      sams.events.some((event) => event.event === "change" && (event.data as { Key?: string }).Key === "BOLT"),
    );
    expect(alertsOn(sams)).toHaveLength(1);
    expect(alertsOn(danas)).toHaveLength(2);
  });

  it("answers 404 for the test clock unless SHOPDESK_TEST_CLOCK=1", async () => {
    expect((await api.call("POST", "/api/test/clock", { AdvanceDays: 1 })).status).toBe(404);
  });

  it.runIf(testEngine === "postgresql")(
    "makes no duplicate when two server processes on one PostgreSQL evaluate at the same moment",
    async () => {
      const database = await openDatabase({
        dataDir: api.test.storage.dataDir,
        databaseUrl: api.test.storage.databaseUrl,
      });
      const other: FastifyInstance = await buildApp({
        config: loadConfig({ LOG_LEVEL: "silent" }),
        database,
        verifyToken: api.tokens.verifyToken,
      });
      try {
        await other.ready();
        // Both processes hear this write and evaluate it; then both evaluate everything at once.
        const wo = await lateWorkOrder();
        const put = (app: FastifyInstance) =>
          app.inject({
            method: "PUT",
            url: "/api/alerts/thresholds",
            headers: { authorization: api.authorization },
            payload: {},
          });
        const answers = await Promise.all([put(api.app), put(other), put(api.app), put(other)]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
        const { rows } = await sql<{ n: number }>`select count(*)::integer as n from alert
          where rule = 'wo-late' and record_key = ${wo}`.execute(db());
        expect(rows[0]?.n).toBe(1);
      } finally {
        await other.close();
        await database.close();
      }
    },
  );
});

describe(`the test clock (${testEngine})`, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await openTestApi({ env: { SHOPDESK_TEST_CLOCK: "1" } });
    await orderCatalog(api);
  });
  afterAll(async () => api?.close());

  it("moves the alerts' clock by whole days and evaluates every rule at the new day before answering", async () => {
    const { rows } = await sql<{ due: string }>`select to_char(current_date + 3, 'YYYY-MM-DD') as due`.execute(
      api.test.database.db,
    );
    const due = rows[0]!.due;
    const created = await api.call<{ WONumber: string }>("POST", "/api/work-orders", {
      PartNumber: "7731-204",
      Revision: "B",
      Quantity: 5,
      DueDate: due,
    });
    expect(created.status).toBe(201);
    const wo = created.body.WONumber;
    const woLate = () =>
      api.test.database.db
        .selectFrom("alert")
        .selectAll()
        .where("rule", "=", "wo-late")
        .where("record_key", "=", wo)
        .orderBy("alert_id", "desc")
        .executeTakeFirst();

    const before = Date.now();
    const moved = await api.call<{ Now: string }>("POST", "/api/test/clock", { AdvanceDays: 5 });
    expect(moved.status).toBe(200);
    const movedTo = new Date(moved.body.Now).getTime();
    expect(movedTo - before).toBeGreaterThanOrEqual(5 * 86_400_000);
    expect(movedTo - Date.now()).toBeLessThanOrEqual(5 * 86_400_000);
    expect(await woLate()).toMatchObject({ resolved_at: null, title: `WO ${wo} is late` });

    const reset = await api.call<{ Now: string }>("POST", "/api/test/clock", { Reset: true });
    expect(reset.status).toBe(200);
    expect(Math.abs(new Date(reset.body.Now).getTime() - Date.now())).toBeLessThan(60_000);
    expect(await woLate()).toMatchObject({ resolution: `The due date moved to ${due}.` });

    for (const body of [{}, { AdvanceDays: 1.5 }, { AdvanceDays: 1, Reset: true }, { Reset: false }, { Days: 1 }]) {
      expect((await api.call("POST", "/api/test/clock", body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it("is refused in production, with the reason", () => {
    expect(() =>
      loadConfig({
        SHOPDESK_TEST_CLOCK: "1",
        NODE_ENV: "production",
        OIDC_ISSUER: "https://shop.okta.com/oauth2/default",
      }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        SHOPDESK_TEST_CLOCK: "1",
        NODE_ENV: "production",
        OIDC_ISSUER: "https://shop.okta.com/oauth2/default",
      }),
    ).toThrow(/SHOPDESK_TEST_CLOCK=1.*NODE_ENV=production/);
    expect(loadConfig({ SHOPDESK_TEST_CLOCK: "1" }).testClock).toBe(true);
    expect(loadConfig({}).testClock).toBe(false);
  });
});
