import type { AddressInfo } from "node:net";
import { type ChangeEvent, type PresenceEvent, liveHelloSchema } from "@shopdesk/contract";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { type Database, openDatabase } from "../db/database.js";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { type OpenedStream, openLiveStream } from "../test/live.js";

const onPostgres = testEngine === "postgresql";
// On PGlite one data directory serves one process, so there is no second server to have.
const skipReason = onPostgres ? "" : " (skipped on PGlite: one data directory serves one process)";

/** Several server processes on one PostgreSQL database, and a listening connection that drops. */
describe(`live across server processes (${testEngine})`, () => {
  let api: TestApi;
  let other: { database: Database; app: FastifyInstance } | undefined;
  const opened: OpenedStream[] = [];
  const originOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const open = async (app: FastifyInstance, authorization = api.authorization) => {
    const stream = await openLiveStream(originOf(app), authorization);
    opened.push(stream);
    const { StreamId } = liveHelloSchema.parse((await stream.take("hello")).data);
    return Object.assign(stream, { id: StreamId });
  };
  const rename = async (Name: string) => {
    const { body } = await api.call<{ Version: number }>("GET", "/api/customers/ACME");
    expect((await api.call("PUT", "/api/customers/ACME", { Version: body.Version, Name })).status).toBe(200);
  };

  beforeAll(async () => {
    api = await openTestApi();
    expect((await api.call("POST", "/api/customers", { CustomerId: "ACME", Name: "Acme" })).status).toBe(201);
    await api.app.listen({ port: 0, host: "127.0.0.1" });
    if (!onPostgres) return;
    const database = await openDatabase({
      dataDir: api.test.storage.dataDir,
      databaseUrl: api.test.storage.databaseUrl,
    });
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: "silent" }),
      database,
      verifyToken: api.tokens.verifyToken,
    });
    other = { database, app };
    await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterEach(() => {
    for (const stream of opened.splice(0)) stream.close();
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.database.close();
    await api?.close();
  });

  it.runIf(onPostgres)(`hands a change written through one process to a stream on another${skipReason}`, async () => {
    const stream = await open(other!.app);
    await rename("Acme Two");
    const change = await stream.take<ChangeEvent>("change");
    expect(change.data).toMatchObject({ Kind: "customer", Key: "ACME", Fields: ["Name"], Subject: "dana" });
  });

  it.runIf(onPostgres)(`tells presence across processes, whichever takes the PUT${skipReason}`, async () => {
    const samAuthorization = `Bearer ${await api.tokens.accessToken({ sub: "sam", name: "Sam Patel" })}`;
    const danas = await open(api.app);
    const sams = await open(other!.app, samAuthorization);
    const put = async (authorization: string, StreamId: string) =>
      (
        await api.app.inject({
          method: "PUT",
          url: "/api/live/presence",
          headers: { authorization },
          payload: { StreamId, Record: { Kind: "customer", Key: "ACME" }, Editing: false },
        })
      ).statusCode;
    expect(await put(api.authorization, danas.id)).toBe(204);
    await danas.take("presence");
    // Sam's stream is on the other process; the PUT lands on this one.
    expect(await put(samAuthorization, sams.id)).toBe(204);
    const samSees = await sams.take<PresenceEvent>("presence");
    expect(samSees.data.People).toEqual([{ Subject: "dana", Name: "Dana Reyes", Editing: false }]);
    const danaSees = await danas.take<PresenceEvent>("presence");
    expect(danaSees.data.People).toEqual([{ Subject: "sam", Name: "Sam Patel", Editing: false }]);
  });

  // PGlite listens on the pool's one connection, which outlives everything a test can reach.
  it.runIf(onPostgres)(
    `listens again when its connection drops, and reads what it missed meanwhile${onPostgres ? "" : " (skipped on PGlite: it listens on the pool's one connection)"}`,
    async () => {
      const stream = await open(api.app);
      // The app's listening connection is the one whose last query was a LISTEN.
      const { rows } = await sql<{ ended: boolean }>`select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`.execute(
        api.test.database.db,
      );
      expect(rows.length).toBeGreaterThan(0);
      // Its NOTIFY goes to nobody of that process: the stream has it from the read after reconnecting.
      await rename("Acme While Away");
      const change = await stream.take<ChangeEvent>("change");
      expect(change.data).toMatchObject({ Key: "ACME", Fields: ["Name"] });
      await rename("Acme Back");
      expect((await stream.take<ChangeEvent>("change")).data.Seq).toBe(String(BigInt(change.data.Seq) + 1n));
    },
  );
});
