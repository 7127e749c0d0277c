import type { AlertRule } from "@shopdesk/contract";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/database.js";
import type { Schema } from "../db/schema.js";
import { type TestDatabase, openTestDatabase, testEngine } from "../test/database.js";
import { fixtures } from "../test/fixtures.js";
import { type EvaluationContext, evaluateAlerts } from "./evaluate.js";
import { ALERTS_CHANNEL } from "./notices.js";
import type { AlertScope } from "./scope.js";

/** Wednesday 9 December 2026, midday UTC: "today" is 2026-12-09 in any session time zone from UTC−11 to UTC+11. */
const WEDNESDAY = new Date("2026-12-09T12:00:00Z");
const days = (count: number, from = WEDNESDAY) => new Date(from.getTime() + count * 86_400_000);

/**
 * Each rule over rows written straight into the tables (no history, so no change feed): its
 * condition starts, one alert opens; evaluated again, still one; the condition clears, it
 * resolves with the reason; it starts again, a new occurrence opens.
 */
describe(`alert rules (${testEngine})`, () => {
  let test: TestDatabase;
  let db: Kysely<Schema>;
  let make: ReturnType<typeof fixtures>;
  let customer: string;
  let partId: string;

  const evaluate = (now = WEDNESDAY, scope?: AlertScope, on: Kysely<Schema> = db) =>
    evaluateAlerts(on, { now, scope, publicUrl: "http://shopdesk.test" } satisfies EvaluationContext);
  /** Every alert of `rule` about `key`, oldest first. */
  const alertsOf = (rule: AlertRule, key: string) =>
    db
      .selectFrom("alert")
      .selectAll()
      .where("rule", "=", rule)
      .where("record_key", "=", key)
      .orderBy("alert_id")
      .execute();
  const openOf = async (rule: AlertRule, key: string) =>
    (await alertsOf(rule, key)).filter((alert) => alert.resolved_at === null);

  const woDue = async (dueDate: string, status = "Open", poLineId: string | null = null) => {
    const wo = await make.wo(partId, poLineId);
    await db
      .updateTable("work_order")
      .set({ due_date: dueDate, status: status as never })
      .where("wo_number", "=", wo)
      .execute();
    return wo;
  };
  const setWo = (wo: string, change: { status?: string; due_date?: string }) =>
    db
      .updateTable("work_order")
      .set(change as never)
      .where("wo_number", "=", wo)
      .execute();
  const operation = (
    wo: string,
    sequence: number,
    op: {
      supplierId?: string;
      hours?: number;
      status?: "Pending" | "In Progress" | "Done";
      expectedBack?: string | null;
    } = {},
  ) =>
    db
      .insertInto("wo_operation")
      .values({
        wo_number: wo,
        sequence,
        description: op.supplierId ? "Anodize per drawing" : "Mill",
        work_centre: op.supplierId ? null : "MILL-1",
        supplier_id: op.supplierId ?? null,
        planned_hours: op.hours ?? 0,
        status: op.status ?? "Pending",
        done_at: op.status === "Done" ? new Date() : null,
        expected_back: op.expectedBack ?? null,
      })
      .execute();
  const setOperation = (wo: string, sequence: number, status: "Pending" | "In Progress" | "Done", extra = {}) =>
    db
      .updateTable("wo_operation")
      .set({ status, done_at: status === "Done" ? new Date() : null, ...extra })
      .where("wo_number", "=", wo)
      .where("sequence", "=", sequence)
      .execute();
  const supplier = async (
    name: string,
    { approval = "Approved", expires = null }: { approval?: string; expires?: string | null } = {},
  ) =>
    (
      await db
        .insertInto("supplier")
        .values({ supplier_name: name, approval_status: approval as never, certificate_expires: expires })
        .returning("supplier_id")
        .executeTakeFirstOrThrow()
    ).supplier_id;
  const setSupplier = (id: string, change: { approval_status?: string; certificate_expires?: string | null }) =>
    db
      .updateTable("supplier")
      .set(change as never)
      .where("supplier_id", "=", id)
      .execute();
  const setThreshold = (rule: AlertRule, value: number) =>
    db
      .insertInto("alert_threshold")
      .values({ rule, value })
      .onConflict((c) => c.column("rule").doUpdateSet({ value }))
      .execute();

  beforeAll(async () => {
    test = await openTestDatabase();
    db = test.database.db;
    make = fixtures(db);
    customer = await make.customer("ACME");
    partId = await make.part(customer, "7731-204");
  });
  beforeEach(async () => {
    await db.deleteFrom("alert_threshold").execute();
  });
  afterAll(async () => test?.cleanup());

  it("wo-late: opens once for an unfinished WO past its due date, resolves when it is finished or its date moves, opens anew", async () => {
    const wo = await woDue("2026-12-01", "In Progress");
    const first = await evaluate();
    const [opened] = await openOf("wo-late", wo);
    expect(first.opened).toContain(opened!.alert_id);
    expect(opened).toMatchObject({
      occurrence: wo,
      record_kind: "work_order",
      title: `WO ${wo} is late`,
      detail: "Due 2026-12-01; In Progress; 0 of 10 complete; part 7731-204.",
      opened_at: WEDNESDAY,
    });
    expect((await evaluate()).opened).toEqual([]);
    expect(await alertsOf("wo-late", wo)).toHaveLength(1);

    await setWo(wo, { status: "Complete" });
    await evaluate(days(1));
    expect(await alertsOf("wo-late", wo)).toMatchObject([
      { resolved_at: days(1), resolution: `WO ${wo} is Complete.` },
    ]);

    await setWo(wo, { status: "In Progress" });
    await evaluate(days(2));
    const again = await alertsOf("wo-late", wo);
    expect(again).toHaveLength(2);
    expect(again[1]).toMatchObject({ resolved_at: null, opened_at: days(2) });
    expect(again[1]!.alert_id).not.toBe(again[0]!.alert_id);

    await setWo(wo, { due_date: "2026-12-20" });
    await evaluate(days(2));
    expect((await alertsOf("wo-late", wo))[1]).toMatchObject({ resolution: "The due date moved to 2026-12-20." });

    // Due today is not late; due yesterday is.
    const dueToday = await woDue("2026-12-09");
    await evaluate();
    expect(await alertsOf("wo-late", dueToday)).toEqual([]);
    await evaluate(days(1));
    expect(await openOf("wo-late", dueToday)).toHaveLength(1);

    await db.deleteFrom("work_order").where("wo_number", "=", dueToday).execute();
    await evaluate(days(1));
    expect(await alertsOf("wo-late", dueToday)).toMatchObject([{ resolution: "The WO was deleted." }]);
  });

  it("wo-will-be-late: opens when the hours left exceed the working days to the due date, follows the threshold, and hands over to wo-late once past due", async () => {
    // Wednesday to Friday: 3 working days, 24 hours at 8 a day.
    const wo = await woDue("2026-12-11", "Released");
    await operation(wo, 10, { hours: 10 });
    await operation(wo, 20, { hours: 20 });
    await operation(wo, 30, { hours: 5, status: "Done" });
    await evaluate();
    expect(await openOf("wo-will-be-late", wo)).toMatchObject([
      {
        title: `WO ${wo} will be late`,
        detail:
          "Due 2026-12-11; 30 hours of operations left, 3 working days to do them (24 hours at 8 a day); part 7731-204.",
      },
    ]);
    await evaluate();
    expect(await alertsOf("wo-will-be-late", wo)).toHaveLength(1);

    await setOperation(wo, 10, "Done");
    await evaluate();
    expect(await alertsOf("wo-will-be-late", wo)).toMatchObject([
      { resolution: "The 20 hours left fit in the 3 working days to 2026-12-11." },
    ]);

    await setThreshold("wo-will-be-late", 6);
    await evaluate();
    expect(await openOf("wo-will-be-late", wo)).toHaveLength(1);
    expect(await alertsOf("wo-will-be-late", wo)).toHaveLength(2);

    // Saturday: past its due date (a weekend never counts as working days).
    await evaluate(days(3));
    expect((await alertsOf("wo-will-be-late", wo))[1]).toMatchObject({ resolution: "Now past its due date." });
    expect(await openOf("wo-late", wo)).toHaveLength(1);
  });

  it("wo-will-be-late counts Monday to Friday only: 16 hours due next Monday fit from a Friday at 8 a day", async () => {
    const friday = days(2);
    const wo = await woDue("2026-12-14");
    await operation(wo, 10, { hours: 16 });
    await evaluate(friday);
    expect(await openOf("wo-will-be-late", wo)).toEqual([]);
    await operation(wo, 20, { hours: 0.5 });
    await evaluate(friday);
    expect(await openOf("wo-will-be-late", wo)).toHaveLength(1);
  });

  it("po-line-due: opens for an open line due within the days set with no WO or an unfinished one, resolves as it ships, its WO finishes or its date moves", async () => {
    const poKey = await make.po(customer, "PO-DUE");
    const lineId = await make.line(poKey, partId, 10);
    const setLine = (id: string, dueDate: string) =>
      db.updateTable("po_line").set({ due_date: dueDate }).where("po_line_id", "=", id).execute();
    await setLine(lineId, "2026-12-12");
    // Due beyond the 7 days: not yet.
    const later = await make.line(poKey, partId, 5);
    await setLine(later, "2027-01-30");
    await evaluate();
    const [opened] = await openOf("po-line-due", poKey);
    expect(opened).toMatchObject({
      occurrence: lineId,
      record_kind: "purchase_order",
      title: "PO PO-DUE line 1 is due 2026-12-12 with no WO",
      detail: "Due 2026-12-12; 0 of 10 shipped; part 7731-204 rev A; customer ACME.",
    });
    expect(await openOf("po-line-due", poKey)).toHaveLength(1);
    await evaluate();
    expect(await alertsOf("po-line-due", poKey)).toHaveLength(1);

    const slip = await make.slip(poKey);
    await make.ship(slip, poKey, lineId, 10);
    await evaluate();
    expect((await alertsOf("po-line-due", poKey)).find((a) => a.occurrence === lineId)).toMatchObject({
      resolution: "Shipped in full.",
    });

    // A line with an unfinished WO is named by it, and resolves when the WO is finished.
    await setThreshold("po-line-due", 60);
    const wo = await woDue("2027-01-20", "In Progress", later);
    await evaluate();
    expect((await openOf("po-line-due", poKey)).map((a) => a.title)).toEqual([
      `PO PO-DUE line 2 is due 2027-01-30: WO ${wo} is In Progress`,
    ]);
    await setWo(wo, { status: "Complete" });
    await evaluate();
    expect((await alertsOf("po-line-due", poKey)).find((a) => a.occurrence === later)).toMatchObject({
      resolution: `WO ${wo} is Complete.`,
    });

    // A Cancelled WO counts as none: the line is due with no WO, a new occurrence.
    await setWo(wo, { status: "Cancelled" });
    await evaluate();
    expect((await openOf("po-line-due", poKey)).map((a) => a.title)).toEqual([
      "PO PO-DUE line 2 is due 2027-01-30 with no WO",
    ]);
    await setThreshold("po-line-due", 7);
    await evaluate();
    expect((await alertsOf("po-line-due", poKey)).at(-1)).toMatchObject({
      resolution: "Due 2027-01-30: more than 7 days away.",
    });

    // Past due stays in; the PO closing resolves it.
    await db.deleteFrom("packing_slip_line").execute();
    await evaluate(days(10));
    expect((await openOf("po-line-due", poKey)).map((a) => a.title)).toEqual([
      "PO PO-DUE line 1 was due 2026-12-12 with no WO",
    ]);
    await db.updateTable("purchase_order").set({ status: "Closed" }).where("po_key", "=", poKey).execute();
    await evaluate(days(10));
    expect(await openOf("po-line-due", poKey)).toEqual([]);
    expect((await alertsOf("po-line-due", poKey)).at(-1)).toMatchObject({ resolution: "PO PO-DUE is Closed." });
  });

  it("outside-overdue: opens for work at a supplier past its expected date, survives a WO save that writes the operations anew, resolves when it is back", async () => {
    const plater = await supplier("Overdue Plating");
    const wo = await woDue("2026-12-30", "In Progress");
    const send = () => operation(wo, 20, { supplierId: plater, status: "In Progress", expectedBack: "2026-12-05" });
    await operation(wo, 10, { status: "Done" });
    await send();
    await evaluate();
    const [opened] = await openOf("outside-overdue", wo);
    expect(opened).toMatchObject({
      occurrence: `${wo}/20/${plater}`,
      title: `WO ${wo} op 20 is overdue from Overdue Plating`,
      detail: "Expected back 2026-12-05; Anodize per drawing; WO due 2026-12-30.",
    });
    // A WO's save deletes and inserts its operations: the same occurrence, not a new one.
    await db.deleteFrom("wo_operation").where("wo_number", "=", wo).where("sequence", "=", 20).execute();
    await send();
    await evaluate();
    expect(await alertsOf("outside-overdue", wo)).toMatchObject([{ alert_id: opened!.alert_id, resolved_at: null }]);

    await setOperation(wo, 20, "Done");
    await evaluate();
    expect(await alertsOf("outside-overdue", wo)).toMatchObject([{ resolution: "Back from the supplier (Done)." }]);

    await setOperation(wo, 20, "In Progress", { expected_back: "2026-12-08" });
    await evaluate();
    expect(await openOf("outside-overdue", wo)).toHaveLength(1);
    expect(await alertsOf("outside-overdue", wo)).toHaveLength(2);
    await setOperation(wo, 20, "In Progress", { expected_back: "2026-12-10" });
    await evaluate();
    expect((await alertsOf("outside-overdue", wo)).at(-1)).toMatchObject({ resolution: "Expected back 2026-12-10." });
  });

  it("certificate-expiring: opens within the days set, or once expired while the supplier has outside work; a renewal resolves it and is an occurrence of its own", async () => {
    const soon = await supplier("Expiring Heat Treat", { expires: "2026-12-20" });
    await evaluate();
    expect(await openOf("certificate-expiring", soon)).toMatchObject([
      {
        occurrence: `${soon}/2026-12-20`,
        record_kind: "supplier",
        title: "Expiring Heat Treat's certificate expires 2026-12-20",
        detail: "Expires 2026-12-20; approval Approved; 0 outside operations not done on unfinished WOs.",
      },
    ]);
    await evaluate();
    expect(await alertsOf("certificate-expiring", soon)).toHaveLength(1);

    await setSupplier(soon, { certificate_expires: "2027-06-30" });
    await evaluate();
    expect(await alertsOf("certificate-expiring", soon)).toMatchObject([
      { resolution: "The certificate was renewed to 2027-06-30." },
    ]);
    // A year on, the renewal nears its date: a new occurrence.
    await evaluate(new Date("2027-06-15T12:00:00Z"));
    expect(await openOf("certificate-expiring", soon)).toMatchObject([{ occurrence: `${soon}/2027-06-30` }]);

    // Expired, with no work for them: nothing to say; with work on an unfinished WO: an alert.
    const lapsed = await supplier("Lapsed Coatings", { expires: "2026-11-30" });
    await evaluate();
    expect(await alertsOf("certificate-expiring", lapsed)).toEqual([]);
    const wo = await woDue("2026-12-30", "Released");
    await operation(wo, 10, { supplierId: lapsed });
    await evaluate();
    expect(await openOf("certificate-expiring", lapsed)).toMatchObject([
      { title: "Lapsed Coatings's certificate expired 2026-11-30" },
    ]);
    await setOperation(wo, 10, "Done");
    await evaluate();
    expect(await alertsOf("certificate-expiring", lapsed)).toMatchObject([
      { resolution: "No outside work left for them." },
    ]);
  });

  it("approval-lapsed: opens for a Not approved supplier with outside work on an unfinished WO; resolves when approved again or the work is done", async () => {
    const shaky = await supplier("Shaky Anodize", { approval: "Not approved" });
    const wo = await woDue("2026-12-30", "Open");
    await operation(wo, 10, { supplierId: shaky });
    await operation(wo, 20, { supplierId: shaky });
    await evaluate();
    expect(await openOf("approval-lapsed", shaky)).toMatchObject([
      {
        occurrence: shaky,
        title: "Shaky Anodize is Not approved and has outside work",
        detail: `2 outside operations not done on unfinished WOs, the first WO ${wo} op 10.`,
      },
    ]);
    await evaluate();
    expect(await alertsOf("approval-lapsed", shaky)).toHaveLength(1);

    await setSupplier(shaky, { approval_status: "Approved" });
    await evaluate();
    expect(await alertsOf("approval-lapsed", shaky)).toMatchObject([{ resolution: "Approved again." }]);

    await setSupplier(shaky, { approval_status: "Not approved" });
    await evaluate();
    expect(await openOf("approval-lapsed", shaky)).toHaveLength(1);
    expect(await alertsOf("approval-lapsed", shaky)).toHaveLength(2);

    await setWo(wo, { status: "Closed" });
    await evaluate();
    expect((await alertsOf("approval-lapsed", shaky)).at(-1)).toMatchObject({
      resolution: "No outside work left for them.",
    });
  });

  it("a scoped evaluation opens and resolves only for the records in scope, and a WO's scope reaches its PO and the suppliers it had", async () => {
    const a = await woDue("2026-12-02");
    const b = await woDue("2026-12-02");
    await evaluate(WEDNESDAY, { workOrders: [a] });
    expect(await openOf("wo-late", a)).toHaveLength(1);
    expect(await alertsOf("wo-late", b)).toEqual([]);
    await evaluate();
    await setWo(a, { status: "Complete" });
    await setWo(b, { status: "Complete" });
    await evaluate(WEDNESDAY, { workOrders: [a] });
    expect(await openOf("wo-late", a)).toEqual([]);
    expect(await openOf("wo-late", b)).toHaveLength(1);
    await evaluate(WEDNESDAY, { poKeys: ["999999"], suppliers: [] });
    expect(await openOf("wo-late", b)).toHaveLength(1);

    // The WO's PO line: its "due" alert names the WO's status, so the WO's scope covers its PO.
    const poKey = await make.po(customer, "PO-SCOPE");
    const lineId = await make.line(poKey, partId, 4);
    await db.updateTable("po_line").set({ due_date: "2026-12-10" }).where("po_line_id", "=", lineId).execute();
    const onLine = await woDue("2026-12-30", "Open", lineId);
    await evaluate(WEDNESDAY, { workOrders: [onLine] });
    expect(await openOf("po-line-due", poKey)).toHaveLength(1);

    // An operation moved off a Not approved supplier: the WO's scope takes every supplier with an open alert.
    const gone = await supplier("Gone Plating", { approval: "Not approved" });
    await operation(onLine, 30, { supplierId: gone });
    await evaluate(WEDNESDAY, { workOrders: [onLine] });
    expect(await openOf("approval-lapsed", gone)).toHaveLength(1);
    await db
      .updateTable("wo_operation")
      .set({ supplier_id: null, work_centre: "PAINT" })
      .where("wo_number", "=", onLine)
      .where("sequence", "=", 30)
      .execute();
    await evaluate(WEDNESDAY, { workOrders: [onLine] });
    expect(await alertsOf("approval-lapsed", gone)).toMatchObject([{ resolution: "No outside work left for them." }]);
  });

  it("notifies shopdesk_alerts once an evaluation opens or resolves something, and not when nothing changed", async () => {
    await evaluate();
    const heard: string[] = [];
    const stop = await test.database.listen(ALERTS_CHANNEL, { onNotify: (payload) => heard.push(payload) });
    try {
      const wo = await woDue("2026-12-03");
      await evaluate();
      // The evaluation after it, with nothing new, notifies nothing; the earlier one's notice arrives before its end.
      await evaluate();
      await setWo(wo, { status: "Closed" });
      await evaluate();
      await evaluate();
      await until(() => heard.length >= 2);
      expect(heard).toEqual(["{}", "{}"]);
      expect(await alertsOf("wo-late", wo)).toMatchObject([{ resolution: `WO ${wo} is Closed.` }]);
    } finally {
      await stop();
    }
  });

  it("makes no duplicate when two evaluations run at the same moment on two connections", async () => {
    // On PostgreSQL a second pool (another server process); on PGlite the one connection, taken in turns.
    const other: Database | undefined =
      testEngine === "postgresql"
        ? await openDatabase({ dataDir: test.storage.dataDir, databaseUrl: test.storage.databaseUrl })
        : undefined;
    try {
      const wos = await Promise.all(Array.from({ length: 40 }, () => woDue("2026-12-04")));
      for (let round = 0; round < 3; round++) {
        const results = await Promise.all([evaluate(), evaluate(WEDNESDAY, undefined, other?.db ?? db)]);
        if (round === 0) expect(results.flatMap((result) => result.opened).length).toBeGreaterThanOrEqual(40);
        else expect(results.flatMap((result) => result.opened)).toEqual([]);
      }
      const { rows } = await sql<{ occurrence: string; n: number }>`select occurrence, count(*)::integer as n
        from alert where rule = 'wo-late' and occurrence = any(${wos}::text[]) group by occurrence`.execute(db);
      expect(rows).toHaveLength(40);
      expect(rows.every((row) => row.n === 1)).toBe(true);
    } finally {
      await other?.close();
    }
  });

  it("emails an alert as it opens, but not the first evaluation's backlog, nor when the server sends no email", async () => {
    await db.deleteFrom("alert").execute();
    await db
      .insertInto("alert_person")
      .values({ subject: "mail-rule-test", name: "Sam Patel", email: "sam@shop.test", seen_at: WEDNESDAY })
      .execute();
    await db
      .insertInto("alert_subscription")
      .values({ subject: "mail-rule-test", rule: "wo-late", delivery: "immediate" })
      .execute();
    const mailsFor = async (wo: string) =>
      (await db.selectFrom("mail_outbox").select("body").execute()).filter((mail) => mail.body.includes(`/wo/${wo}`));

    const backlog = await woDue("2026-12-02");
    expect((await evaluate()).mailed).toBe(0);
    expect(await mailsFor(backlog)).toEqual([]);

    const fresh = await woDue("2026-12-03");
    expect((await evaluate()).mailed).toBe(1);
    expect(await mailsFor(fresh)).toHaveLength(1);

    const quiet = await woDue("2026-12-03");
    const evaluation = await evaluateAlerts(db, {
      now: WEDNESDAY,
      publicUrl: "http://shopdesk.test",
      isMailing: false,
    });
    expect(evaluation.opened).toHaveLength(1);
    expect(evaluation.mailed).toBe(0);
    expect(await mailsFor(quiet)).toEqual([]);
  });
});

/** Waits for `test` to hold (a notification to arrive), failing after 5 s. */
async function until(test: () => boolean) {
  const deadline = Date.now() + 5_000;
  while (!test()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
