import type { AlertDelivery, AlertRecordKind, AlertRule } from "@shopdesk/contract";
import type { Kysely } from "kysely";
import { afterEach, beforeEach, expect } from "vitest";
import type { Schema } from "../db/schema.js";
import { MailSender, defaultMailOptions } from "../mail/index.js";
import { type TestSmtp, startTestSmtp } from "./smtp.js";

/**
 * Alert rows written directly, as the rules engine would leave them, for tests of what
 * reads alerts (the emails, the digest) without evaluating any rule.
 */
export function alertRows(db: Kysely<Schema>) {
  let occurrence = 0;
  return {
    async person(
      subject: string,
      person: {
        email?: string | null;
        timeZone?: string;
        digestHour?: number;
        rules?: Partial<Record<AlertRule, AlertDelivery>>;
      } = {},
    ): Promise<string> {
      await db
        .insertInto("alert_person")
        .values({
          subject,
          name: subject,
          email: person.email === undefined ? `${subject}@shop.example` : person.email,
          time_zone: person.timeZone ?? "UTC",
          digest_hour: person.digestHour ?? 7,
        })
        .execute();
      for (const [rule, delivery] of Object.entries(person.rules ?? {}) as [AlertRule, AlertDelivery][]) {
        await db.insertInto("alert_subscription").values({ subject, rule, delivery }).execute();
      }
      return subject;
    },

    async alert(
      rule: AlertRule,
      kind: AlertRecordKind,
      key: string,
      title: string,
      openedAt: Date,
      detail = `Detail of ${title}.`,
    ): Promise<string> {
      const row = await db
        .insertInto("alert")
        .values({
          rule,
          occurrence: `${kind}/${key}/${++occurrence}`,
          record_kind: kind,
          record_key: key,
          title,
          detail,
          opened_at: openedAt,
        })
        .returning("alert_id")
        .executeTakeFirstOrThrow();
      return row.alert_id;
    },

    async resolve(alertId: string, at: Date): Promise<void> {
      await db
        .updateTable("alert")
        .set({ resolved_at: at, resolution: "It cleared." })
        .where("alert_id", "=", alertId)
        .execute();
    },

    async reader(subject: string, alertId: string, reader: { readAt?: Date; snoozedUntil?: string }): Promise<void> {
      await db
        .insertInto("alert_reader")
        .values({
          subject,
          alert_id: alertId,
          read_at: reader.readAt ?? null,
          snoozed_until: reader.snoozedUntil ?? null,
        })
        .execute();
    },

    async supplier(name: string): Promise<string> {
      const row = await db
        .insertInto("supplier")
        .values({ supplier_name: name })
        .returning("supplier_id")
        .executeTakeFirstOrThrow();
      return row.supplier_id;
    },
  };
}

/**
 * A real SMTP server and a MailSender on `db` for each test, on the test's clock, with no
 * alert, person or outbox row left from the test before; after each, both stopped and no
 * sending failure reported.
 */
export function mailForEachTest(db: () => Kysely<Schema>, clock: () => Date) {
  const mail = {} as { smtp: TestSmtp; sender: MailSender };
  const errors: string[] = [];
  beforeEach(async () => {
    for (const table of ["mail_outbox", "alert_reader", "alert", "alert_subscription", "alert_person"] as const) {
      await db().deleteFrom(table).execute();
    }
    mail.smtp = await startTestSmtp();
    mail.sender = new MailSender(db(), { ...defaultMailOptions, smtpUrl: mail.smtp.url, clock }, (_error, what) =>
      errors.push(what),
    );
  });
  afterEach(async () => {
    await mail.sender.stop();
    await mail.smtp.close();
    expect(errors.splice(0)).toEqual([]);
  });
  return mail;
}
