import type { AlertDelivery, AlertRecordKind, AlertRule } from "@shopdesk/contract";
import type { Kysely } from "kysely";
import type { Schema } from "../db/schema.js";

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
