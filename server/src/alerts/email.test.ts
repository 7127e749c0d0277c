import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase, testEngine } from "../test/database.js";
import { alertRows, mailForEachTest } from "../test/mail-alerts.js";
import { enqueueOpenedAlertMails } from "./email.js";

const publicUrl = "https://shopdesk.example";

/**
 * The email each person who hears a rule "immediate" gets as its alert opens, through the
 * outbox to a real SMTP server: the right people, once, with a link to the record.
 */
describe(`alert emails as alerts open (${testEngine})`, () => {
  let test: TestDatabase;
  const now = new Date("2026-12-07T14:05:00Z");
  const db = () => test.database.db;
  const rows = () => alertRows(db());
  const mail = mailForEachTest(db, () => now);

  const enqueue = (alertIds: string[]) =>
    db()
      .transaction()
      .execute((trx) => enqueueOpenedAlertMails(trx, alertIds, { now, publicUrl }));
  const outbox = () =>
    db().selectFrom("mail_outbox").select(["dedupe_key", "to_address", "subject_line"]).orderBy("dedupe_key").execute();

  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test.cleanup());

  it("sends one email per person who hears the rule as it opens: its title, detail, time, record and settings", async () => {
    const alerts = rows();
    // Outside processing overdue is "immediate" unless a person chose otherwise.
    await alerts.person("dana");
    await alerts.person("erin", { rules: { "outside-overdue": "inbox" } });
    await alerts.person("frank", { email: null });
    await alerts.person("gina", { email: "  " });
    await alerts.person("hank", { timeZone: "America/Chicago", email: " hank@shop.example " });
    const overdue = await alerts.alert(
      "outside-overdue",
      "work_order",
      "100123",
      "WO 100123: op 30 overdue from Acme Plating",
      new Date("2026-12-07T14:00:00Z"),
      "Expected back 2026-12-04; sent 2026-11-28; 40 pcs.",
    );

    expect(await enqueue([overdue])).toBe(2);
    expect(await outbox()).toEqual([
      {
        dedupe_key: `alert/${overdue}/dana`,
        to_address: "dana@shop.example",
        subject_line: "Shopdesk: WO 100123: op 30 overdue from Acme Plating",
      },
      {
        dedupe_key: `alert/${overdue}/hank`,
        to_address: "hank@shop.example",
        subject_line: "Shopdesk: WO 100123: op 30 overdue from Acme Plating",
      },
    ]);

    mail.sender.start();
    const received = await mail.smtp.waitForMail(2);
    const dana = received.find((mail) => mail.to[0] === "dana@shop.example");
    expect(dana?.subject).toBe("Shopdesk: WO 100123: op 30 overdue from Acme Plating");
    expect(dana?.text).toBe(
      [
        "WO 100123: op 30 overdue from Acme Plating",
        "",
        "Expected back 2026-12-04; sent 2026-11-28; 40 pcs.",
        "",
        "Opened Monday, 7 December 2026 at 14:00 UTC.",
        "Open it in Shopdesk: https://shopdesk.example/wo/100123",
        "",
        "--",
        'You get this email because "Outside processing overdue" alerts are set to email you as they open.',
        "To change which alerts email you, and when: https://shopdesk.example/alerts/settings",
        "",
      ].join("\n"),
    );
    // Each reader's own time zone.
    const hank = received.find((mail) => mail.to[0] === "hank@shop.example");
    expect(hank?.text).toContain("Opened Monday, 7 December 2026 at 08:00 GMT-6.");
  });

  it("links a PO by its key and a supplier by its name, and leaves out rules a person gets otherwise", async () => {
    const alerts = rows();
    await alerts.person("dana", { rules: { "po-line-due": "immediate" } });
    await alerts.person("erin");
    const supplierId = await alerts.supplier("Acme Plating & Heat/Treat");
    const lapsed = await alerts.alert("approval-lapsed", "supplier", supplierId, "Acme Plating: approval lapsed", now);
    const due = await alerts.alert("po-line-due", "purchase_order", "4021", "PO 88-1 line 2 due in 3 days", now);
    // A digest rule by default: no email as it opens.
    const late = await alerts.alert("wo-late", "work_order", "100124", "WO 100124 is late", now);

    expect(await enqueue([lapsed, due, late])).toBe(3);
    expect((await outbox()).map((mail) => mail.dedupe_key).sort()).toEqual(
      [`alert/${due}/dana`, `alert/${lapsed}/dana`, `alert/${lapsed}/erin`].sort(),
    );

    mail.sender.start();
    const received = await mail.smtp.waitForMail(3);
    const texts = received.filter((mail) => mail.to[0] === "dana@shop.example").map((mail) => mail.text);
    expect(texts.join("\n")).toContain(
      "Open it in Shopdesk: https://shopdesk.example/supplier/Acme%20Plating%20%26%20Heat%2FTreat\n",
    );
    expect(texts.join("\n")).toContain("Open it in Shopdesk: https://shopdesk.example/po/4021\n");
  });

  it("queues nothing twice: the same alerts again (a retried transaction, another server process) add no email", async () => {
    const alerts = rows();
    await alerts.person("dana");
    const overdue = await alerts.alert("outside-overdue", "work_order", "100125", "WO 100125 overdue", now);
    expect(await enqueue([overdue])).toBe(1);
    expect(await enqueue([overdue])).toBe(0);
    expect(await enqueue([])).toBe(0);
    expect(await outbox()).toHaveLength(1);
  });

  it("sends nothing for an alert that resolved before its email was queued", async () => {
    const alerts = rows();
    await alerts.person("dana");
    const overdue = await alerts.alert("outside-overdue", "work_order", "100126", "WO 100126 overdue", now);
    await alerts.resolve(overdue, now);
    expect(await enqueue([overdue])).toBe(0);
  });

  it("puts a title with a line break on one line of the subject", async () => {
    const alerts = rows();
    await alerts.person("dana");
    const overdue = await alerts.alert("outside-overdue", "work_order", "100127", "WO 100127\r\nBcc: x@y", now);
    await enqueue([overdue]);
    expect((await outbox())[0]?.subject_line).toBe("Shopdesk: WO 100127 Bcc: x@y");
  });
});
