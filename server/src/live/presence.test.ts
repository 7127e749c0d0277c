import type { AddressInfo } from "node:net";
import { type PresenceEvent, errorBodySchema, liveHelloSchema, presenceEventSchema } from "@shopdesk/contract";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { type OpenedStream, openLiveStream } from "../test/live.js";
import { sweepPresence } from "./presence.js";

const acme = { Kind: "customer", Key: "ACME" } as const;
const dana = { Subject: "dana", Name: "Dana Reyes" };
const sam = { Subject: "sam", Name: "Sam Patel" };

/**
 * Presence over real sockets, on a clock of the test's own: the sweep runs every 20 ms and
 * looks at that clock, so a presence lapses when the test moves the clock, never by waiting.
 */
describe(`presence (${testEngine})`, () => {
  let api: TestApi;
  let origin: string;
  let samAuthorization: string;
  let now = new Date("2026-06-01T12:00:00Z");
  const opened: OpenedStream[] = [];
  const ttl = 25;

  /** A stream of Dana's (or Sam's) and its StreamId. */
  const open = async (who: "dana" | "sam" = "dana") => {
    const stream = await openLiveStream(origin, who === "dana" ? api.authorization : samAuthorization);
    opened.push(stream);
    const { StreamId } = liveHelloSchema.parse((await stream.take("hello")).data);
    return Object.assign(stream, { id: StreamId, who });
  };
  type Tab = Awaited<ReturnType<typeof open>>;
  const put = async (tab: Tab, Record: { Kind: string; Key: string } | null, Editing = false, streamId = tab.id) => {
    const response = await api.app.inject({
      method: "PUT",
      url: "/api/live/presence",
      headers: { authorization: tab.who === "dana" ? api.authorization : samAuthorization },
      payload: { StreamId: streamId, Record, Editing },
    });
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  };
  const seen = async (tab: Tab): Promise<PresenceEvent> => presenceEventSchema.parse((await tab.take("presence")).data);
  const row = (streamId: string) =>
    api.test.database.db.selectFrom("live_presence").selectAll().where("stream_id", "=", streamId).executeTakeFirst();

  beforeAll(async () => {
    api = await openTestApi({ live: { clock: () => now, sweepMs: 20, presenceTtlSeconds: ttl } });
    samAuthorization = `Bearer ${await api.tokens.accessToken({ sub: "sam", name: "Sam Patel" })}`;
    await api.app.listen({ port: 0, host: "127.0.0.1" });
    origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });
  // Each test starts with nobody present: its streams closed and their rows gone.
  afterEach(async () => {
    for (const stream of opened.splice(0)) stream.close();
    while ((await api.test.database.db.selectFrom("live_presence").select("stream_id").execute()).length > 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  afterAll(async () => api?.close());

  it("shows two people on one record each other, one entry a person, Editing when any of their tabs edits", async () => {
    const danas = await open("dana");
    expect((await put(danas, acme)).status).toBe(204);
    expect(await seen(danas)).toEqual({ ...acme, People: [] });

    const sams = await open("sam");
    expect((await put(sams, acme)).status).toBe(204);
    expect(await seen(sams)).toEqual({ ...acme, People: [{ ...dana, Editing: false }] });
    expect(await seen(danas)).toEqual({ ...acme, People: [{ ...sam, Editing: false }] });

    const danasOther = await open("dana");
    await put(danasOther, acme, true);
    expect(await seen(sams)).toEqual({ ...acme, People: [{ ...dana, Editing: true }] });
    expect(await seen(danas)).toEqual({ ...acme, People: [{ ...sam, Editing: false }] });
    expect(await seen(danasOther)).toEqual({ ...acme, People: [{ ...sam, Editing: false }] });

    // A renewal that changes nothing tells nobody: Dana's next event is the one Sam's change makes.
    await put(danas, acme);
    await put(sams, acme, true);
    expect(await seen(danas)).toEqual({ ...acme, People: [{ ...sam, Editing: true }] });
    expect(await seen(sams)).toEqual({ ...acme, People: [{ ...dana, Editing: true }] });

    // Dana's editing tab closes: its row goes, and Sam sees Dana still there, not editing.
    danasOther.close();
    expect(await seen(sams)).toEqual({ ...acme, People: [{ ...dana, Editing: false }] });
    expect(await row(danasOther.id)).toBeUndefined();
    // Dana moves to another record: Sam is alone.
    await put(danas, { Kind: "part", Key: "7731-204/A" });
    expect(await seen(sams)).toEqual({ ...acme, People: [] });
  });

  it("answers 404 for a StreamId that is not an open stream of yours", async () => {
    const danas = await open("dana");
    const sams = await open("sam");
    const notYours = await put(sams, acme, false, danas.id);
    expect(notYours.status).toBe(404);
    expect(errorBodySchema.parse(notYours.body).error.message).toMatch(/no open live stream with that StreamId/);
    const unknown = await put(sams, acme, false, "00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    const bad = await put(sams, acme, false, "not-a-stream");
    expect(bad.status).toBe(400);
    expect((await row(danas.id))?.entity_type).toBeNull();
  });

  it("sweeps a presence not renewed within the TTL, telling the others; a later PUT brings it back", async () => {
    const start = now.getTime();
    const sams = await open("sam");
    const danas = await open("dana");
    await put(sams, acme);
    await seen(sams);
    await put(danas, acme);
    expect(await seen(sams)).toEqual({ ...acme, People: [{ ...dana, Editing: false }] });

    now = new Date(start + (ttl - 5) * 1000);
    await put(sams, acme);
    now = new Date(start + (ttl + 5) * 1000);
    expect(await seen(sams)).toEqual({ ...acme, People: [] });
    expect(await row(danas.id)).toMatchObject({ entity_type: null, entity_key: null, editing: false });

    expect((await put(danas, acme, true)).status).toBe(204);
    expect(await seen(sams)).toEqual({ ...acme, People: [{ ...dana, Editing: true }] });
  });

  it("clears each lapsed presence once when two sweeps run at the same time", async () => {
    const tabs = [await open("dana"), await open("sam")];
    for (const tab of tabs) await put(tab, { Kind: "supplier", Key: "1" });
    const db = api.test.database.db;
    const later = new Date(now.getTime() + 3600_000);
    const cleared = await Promise.all([sweepPresence(db, ttl, () => later), sweepPresence(db, ttl, () => later)]);
    expect(cleared[0] + cleared[1]).toBe(2);
  });
});
