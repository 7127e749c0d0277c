import {
  type Alert,
  type AlertRule,
  alertListSchema,
  alertSchema,
  alertSettingsSchema,
  alertSummarySchema,
  alertThresholdsSchema,
} from "@shopdesk/contract";
import type { FastifyInstance } from "fastify";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import type { Schema } from "../db/schema.js";
import { type TestDatabase, openTestDatabase, testEngine } from "../test/database.js";
import { fixtures } from "../test/fixtures.js";
import { createTestTokens } from "../test/tokens.js";
import { evaluateAlerts } from "./evaluate.js";

/** Wednesday 9 December 2026, midday UTC. */
const WEDNESDAY = new Date("2026-12-09T12:00:00Z");

/**
 * The inbox and settings through the API, on a clock of the test's own: the app is built with
 * it (buildApp's `alerts.clock`), so "today" for snoozes is the test's.
 */
describe(`/api/alerts (${testEngine})`, () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let db: Kysely<Schema>;
  let now = WEDNESDAY;
  const tokens: Record<"dana" | "sam", string> = { dana: "", sam: "" };
  const keys = { lateWo: "", otherWo: "", poKey: "", supplier: "Lapsed Anodize & Co" };

  const call = async <T = Record<string, unknown>>(
    method: "GET" | "PUT" | "POST",
    url: string,
    body?: unknown,
    who: "dana" | "sam" = "dana",
  ) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return {
      status: response.statusCode,
      body: response.json() as T & { error?: { fields?: Record<string, string> } },
    };
  };
  const list = async (query = "", who: "dana" | "sam" = "dana") => {
    const answer = await call("GET", `/api/alerts${query}`, undefined, who);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return alertListSchema.parse(answer.body);
  };
  const unread = async (who: "dana" | "sam" = "dana") =>
    alertSummarySchema.parse((await call("GET", "/api/alerts/summary", undefined, who)).body).Unread;
  const alertOf = async (rule: AlertRule): Promise<Alert> => (await list(`?rule=${rule}`)).Items[0]!;

  beforeAll(async () => {
    test = await openTestDatabase();
    db = test.database.db;
    const issuer = await createTestTokens();
    tokens.dana = await issuer.accessToken({ sub: "dana", name: "Dana Reyes", email: "dana@shop.test" });
    tokens.sam = await issuer.accessToken({ sub: "sam", name: "Sam Patel" });
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: "silent" }),
      database: test.database,
      verifyToken: issuer.verifyToken,
      // Evaluations only when the test asks (and the one at start, on an empty shop).
      alerts: { clock: () => now, evaluateMs: 3_600_000, digestMs: 3_600_000 },
    });
    const make = fixtures(db);
    const customer = await make.customer("ACME");
    const part = await make.part(customer, "7731-204");
    keys.lateWo = await make.wo(part);
    keys.otherWo = await make.wo(part);
    await db
      .updateTable("work_order")
      .set({ due_date: "2026-12-01" })
      .where("wo_number", "in", [keys.lateWo, keys.otherWo])
      .execute();
    keys.poKey = await make.po(customer, "PO-ALERTS");
    const lineId = await make.line(keys.poKey, part, 10);
    await db.updateTable("po_line").set({ due_date: "2027-01-20" }).where("po_line_id", "=", lineId).execute();
    const supplier = await db
      .insertInto("supplier")
      .values({ supplier_name: keys.supplier, approval_status: "Not approved" })
      .returning("supplier_id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("wo_operation")
      .values({ wo_number: keys.lateWo, sequence: 10, description: "Anodize", supplier_id: supplier.supplier_id })
      .execute();
    // The hub's evaluation at start and this one take turns (their lock): either opens, in rule order,
    // wo-late (two) then approval-lapsed, and this one is done with both.
    await app.ready();
    await evaluateAlerts(db, { now, publicUrl: "http://shopdesk.test" });
  });
  afterAll(async () => {
    await app?.close();
    await test?.cleanup();
  });

  it("lists open alerts newest first, by rule and by record (a supplier by its name), a page at a time", async () => {
    const all = await list();
    expect(all.Items.map((alert) => alert.Rule)).toEqual(["approval-lapsed", "wo-late", "wo-late"]);
    expect(all.HasMore).toBe(false);
    const [lapsed] = all.Items;
    expect(alertSchema.parse(lapsed)).toMatchObject({
      Kind: "supplier",
      Key: keys.supplier,
      Title: `${keys.supplier} is Not approved and has outside work`,
      OpenedAt: WEDNESDAY.toISOString(),
      ResolvedAt: null,
      Resolution: null,
      ReadAt: null,
      SnoozedUntil: null,
    });

    expect((await list(`?kind=work_order&key=${keys.lateWo}`)).Items.map((a) => [a.Rule, a.Key])).toEqual([
      ["wo-late", keys.lateWo],
    ]);
    const bySupplier = await list(`?kind=supplier&key=${encodeURIComponent(keys.supplier.toUpperCase())}`);
    expect(bySupplier.Items.map((a) => a.Rule)).toEqual(["approval-lapsed"]);
    expect((await list("?kind=supplier&key=Nobody")).Items).toEqual([]);
    expect((await list("?kind=supplier")).Items).toHaveLength(1);
    expect((await list("?rule=wo-late")).Items.map((a) => a.Key)).toEqual([keys.otherWo, keys.lateWo]);

    const first = await list("?pageSize=2");
    expect(first.Items).toHaveLength(2);
    expect(first.HasMore).toBe(true);
    const next = await list(`?pageSize=2&before=${first.Items[1]!.AlertId}`);
    expect(next.Items.map((a) => a.Key)).toEqual([keys.lateWo]);
    expect(next.HasMore).toBe(false);
  });

  it("refuses bad filters with 400 and what is wrong", async () => {
    for (const query of [
      "?rule=wo-early",
      "?state=closed",
      "?unread=yes",
      "?kind=customer",
      "?before=abc",
      "?pageSize=0",
    ]) {
      expect((await call("GET", `/api/alerts${query}`)).status, query).toBe(400);
    }
    const keyAlone = await call("GET", "/api/alerts?key=100");
    expect(keyAlone.status).toBe(400);
    expect(keyAlone.body.error?.fields).toEqual({ kind: "Use work_order, purchase_order or supplier with key." });
  });

  it("lists resolved alerts with the reason, and a PO line's alert after the threshold moves (the change evaluates at once)", async () => {
    const thresholds = await call("GET", "/api/alerts/thresholds");
    expect(alertThresholdsSchema.parse(thresholds.body)).toEqual({
      "wo-will-be-late": 8,
      "po-line-due": 7,
      "certificate-expiring": 30,
    });
    // The line is due 2027-01-20, 42 days out: within 60.
    expect((await list("?rule=po-line-due")).Items).toEqual([]);
    const changed = await call("PUT", "/api/alerts/thresholds", { "po-line-due": 60 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ "po-line-due": 60, "wo-will-be-late": 8 });
    expect((await list("?rule=po-line-due")).Items.map((a) => [a.Kind, a.Key, a.Title])).toEqual([
      ["purchase_order", keys.poKey, "PO PO-ALERTS line 1 is due 2027-01-20 with no WO"],
    ]);
    expect((await call("PUT", "/api/alerts/thresholds", { "po-line-due": 7 })).status).toBe(200);
    expect((await list("?rule=po-line-due")).Items).toEqual([]);
    expect((await list("?rule=po-line-due&state=resolved")).Items.map((a) => a.Resolution)).toEqual([
      "Due 2027-01-20: more than 7 days away.",
    ]);
    expect((await list("?rule=po-line-due&state=all")).Items).toHaveLength(1);

    for (const [body, field] of [
      [{ "wo-late": 3 }, "wo-late"],
      [{ "po-line-due": 366 }, "po-line-due"],
      [{ "wo-will-be-late": 0 }, "wo-will-be-late"],
      [{ "po-line-due": 1.5 }, "po-line-due"],
      [{ "no-such-rule": 3 }, undefined],
    ] as const) {
      const refused = await call("PUT", "/api/alerts/thresholds", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      if (field) expect(Object.keys(refused.body.error?.fields ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    expect((await call("GET", "/api/alerts/thresholds")).body).toMatchObject({ "po-line-due": 7 });
  });

  it("counts unread alerts per person; reading one, or snoozing it until a date, takes it off the count until that date", async () => {
    expect(await unread("dana")).toBe(3);
    expect(await unread("sam")).toBe(3);
    const late = await alertOf("wo-late");

    const read = await call("PUT", `/api/alerts/${late.AlertId}/reader`, { Read: true, SnoozedUntil: null });
    expect(read.status).toBe(200);
    expect(alertSchema.parse(read.body)).toMatchObject({ AlertId: late.AlertId, ReadAt: WEDNESDAY.toISOString() });
    expect(await unread("dana")).toBe(2);
    expect(await unread("sam")).toBe(3);
    expect((await list("?unread=true")).Items.map((a) => a.AlertId)).not.toContain(late.AlertId);
    // Read again later: when it was first read stays.
    now = new Date(WEDNESDAY.getTime() + 60_000);
    expect(
      (await call("PUT", `/api/alerts/${late.AlertId}/reader`, { Read: true, SnoozedUntil: null })).body,
    ).toMatchObject({ ReadAt: WEDNESDAY.toISOString() });
    const unreadAgain = await call("PUT", `/api/alerts/${late.AlertId}/reader`, { Read: false, SnoozedUntil: null });
    expect(unreadAgain.body).toMatchObject({ ReadAt: null });
    expect(await unread("dana")).toBe(3);

    const snoozed = await call("PUT", `/api/alerts/${late.AlertId}/reader`, {
      Read: false,
      SnoozedUntil: "2026-12-11",
    });
    expect(snoozed.body).toMatchObject({ ReadAt: null, SnoozedUntil: "2026-12-11" });
    expect(await unread("dana")).toBe(2);
    // Snoozed ones are still unread in the inbox.
    expect((await list("?unread=true")).Items.map((a) => a.AlertId)).toContain(late.AlertId);
    now = new Date("2026-12-10T12:00:00Z");
    expect(await unread("dana")).toBe(2);
    now = new Date("2026-12-11T12:00:00Z");
    expect(await unread("dana")).toBe(3);
    now = WEDNESDAY;

    expect((await call("PUT", "/api/alerts/999999/reader", { Read: true, SnoozedUntil: null })).status).toBe(404);
    const badDate = await call("PUT", `/api/alerts/${late.AlertId}/reader`, { Read: true, SnoozedUntil: "2026-02-30" });
    expect(badDate.status).toBe(400);
    expect(Object.keys(badDate.body.error?.fields ?? {})).toEqual(["SnoozedUntil"]);
    expect((await call("PUT", `/api/alerts/${late.AlertId}/reader`, { Read: "yes", SnoozedUntil: null })).status).toBe(
      400,
    );
    expect((await call("PUT", "/api/alerts/abc/reader", { Read: true, SnoozedUntil: null })).status).toBe(400);
  });

  it("marks every open alert read, or those of one rule", async () => {
    const ofRule = await call("POST", "/api/alerts/read", { Rule: "wo-late" }, "sam");
    expect(ofRule.body).toEqual({ Marked: 2 });
    expect(await unread("sam")).toBe(1);
    expect((await call("POST", "/api/alerts/read", {}, "sam")).body).toEqual({ Marked: 1 });
    expect((await call("POST", "/api/alerts/read", {}, "sam")).body).toEqual({ Marked: 0 });
    expect(await unread("sam")).toBe(0);
    expect((await call("POST", "/api/alerts/read", { Rule: "wo-soon" }, "sam")).status).toBe(400);
  });

  it("keeps each person's settings: the sign-in's address unless they give another, a digest hour, and rules turned off leave the inbox", async () => {
    const person = () => db.selectFrom("alert_person").selectAll().where("subject", "=", "dana").executeTakeFirst();
    expect(await person()).toMatchObject({ name: "Dana Reyes", email: "dana@shop.test", email_given: false });

    const defaults = await call("GET", "/api/alerts/settings");
    expect(alertSettingsSchema.parse(defaults.body)).toEqual({
      Email: "dana@shop.test",
      TimeZone: "UTC",
      DigestHour: 7,
      Rules: {
        "wo-late": "digest",
        "wo-will-be-late": "digest",
        "po-line-due": "digest",
        "outside-overdue": "immediate",
        "certificate-expiring": "digest",
        "approval-lapsed": "immediate",
      },
      EmailEnabled: false,
    });

    const saved = await call("PUT", "/api/alerts/settings", {
      Email: " dana.reyes@home.test ",
      TimeZone: "Europe/Berlin",
      DigestHour: 6,
      Rules: { "wo-late": "off", "approval-lapsed": "inbox" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      Email: "dana.reyes@home.test",
      TimeZone: "Europe/Berlin",
      DigestHour: 6,
      Rules: { "wo-late": "off", "approval-lapsed": "inbox", "outside-overdue": "immediate" },
    });
    expect((await call("GET", "/api/alerts/settings")).body).toEqual(saved.body);
    expect(await person()).toMatchObject({ email: "dana.reyes@home.test", email_given: true });
    expect((await list()).Items.map((a) => a.Rule)).toEqual(["approval-lapsed"]);
    expect((await list("?rule=wo-late")).Items).toEqual([]);
    expect(await unread("dana")).toBe(1);
    expect((await call("POST", "/api/alerts/read", {})).body).toEqual({ Marked: 1 });

    // The sign-in's own address, given back: it follows the sign-in again.
    const own = await call("PUT", "/api/alerts/settings", {
      Email: "DANA@shop.test",
      TimeZone: "UTC",
      DigestHour: 7,
      Rules: { "wo-late": "digest" },
    });
    expect(own.body).toMatchObject({
      Email: "dana@shop.test",
      Rules: { "wo-late": "digest", "approval-lapsed": "inbox" },
    });
    expect(await person()).toMatchObject({ email_given: false });

    const refusals = [
      [{ TimeZone: "Mars/Olympus" }, "TimeZone"],
      [{ DigestHour: 24 }, "DigestHour"],
      [{ DigestHour: 6.5 }, "DigestHour"],
      [{ Email: "not an address" }, "Email"],
      [{ Rules: { "wo-late": "loudly" } }, "Rules.wo-late"],
    ] as const;
    for (const [change, field] of refusals) {
      const body = { Email: null, TimeZone: "UTC", DigestHour: 7, Rules: {}, ...change };
      const refused = await call("PUT", "/api/alerts/settings", body);
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(refused.body.error?.fields ?? {}), JSON.stringify(change)).toEqual([field]);
    }
    const unknownRule = await call("PUT", "/api/alerts/settings", {
      Email: null,
      TimeZone: "UTC",
      DigestHour: 7,
      Rules: { "wo-early": "inbox" },
    });
    expect(unknownRule.status).toBe(400);
    expect((await call("GET", "/api/alerts/settings")).body).toEqual(own.body);
  });

  it("remembers a person without an address in their token, and never writes their row again for a call that changes nothing", async () => {
    await call("GET", "/api/alerts/summary", undefined, "sam");
    const { rows } = await sql<{ xmin: string; email: string | null }>`select xmin::text, email from alert_person
      where subject = 'sam'`.execute(db);
    expect(rows[0]?.email).toBeNull();
    await call("GET", "/api/alerts/summary", undefined, "sam");
    const again = await sql<{ xmin: string }>`select xmin::text from alert_person where subject = 'sam'`.execute(db);
    expect(again.rows[0]?.xmin).toBe(rows[0]?.xmin);
    expect((await call("GET", "/api/alerts/settings", undefined, "sam")).body).toMatchObject({ Email: null });
  });
});
