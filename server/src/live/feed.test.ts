import type { AddressInfo } from "node:net";
import { type ChangeEvent, changeEventSchema, liveHelloSchema } from "@shopdesk/contract";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { type OpenedStream, openLiveStream } from "../test/live.js";
import { line, makePurchaseOrder, orderCatalog } from "../test/orders.js";
import { purgeLog } from "./change-log.js";
import { CHANGE_CHANNEL } from "./feed.js";

/**
 * The change feed over a real socket: an event per record of each committed write, none for
 * one refused or rolled back, one NOTIFY per transaction, and a browser that resumes with
 * Last-Event-ID missing nothing and getting nothing twice.
 */
describe(`the change feed (${testEngine})`, () => {
  let api: TestApi;
  let origin: string;
  const opened: OpenedStream[] = [];
  const db = () => api.test.database.db;

  const open = async (lastEventId?: string) => {
    const stream = await openLiveStream(origin, api.authorization, { lastEventId });
    opened.push(stream);
    return stream;
  };
  const changes = (stream: OpenedStream) =>
    stream.events.filter((event) => event.event === "change").map((event) => event.data as ChangeEvent);
  /** Takes the stream's next `count` changes, each checked against the contract. */
  const takeChanges = async (stream: OpenedStream, count: number) => {
    const taken: ChangeEvent[] = [];
    for (let n = 0; n < count; n++) {
      const event = await stream.take("change");
      expect(event.id).toBe((event.data as ChangeEvent).Seq);
      taken.push(changeEventSchema.parse(event.data));
    }
    return taken;
  };
  const customerVersion = async (id: string) =>
    (await api.call<{ Version: number }>("GET", `/api/customers/${id}`)).body.Version;
  const renameCustomer = async (id: string, Name: string) => {
    const answer = await api.call<{ Version: number }>("PUT", `/api/customers/${id}`, {
      Version: await customerVersion(id),
      Name,
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  /** The log's ids after `after`, as the database has them. */
  const loggedAfter = async (after: string) =>
    (
      await sql<{
        event_id: string;
      }>`select event_id from change_event where event_id > ${after} order by event_id`.execute(db())
    ).rows.map((row) => row.event_id);

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

  it("says hello, then sends a change per record of a committed write: its new Version and the fields that changed", async () => {
    const stream = await open();
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("cache-control")).toBe("no-store");
    expect(stream.headers.get("x-accel-buffering")).toBe("no");
    const hello = liveHelloSchema.parse((await stream.take("hello")).data);
    expect(hello.StreamId).toMatch(/^[0-9a-f-]{36}$/);
    expect(stream.events[0]?.event).toBe("hello");

    const saved = await renameCustomer("BOLT", "Bolt Aero Ltd");
    const [change] = await takeChanges(stream, 1);
    expect(change).toEqual({
      Seq: expect.stringMatching(/^\d+$/),
      Kind: "customer",
      Key: "BOLT",
      Version: saved.Version,
      Action: "update",
      Fields: ["Name"],
      Subject: "dana",
      Name: "Dana Reyes",
      At: expect.any(String),
    });
    expect(BigInt(change!.Seq)).toBeGreaterThan(BigInt(hello.Head));
  });

  it("names a supplier as the API does, by its name as committed (its history holds its id)", async () => {
    const stream = await open();
    await stream.take("hello");
    const created = await api.call("POST", "/api/suppliers", { SupplierName: "Feed Plating Co" });
    expect(created.status).toBe(201);
    const renamed = await api.call("PUT", "/api/suppliers/Feed%20Plating%20Co", {
      SupplierName: "Feed Plating & Anodize",
      Version: 1,
    });
    expect(renamed.status).toBe(200);
    const [create, rename] = await takeChanges(stream, 2);
    expect(create).toMatchObject({ Kind: "supplier", Key: "Feed Plating Co", Action: "create", Version: 1 });
    expect(rename).toMatchObject({ Kind: "supplier", Key: "Feed Plating & Anodize", Fields: ["SupplierName"] });
  });

  it("sends nothing, not even a NOTIFY, for a write refused with a stale Version or a transaction rolled back", async () => {
    const stream = await open();
    await stream.take("hello");
    const version = await customerVersion("BOLT");
    await renameCustomer("BOLT", "Bolt Aero Inc.");
    await takeChanges(stream, 1);
    const heard: string[] = [];
    const stopListening = await api.test.database.listen(CHANGE_CHANNEL, {
      onNotify: (payload) => heard.push(payload),
    });
    try {
      const stale = await api.call("PUT", "/api/customers/BOLT", { Version: version, Name: "Stale" });
      expect(stale.status).toBe(409);
      await expect(
        db()
          .transaction()
          .execute(async (trx) => {
            await trx
              .insertInto("change_history")
              .values({
                entity_type: "customer",
                entity_key: "BOLT",
                action: "update",
                changes: "{}",
                subject: "dana",
                name: null,
              })
              .execute();
            throw new Error("rolled back");
          }),
      ).rejects.toThrow("rolled back");

      // Events and NOTIFYs come in commit order: had either sent one, it would come before this write's.
      await renameCustomer("ACME", "Acme Aerospace Inc");
      const [next] = await takeChanges(stream, 1);
      expect(next).toMatchObject({ Kind: "customer", Key: "ACME" });
      expect(changes(stream).map((change) => change.Key)).toEqual(["BOLT", "ACME"]);
      await stream.until(() => heard.length > 0);
      expect(heard).toEqual([next!.Seq]);
    } finally {
      await stopListening();
    }
  });

  it("gives a write of several records one NOTIFY, and its events in the order it wrote them", async () => {
    const heard: string[] = [];
    const stopListening = await api.test.database.listen(CHANGE_CHANNEL, {
      onNotify: (payload) => heard.push(payload),
    });
    /** The records the last transaction's history names, in the order written. */
    const lastWritten = async () =>
      (
        await sql<{ entity_type: string; entity_key: string }>`select entity_type, entity_key from change_history
          where xid = (select xid from change_history order by history_id desc limit 1) order by history_id`.execute(
          db(),
        )
      ).rows.map((row) => [row.entity_type, row.entity_key]);
    /** The write's events: one per history row, in its order, with ids one after another. */
    const eventsOf = async (stream: OpenedStream) => {
      const written = await lastWritten();
      const events = await takeChanges(stream, written.length);
      expect(events.map((event) => [event.Kind, event.Key])).toEqual(written);
      const seqs = events.map((event) => BigInt(event.Seq));
      expect(seqs).toEqual(seqs.map((_, n) => seqs[0]! + BigInt(n)));
      return events;
    };
    try {
      const stream = await open();
      await stream.take("hello");
      const po = await makePurchaseOrder(api, "LIVE-SLIP", [line(10), line(5), line(2)]);
      const created = await eventsOf(stream);
      expect(created.map((event) => event.Kind)).toEqual(["purchase_order", "po_line", "po_line", "po_line"]);
      expect(created[1]).toMatchObject({ Key: `${po.POKey}/1`, Version: 1, Action: "create", Fields: [] });

      const slip = await api.call("POST", `/api/purchase-orders/${po.POKey}/packing-slips`, {
        ShipDate: "2026-03-20",
        Lines: [1, 2, 3].map((LineNumber) => ({ LineNumber, Quantity: [10, 5, 2][LineNumber - 1] })),
      });
      expect(slip.status).toBe(201);
      const shipped = await eventsOf(stream);
      expect(shipped).toMatchObject([
        { Kind: "packing_slip", Key: `${po.POKey}/1`, Version: 1, Action: "create", Fields: [] },
        {
          Kind: "purchase_order",
          Key: String(po.POKey),
          Version: po.Version + 1,
          Action: "status",
          Fields: ["Status"],
        },
      ]);

      // A later write's NOTIFY comes after any the others sent: by then every one of theirs is in.
      await renameCustomer("BOLT", "Bolt Aero");
      const [last] = await takeChanges(stream, 1);
      await stream.until(() => heard.includes(last!.Seq));
      expect(heard).toEqual([created.at(-1)!.Seq, shipped.at(-1)!.Seq, last!.Seq]);
    } finally {
      await stopListening();
    }
  });

  it("replays after Last-Event-ID with nothing missed and nothing twice, while writes go on", async () => {
    const first = await open();
    await first.take("hello");
    await renameCustomer("BOLT", "Bolt One");
    const [seen] = await takeChanges(first, 1);
    first.close();
    await renameCustomer("BOLT", "Bolt Two");
    await renameCustomer("ACME", "Acme Two");

    // Writes land while the stream replays: some in the replay, some held and sent after it.
    const writes = Promise.all([
      renameCustomer("GONE", "Gone Three"),
      makePurchaseOrder(api, "LIVE-REPLAY", [line(1), line(2), line(3)]),
    ]);
    const second = await open(seen!.Seq);
    await writes;
    const expected = await loggedAfter(seen!.Seq);
    await second.until(() => changes(second).length >= expected.length);
    expect(changes(second).map((change) => change.Seq)).toEqual(expected);
    expect(second.events[0]?.event).toBe("hello");

    await renameCustomer("BOLT", "Bolt Four");
    const [live] = await takeChanges(second, expected.length + 1).then((all) => all.slice(-1));
    expect(live).toMatchObject({ Key: "BOLT", Fields: ["Name"] });
    expect(new Set(changes(second).map((change) => change.Seq)).size).toBe(changes(second).length);
  });

  it("sends reset for a Last-Event-ID older than the log keeps, and carries on live", async () => {
    await renameCustomer("BOLT", "Bolt Old");
    await renameCustomer("ACME", "Acme Old");
    const logged = await loggedAfter("0");
    const oldest = logged[0]!;
    const newest = logged.at(-1)!;
    await sql`update change_event set at = now() - interval '100 hours' where event_id <= ${newest}`.execute(db());
    expect(await purgeLog(db(), 72)).toBeGreaterThan(0);
    expect(await loggedAfter("0")).toEqual([]);

    const behind = await open(String(BigInt(oldest) - 1n));
    await behind.take("hello");
    const reset = await behind.take<{ Reason: string }>("reset");
    expect(reset.data.Reason).toMatch(/read again/);
    // Up to date when the log was purged: nothing was lost, so no reset.
    const current = await open(newest);
    await current.take("hello");
    // An id the log never gave (another database's): reset too, and then every change.
    const elsewhere = await open("999999999");
    await elsewhere.take("hello");
    await elsewhere.take("reset");

    await renameCustomer("BOLT", "Bolt New");
    const [afterReset] = await takeChanges(behind, 1);
    const [afterCurrent] = await takeChanges(current, 1);
    expect(afterReset).toMatchObject({ Key: "BOLT" });
    expect(afterCurrent).toEqual(afterReset);
    expect(await takeChanges(elsewhere, 1)).toEqual([afterReset]);
    expect(current.events.map((event) => event.event)).toEqual(["hello", "change"]);
  });
});
