import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/database.js";
import { type TestDatabase, openTestDatabase, testEngine } from "../test/database.js";
import { alertRows, mailForEachTest } from "../test/mail-alerts.js";
import { enqueueDueDigests } from "./digest.js";

const publicUrl = "https://shopdesk.example";

/**
 * The daily digest, on a clock of the test's own: each person's comes at their hour in their
 * time zone, once a day, with their open alerts of the rules they get in it, left out what
 * they read or snoozed; and it reaches a real SMTP server.
 */
describe(`the daily digest (${testEngine})`, () => {
  let test: TestDatabase;
  let now: Date;
  const db = () => test.database.db;
  const rows = () => alertRows(db());
  const mail = mailForEachTest(db, () => now);

  const at = (iso: string) => {
    now = new Date(iso);
  };
  const queueDigests = () => enqueueDueDigests(db(), { now, publicUrl });
  const outbox = async () =>
    (await db().selectFrom("mail_outbox").select(["dedupe_key", "to_address", "subject_line"]).execute()).sort(
      (a, b) => (a.dedupe_key < b.dedupe_key ? -1 : 1),
    );
  const lastDigests = async () =>
    Object.fromEntries(
      (await db().selectFrom("alert_person").select(["subject", "last_digest_on"]).execute()).map((person) => [
        person.subject,
        person.last_digest_on,
      ]),
    );
  const digestTo = (address: string) => mail.smtp.received.filter((mail) => mail.to[0] === address);

  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test.cleanup());
  beforeEach(() => {
    at("2026-12-07T06:59:00Z");
  });

  it("sends each person their open, unread, unsnoozed alerts of digest rules, grouped by rule, at their hour", async () => {
    const alerts = rows();
    await alerts.person("dana", { digestHour: 7 });
    // 07:00 in Chicago is 13:00 UTC in December; PO line due is off for her.
    await alerts.person("erin", { digestHour: 7, timeZone: "America/Chicago", rules: { "po-line-due": "off" } });
    await alerts.person("frank", { email: null, digestHour: 0 });
    const opened = new Date("2026-12-05T10:00:00Z");
    const late = await alerts.alert("wo-late", "work_order", "100123", "WO 100123 is late", opened);
    const lateToo = await alerts.alert("wo-late", "work_order", "100124", "WO 100124 is late", opened);
    await alerts.alert("po-line-due", "purchase_order", "4021", "PO 88-1 line 2 due in 3 days", opened);
    // Immediate by default: never in a digest.
    await alerts.alert("outside-overdue", "work_order", "100125", "WO 100125 op 30 overdue", opened);
    const expiring = await alerts.alert("certificate-expiring", "supplier", "1", "Acme: certificate expires", opened);
    const willBeLate = await alerts.alert("wo-will-be-late", "work_order", "100126", "WO 100126 will be late", opened);
    const resolved = await alerts.alert("wo-late", "work_order", "100127", "WO 100127 is late", opened);
    await alerts.resolve(resolved, opened);
    await alerts.reader("dana", expiring, { readAt: opened });
    await alerts.reader("dana", willBeLate, { snoozedUntil: "2026-12-08" });
    // Snoozed until today: back today.
    await alerts.reader("dana", lateToo, { snoozedUntil: "2026-12-07" });
    // Read by someone else: still unread for dana.
    await alerts.reader("erin", late, { readAt: opened });

    expect(await queueDigests()).toBe(0);
    expect(await lastDigests()).toEqual({ dana: null, erin: null, frank: null });

    at("2026-12-07T07:00:00Z");
    expect(await queueDigests()).toBe(1);
    expect(await outbox()).toEqual([
      {
        dedupe_key: "digest/dana/2026-12-07",
        to_address: "dana@shop.example",
        subject_line: "Shopdesk: 3 alerts — Monday 7 December",
      },
    ]);
    expect(await lastDigests()).toEqual({ dana: "2026-12-07", erin: null, frank: null });
    at("2026-12-07T12:59:59Z");
    expect(await queueDigests()).toBe(0);

    mail.sender.start();
    const [dana] = await mail.smtp.waitForMail(1);
    expect(dana?.subject).toBe("Shopdesk: 3 alerts — Monday 7 December");
    expect(dana?.text).toBe(
      [
        "3 alerts open for you on Monday, 7 December 2026:",
        "",
        "WO late (2)",
        "",
        "- WO 100123 is late",
        "  Detail of WO 100123 is late.",
        "  Since Saturday, 5 December 2026 at 10:00 UTC",
        "  https://shopdesk.example/wo/100123",
        "",
        "- WO 100124 is late",
        "  Detail of WO 100124 is late.",
        "  Since Saturday, 5 December 2026 at 10:00 UTC",
        "  https://shopdesk.example/wo/100124",
        "",
        "PO line due (1)",
        "",
        "- PO 88-1 line 2 due in 3 days",
        "  Detail of PO 88-1 line 2 due in 3 days.",
        "  Since Saturday, 5 December 2026 at 10:00 UTC",
        "  https://shopdesk.example/po/4021",
        "",
        "--",
        "Alerts you have read or snoozed are left out. This email comes once a day at the hour you chose;",
        "to change it, or which alerts it lists: https://shopdesk.example/alerts/settings",
        "",
      ].join("\n"),
    );

    at("2026-12-07T13:00:00Z");
    expect(await queueDigests()).toBe(1);
    mail.sender.poke();
    await mail.smtp.waitForMail(2);
    const [erin] = digestTo("erin@shop.example");
    expect(erin?.subject).toBe("Shopdesk: 3 alerts — Monday 7 December");
    // She read WO 100123's.
    expect(erin?.text).toContain("WO late (1)\n\n- WO 100124 is late\n");
    expect(erin?.text).not.toContain("WO 100123");
    expect(erin?.text).toContain("Certificate expiring (1)\n\n- Acme: certificate expires\n");
    expect(erin?.text).toContain("WO will be late (1)\n\n- WO 100126 will be late\n");
    expect(erin?.text).toContain("  Since Saturday, 5 December 2026 at 04:00 GMT-6\n");
    expect(erin?.text).not.toContain("PO line due");
    expect(erin?.text).not.toContain("WO 100125");
    expect(erin?.text).not.toContain("WO 100127");
    await mail.sender.settled();
    expect(mail.smtp.received).toHaveLength(2);
  });

  it("comes once a day: not again the same day, and again the next day at the hour", async () => {
    const alerts = rows();
    await alerts.person("dana", { digestHour: 7 });
    await alerts.alert("wo-late", "work_order", "100123", "WO 100123 is late", new Date("2026-12-05T10:00:00Z"));

    at("2026-12-07T07:00:00Z");
    expect(await queueDigests()).toBe(1);
    at("2026-12-07T23:59:59Z");
    expect(await queueDigests()).toBe(0);
    at("2026-12-08T06:59:59Z");
    expect(await queueDigests()).toBe(0);
    at("2026-12-08T07:00:00Z");
    expect(await queueDigests()).toBe(1);
    expect((await outbox()).map((mail) => mail.subject_line)).toEqual([
      "Shopdesk: 1 alert — Monday 7 December",
      "Shopdesk: 1 alert — Tuesday 8 December",
    ]);
  });

  it("counts the day in the person's time zone: east of UTC, tomorrow comes first", async () => {
    const alerts = rows();
    await alerts.person("kenji", { digestHour: 7, timeZone: "Asia/Tokyo" });
    await alerts.alert("wo-late", "work_order", "100123", "WO 100123 is late", new Date("2026-12-05T10:00:00Z"));

    // 06:59 on Tuesday in Tokyo.
    at("2026-12-07T21:59:00Z");
    expect(await queueDigests()).toBe(0);
    at("2026-12-07T22:00:00Z");
    expect(await queueDigests()).toBe(1);
    expect(await outbox()).toEqual([
      {
        dedupe_key: "digest/kenji/2026-12-08",
        to_address: "kenji@shop.example",
        subject_line: "Shopdesk: 1 alert — Tuesday 8 December",
      },
    ]);
    expect(await lastDigests()).toEqual({ kenji: "2026-12-08" });
  });

  it("counts a day with nothing to say as done, without an email", async () => {
    const alerts = rows();
    await alerts.person("dana", { digestHour: 7 });
    const late = await alerts.alert("wo-late", "work_order", "100123", "WO 100123 is late", now);
    await alerts.reader("dana", late, { readAt: now });

    at("2026-12-07T07:00:00Z");
    expect(await queueDigests()).toBe(0);
    expect(await lastDigests()).toEqual({ dana: "2026-12-07" });
    expect(await outbox()).toEqual([]);
    // A new alert later that day waits for tomorrow's digest.
    await alerts.alert("wo-late", "work_order", "100124", "WO 100124 is late", now);
    at("2026-12-07T09:00:00Z");
    expect(await queueDigests()).toBe(0);
  });

  it("takes a time zone PostgreSQL does not know as UTC, without holding up anyone else's digest", async () => {
    const alerts = rows();
    await alerts.person("dana", { digestHour: 7 });
    await alerts.person("zed", { digestHour: 7, timeZone: "Mars/Olympus_Mons" });
    // Spelled as Intl accepts it: PostgreSQL takes zone names in any case too (16:00 in Tokyo).
    await alerts.person("kim", { digestHour: 16, timeZone: "asia/tokyo" });
    await alerts.alert("wo-late", "work_order", "100123", "WO 100123 is late", now);
    at("2026-12-07T07:00:00Z");
    expect(await queueDigests()).toBe(3);
    expect(await lastDigests()).toEqual({ dana: "2026-12-07", zed: "2026-12-07", kim: "2026-12-07" });
  });

  it("queues each person's digest once when two server processes look at the same moment", async () => {
    const alerts = rows();
    const people = ["ana", "ben", "cal", "dee", "eve", "fay"];
    for (const subject of people) await alerts.person(subject, { digestHour: 7 });
    await alerts.alert("wo-late", "work_order", "100123", "WO 100123 is late", now);

    // On PostgreSQL the second has a pool of its own, as another process would.
    let other: Database | undefined;
    if (test.storage.databaseUrl) {
      other = await openDatabase({ dataDir: test.storage.dataDir, databaseUrl: test.storage.databaseUrl });
    }
    try {
      at("2026-12-07T07:00:00Z");
      const counts = await Promise.all([
        queueDigests(),
        enqueueDueDigests(other?.db ?? db(), { now, publicUrl }),
        queueDigests(),
      ]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(people.length);
      expect((await outbox()).map((mail) => mail.dedupe_key)).toEqual(
        people.map((subject) => `digest/${subject}/2026-12-07`),
      );
    } finally {
      await other?.close();
    }
  });
});
