import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/database.js";
import type { Schema } from "../db/schema.js";
import { type TestDatabase, openTestDatabase, testEngine } from "../test/database.js";
import { type TestSmtp, startTestSmtp } from "../test/smtp.js";
import { type MailOptions, MailSender, defaultMailOptions, enqueueMail } from "./index.js";
import { claimDueMail, retryDelayMs } from "./outbox.js";

/**
 * The outbox against a real SMTP server on a loopback port, on a clock of the test's own: a
 * retry comes due when the test moves the clock, and the test waits for what happens (a
 * message arriving, the sender's pass ending), never for time to pass.
 */
describe(`the mail sender (${testEngine})`, () => {
  let test: TestDatabase;
  let smtp: TestSmtp;
  let now: Date;
  const senders: MailSender[] = [];
  const errors: string[] = [];
  const db = () => test.database.db;

  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const sender = (options: Partial<MailOptions> = {}, on: Kysely<Schema> = db()) => {
    const made = new MailSender(
      on,
      // Only pokes drive the sender: the poll is an hour away.
      { ...defaultMailOptions, smtpUrl: smtp.url, pollMs: 3_600_000, clock: () => now, ...options },
      (_error, what) => errors.push(what),
    );
    senders.push(made);
    return made;
  };
  const queue = (dedupeKey: string, to = "dana@shop.example", subject = "Shopdesk: WO 100123 is late") =>
    db()
      .transaction()
      .execute((trx) => enqueueMail(trx, { dedupeKey, to, subject, body: `Body of ${dedupeKey}` }, now));
  const row = (dedupeKey: string) =>
    db().selectFrom("mail_outbox").selectAll().where("dedupe_key", "=", dedupeKey).executeTakeFirstOrThrow();

  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test.cleanup());
  beforeEach(async () => {
    now = new Date("2026-12-07T06:00:00Z");
    errors.length = 0;
    smtp = await startTestSmtp();
    await db().deleteFrom("mail_outbox").execute();
  });
  afterEach(async () => {
    await Promise.all(senders.splice(0).map((made) => made.stop()));
    await smtp.close();
  });

  it("sends a queued mail once, from MAIL_FROM, with a Message-ID of its row and marked automatic", async () => {
    expect(await queue("alert/1/dana")).toBe(true);
    expect(await queue("alert/1/dana")).toBe(false);
    const mailer = sender({ from: "Acme Shop <alerts@acme.example>" });
    expect(mailer.enabled).toBe(true);
    mailer.start();

    const [mail] = await smtp.waitForMail(1);
    const sent = await row("alert/1/dana");
    expect(mail).toMatchObject({
      to: ["dana@shop.example"],
      from: "alerts@acme.example",
      subject: "Shopdesk: WO 100123 is late",
      text: "Body of alert/1/dana\n",
      messageId: `<shopdesk-outbox-${sent.mail_id}-${sent.created_at.getTime()}@acme.example>`,
    });
    expect(mail?.headers.get("auto-submitted")).toBe("auto-generated");
    await mailer.settled();
    expect(await row("alert/1/dana")).toMatchObject({ sent_at: now, attempts: 1, claimed_until: null });

    mailer.poke();
    await mailer.settled();
    expect(smtp.received).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("signs in with the user and the URL-encoded password of SMTP_URL", async () => {
    await queue("alert/2/dana");
    const password = "s@c:r/et%";
    sender({ smtpUrl: smtp.url.replace("smtp://", `smtp://shop:${encodeURIComponent(password)}@`) }).start();
    expect((await smtp.waitForMail(1))[0]?.signedIn).toEqual({ user: "shop", password });
  });

  it("retries a 451 after 30 s, then 60 s, and sends it exactly once when the server takes it again", async () => {
    smtp.refuse(451);
    await queue("digest/dana/2026-12-07");
    const mailer = sender();
    mailer.start();
    await mailer.settled();
    const first = await row("digest/dana/2026-12-07");
    expect(first).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, claimed_until: null });
    expect(first.next_attempt_at).toEqual(new Date(now.getTime() + 30_000));
    expect(first.last_error).toMatch(/451/);
    expect(errors).toEqual([expect.stringMatching(/attempt 1 of 12; next at 2026-12-07T06:00:30/)]);

    // Not due yet: a poke leaves it.
    mailer.poke();
    await mailer.settled();
    expect(smtp.refusals).toBe(1);

    advance(30_000);
    mailer.poke();
    await mailer.settled();
    const second = await row("digest/dana/2026-12-07");
    expect(second.attempts).toBe(2);
    expect(second.next_attempt_at).toEqual(new Date(now.getTime() + 60_000));
    expect(smtp.refusals).toBe(2);

    smtp.accept();
    advance(59_999);
    mailer.poke();
    await mailer.settled();
    expect(smtp.received).toHaveLength(0);

    advance(1);
    mailer.poke();
    await smtp.waitForMail(1);
    await mailer.settled();
    expect(await row("digest/dana/2026-12-07")).toMatchObject({ attempts: 3, sent_at: now, failed_at: null });

    advance(3_600_000);
    mailer.poke();
    await mailer.settled();
    expect(smtp.received).toHaveLength(1);
  });

  it("doubles the wait after each failure, to at most an hour", () => {
    expect([1, 2, 3, 4, 7, 8, 12].map((attempts) => retryDelayMs(attempts, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it("gives up after the last attempt and keeps the error", async () => {
    smtp.refuse(451);
    await queue("alert/3/dana");
    const mailer = sender({ maxAttempts: 3 });
    mailer.start();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await mailer.settled();
      expect((await row("alert/3/dana")).attempts).toBe(attempt);
      advance(3_600_000);
      mailer.poke();
    }
    await mailer.settled();
    expect(await row("alert/3/dana")).toMatchObject({ attempts: 3, failed_at: expect.any(Date), sent_at: null });
    expect((await row("alert/3/dana")).last_error).toMatch(/451/);
    expect(smtp.refusals).toBe(3);
    expect(errors.at(-1)).toMatch(/attempt 3; given up/);
  });

  it("gives up at once on an address the server refuses for good (550), and goes on to the next mail", async () => {
    smtp.refuse(550, "rcpt");
    await queue("alert/4/nobody", "nobody@shop.example");
    await queue("alert/4/dana");
    const mailer = sender();
    mailer.start();
    await mailer.settled();
    expect(await row("alert/4/nobody")).toMatchObject({ attempts: 1, failed_at: now, sent_at: null });
    expect((await row("alert/4/nobody")).last_error).toMatch(/550/);
    // The second was tried in the same pass (also refused, since this server refuses everyone).
    expect((await row("alert/4/dana")).attempts).toBe(1);
  });

  it("stops a pass when no server answers, leaving the other mails untried", async () => {
    await smtp.close();
    await queue("alert/5/dana");
    await queue("alert/5/erin", "erin@shop.example");
    const mailer = sender();
    mailer.start();
    await mailer.settled();
    const tried = await db().selectFrom("mail_outbox").select(["dedupe_key", "attempts", "last_error"]).execute();
    expect(tried.map((mail) => mail.attempts).sort()).toEqual([0, 1]);
    expect(tried.find((mail) => mail.attempts === 1)?.last_error).toMatch(/ECONNECTION|ECONNREFUSED/);
    smtp = await startTestSmtp();
  });

  it("sends again, with the same Message-ID, a mail whose sender died before marking it sent, once its lease is over", async () => {
    await queue("alert/6/dana");
    const mailer = sender();
    mailer.start();
    await smtp.waitForMail(1);
    await mailer.settled();
    // As if the process had died between the SMTP server's "250 OK" and its update.
    await db()
      .updateTable("mail_outbox")
      .set({ sent_at: null, claimed_until: new Date(now.getTime() + defaultMailOptions.leaseMs) })
      .where("dedupe_key", "=", "alert/6/dana")
      .execute();

    mailer.poke();
    await mailer.settled();
    expect(smtp.received).toHaveLength(1);

    advance(defaultMailOptions.leaseMs + 1);
    mailer.poke();
    const [first, second] = await smtp.waitForMail(2);
    expect(second?.messageId).toBe(first?.messageId);
    await mailer.settled();
    expect(await row("alert/6/dana")).toMatchObject({ attempts: 2, sent_at: now });
  });

  it("leaves a row another sender holds until its lease runs out", async () => {
    await queue("alert/7/dana");
    expect(await claimDueMail(db(), now, defaultMailOptions.leaseMs)).toMatchObject({ attempts: 1 });
    const mailer = sender();
    mailer.start();
    await mailer.settled();
    expect(smtp.received).toHaveLength(0);
    advance(defaultMailOptions.leaseMs + 1);
    mailer.poke();
    await smtp.waitForMail(1);
  });

  it("two senders on one database (two processes' worth) deliver each mail once", async () => {
    const keys = Array.from({ length: 24 }, (_, n) => `alert/${100 + n}/dana`);
    for (const key of keys) await queue(key);
    // On PostgreSQL each sender has a pool of its own, as two processes would; PGlite is one
    // process's database, so there the two share it.
    let other: Database | undefined;
    if (test.storage.databaseUrl) {
      other = await openDatabase({ dataDir: test.storage.dataDir, databaseUrl: test.storage.databaseUrl });
    }
    try {
      const one = sender();
      const two = sender({}, other?.db ?? db());
      one.start();
      two.start();
      one.poke();
      two.poke();
      await smtp.waitForMail(keys.length);
      await Promise.all([one.settled(), two.settled()]);

      expect(smtp.received).toHaveLength(keys.length);
      expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(keys.length);
      expect(new Set(smtp.received.map((mail) => mail.text)).size).toBe(keys.length);
      const rows = await db().selectFrom("mail_outbox").select(["attempts", "sent_at"]).execute();
      expect(rows.every((mail) => mail.attempts === 1 && mail.sent_at !== null)).toBe(true);
    } finally {
      await Promise.all(senders.splice(0).map((made) => made.stop()));
      await other?.close();
    }
  });

  it("does not send late a mail nobody tried within a day (email was off when it was queued)", async () => {
    await queue("digest/dana/2026-12-06");
    advance(24 * 3_600_000 + 1);
    await queue("digest/dana/2026-12-07");
    const mailer = sender();
    mailer.start();
    await smtp.waitForMail(1);
    await mailer.settled();
    expect(smtp.received.map((mail) => mail.text)).toEqual(["Body of digest/dana/2026-12-07\n"]);
    expect(await row("digest/dana/2026-12-06")).toMatchObject({ failed_at: now, sent_at: null });
  });

  it("without SMTP_URL is not enabled and sends nothing, whatever is queued", async () => {
    await queue("alert/8/dana");
    const mailer = sender({ smtpUrl: undefined });
    expect(mailer.enabled).toBe(false);
    mailer.start();
    mailer.poke();
    await mailer.settled();
    await mailer.stop();
    expect(await row("alert/8/dana")).toMatchObject({ attempts: 0, sent_at: null, claimed_until: null });
    expect(smtp.received).toHaveLength(0);
  });

  it("stop() lets the send in flight finish and record itself, then sends no more", async () => {
    await queue("alert/9/dana");
    const mailer = sender();
    mailer.start();
    await mailer.stop();
    expect(await row("alert/9/dana")).toMatchObject({ sent_at: now, claimed_until: null });
    expect(smtp.received).toHaveLength(1);

    await queue("alert/10/dana");
    mailer.poke();
    mailer.start();
    await mailer.settled();
    expect((await row("alert/10/dana")).attempts).toBe(0);
  });
});
