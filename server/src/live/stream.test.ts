import type { AddressInfo } from "node:net";
import { errorBodySchema, liveHelloSchema } from "@shopdesk/contract";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { type OpenedStream, openLiveStream } from "../test/live.js";

/** A stream's life over a real socket: who may open one, how many, its heartbeat, its end. */
describe(`a live stream's life (${testEngine})`, () => {
  let api: TestApi;
  let origin: string;
  const opened: OpenedStream[] = [];
  const db = () => api.test.database.db;
  const log: { level: number; msg: string; reqId?: string }[] = [];

  /** Opens a stream with that Authorization header (Dana's unless said; null: none). */
  const open = async (authorization: string | null = api.authorization) => {
    const stream = await openLiveStream(origin, authorization ?? undefined);
    opened.push(stream);
    return stream;
  };
  const bearer = async (claims: Parameters<TestApi["tokens"]["accessToken"]>[0]) =>
    `Bearer ${await api.tokens.accessToken(claims)}`;
  /** The presence rows there are: one per open stream. */
  const rows = async () => db().selectFrom("live_presence").select(["stream_id", "subject"]).execute();
  const rowGone = async (streamId: string) => {
    while ((await rows()).some((row) => row.stream_id === streamId)) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  beforeAll(async () => {
    api = await openTestApi({
      live: { heartbeatMs: 50, streamsPerUser: 2 },
      logStream: { write: (line) => void log.push(JSON.parse(line) as (typeof log)[number]) },
    });
    await api.app.listen({ port: 0, host: "127.0.0.1" });
    origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const stream of opened.splice(0)) stream.close();
  });
  afterAll(async () => api?.close());

  it("refuses a stream without a valid token: 401 with the usual error body", async () => {
    for (const authorization of [
      null,
      "Bearer not.a.token",
      await bearer({ exp: Math.floor(Date.now() / 1000) - 120 }),
    ]) {
      const stream = await open(authorization);
      expect(stream.status).toBe(401);
      expect(stream.headers.get("content-type")).toMatch(/^application\/json/);
      expect(errorBodySchema.parse(stream.refusal).error.code).toBe("unauthorized");
    }
    expect(await rows()).toEqual([]);
  });

  it("sends a heartbeat comment on an idle stream", async () => {
    const stream = await open();
    await stream.take("hello");
    await stream.until(() => stream.comments >= 2);
  });

  it("closes the stream with `expired` as the access token expires", async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const stream = await open(await bearer({ sub: "sam", name: "Sam Patel", exp: expiresAt }));
    const hello = liveHelloSchema.parse((await stream.take("hello")).data);
    expect(hello.ExpiresAt).toBe(new Date(expiresAt * 1000).toISOString());
    const expired = await stream.take<{ Reason: string }>("expired", 10_000);
    expect(expired.data.Reason).toMatch(/expired/);
    await stream.ended;
    await rowGone(hello.StreamId);
  });

  it("holds a person to their streams' limit (429), and a closed stream frees its place", async () => {
    const first = await open();
    const second = await open();
    const { StreamId } = liveHelloSchema.parse((await first.take("hello")).data);
    await second.take("hello");
    expect((await rows()).filter((row) => row.subject === "dana")).toHaveLength(2);

    const third = await open();
    expect(third.status).toBe(429);
    expect(errorBodySchema.parse(third.refusal).error.message).toMatch(/2 live streams open already/);
    // Someone else's streams are theirs to count.
    const sams = await open(await bearer({ sub: "sam", name: "Sam Patel" }));
    expect(sams.status).toBe(200);

    first.close();
    await rowGone(StreamId);
    const again = await open();
    expect(again.status).toBe(200);
    await again.take("hello");
  });

  it("ends every open stream when the app closes, its rows with them", async () => {
    const other = await openTestApi({ live: { heartbeatMs: 50 } });
    await other.app.listen({ port: 0, host: "127.0.0.1" });
    const stream = await openLiveStream(
      `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`,
      other.authorization,
    );
    await stream.take("hello");
    const db = other.test.database.db;
    expect(await db.selectFrom("live_presence").selectAll().execute()).toHaveLength(1);
    await other.app.close();
    await stream.ended;
    expect(await db.selectFrom("live_presence").selectAll().execute()).toEqual([]);
    await other.test.cleanup();
  });

  // Last: every stream above opened, ended and was refused without the server logging a fault
  // (the warnings at start, of an app not built, are no request's).
  it("logs no error, nor a warning about a request, for any of it", () => {
    expect(log.filter((line) => line.level >= 50 || (line.level >= 40 && line.reqId))).toEqual([]);
    expect(log.some((line) => line.msg === "request completed")).toBe(true);
  });
});
