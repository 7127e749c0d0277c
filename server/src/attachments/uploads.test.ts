import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { attachmentSchema, errorBodySchema } from "@shopdesk/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, openTestApi, seg } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { openSocket, randomFile } from "../test/files.js";

/**
 * Uploads over a real connection, for what `inject` cannot show: a body sent in parts, a
 * client that goes away half-way or goes quiet, two uploads at once, and refusals answered
 * before the body has been sent at all.
 */

const MiB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe(`attachment uploads over a real connection (${testEngine})`, () => {
  let api: TestApi;
  let port: number;
  let token: string;
  const log: { msg: string; req?: { url: string } }[] = [];
  const waiting: { test: (entry: (typeof log)[number]) => boolean; resolve: () => void }[] = [];
  const db = () => api.test.database.db;

  /** Resolves once the server has logged a line that passes `test` (from `since` on). */
  const logged = (test: (entry: (typeof log)[number]) => boolean, since = 0) =>
    new Promise<void>((resolve) => {
      if (log.slice(since).some(test)) resolve();
      else waiting.push({ test, resolve });
    });

  const counts = async () =>
    (
      await sql<{ attachments: string; blobs: string; chunks: string; history: string }>`select
        (select count(*) from attachment) as attachments, (select count(*) from attachment_blob) as blobs,
        (select count(*) from attachment_blob_chunk) as chunks, (select count(*) from change_history) as history`.execute(db())
    ).rows[0];

  /**
   * On PostgreSQL: waits until `count` uploads have written a chunk and wait, in their open
   * transactions, for more of their file. (On PGlite the one connection is the upload's until
   * it ends, so the test's own queries could not run meanwhile.)
   */
  const uploadsWaitingAfterAChunk = async (count: number) => {
    for (;;) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state = 'idle in transaction' and query like '%attachment_blob_chunk%'`.execute(db());
      if (rows[0]!.n >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  const head = (path: string, headers: Record<string, string | number>) =>
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("")}\r\n`;
  const uploadHead = (path: string, headers: Record<string, string | number>) =>
    head(path, { Authorization: token, "Content-Type": "application/octet-stream", ...headers });

  beforeAll(async () => {
    api = await openTestApi({
      env: { MAX_UPLOAD_MB: "2", UPLOAD_IDLE_SECONDS: "0.5" },
      logStream: {
        write: (line) => {
          const entry = JSON.parse(line) as (typeof log)[number];
          log.push(entry);
          for (const waiter of [...waiting]) {
            if (waiter.test(entry)) {
              waiting.splice(waiting.indexOf(waiter), 1);
              waiter.resolve();
            }
          }
        },
      },
    });
    token = api.authorization;
    for (const customerId of ["ACME", "BOLT"]) await api.call("POST", "/api/customers", { CustomerId: customerId, Name: `${customerId} Inc.` });
    await api.call("POST", "/api/suppliers", { SupplierName: "Anodize & Co" });
    await api.app.listen({ port: 0, host: "127.0.0.1" });
    port = (api.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => api?.close());

  it("refuses a Content-Length over MAX_UPLOAD_MB with 413 before the body is sent, and closes the connection", async () => {
    const before = await counts();
    const client = openSocket(port);
    await client.write(uploadHead("/api/customers/ACME/attachments?fileName=huge.step", { "Content-Length": 2 * MiB + 1 }));
    // Not a byte of the body sent: the answer comes anyway.
    const answer = await client.answer();
    expect(answer?.status).toBe(413);
    expect(answer?.headers.connection).toBe("close");
    expect(errorBodySchema.parse(JSON.parse(answer!.body)).error).toMatchObject({ code: "payload_too_large", message: expect.stringContaining("2 MB") });
    await client.closed;
    expect(await counts()).toEqual(before);
  });

  it("refuses a body with 413 the moment it passes MAX_UPLOAD_MB, without waiting for the rest, and keeps nothing", async () => {
    const before = await counts();
    const client = openSocket(port);
    await client.write(uploadHead("/api/customers/ACME/attachments?fileName=endless.bin", { "Transfer-Encoding": "chunked" }));
    // 2 MiB and a bit, in HTTP chunks; the request is never finished.
    for (let sent = 0; sent <= 2 * MiB; sent += 256 * 1024) {
      const piece = randomFile(256 * 1024);
      void client.write(Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]));
    }
    const answer = await client.answer();
    expect(answer?.status).toBe(413);
    expect(answer?.headers.connection).toBe("close");
    await client.closed;
    expect(await counts()).toEqual(before);
  });

  it("answers a refusal made before the body is read (404, 401, 400) at once, and closes the connection", async () => {
    const before = await counts();
    for (const [request, status] of [
      [uploadHead("/api/customers/NOBODY/attachments?fileName=a.pdf", { "Content-Length": MiB }), 404],
      [uploadHead("/api/customers/ACME/attachments?fileName=a.pdf&kind=Blueprint", { "Content-Length": MiB }), 400],
      [head("/api/customers/ACME/attachments?fileName=a.pdf", { "Content-Length": MiB }), 401],
    ] as const) {
      const client = openSocket(port);
      await client.write(request);
      const answer = await client.answer();
      expect(answer?.status).toBe(status);
      expect(answer?.headers.connection).toBe("close");
      await client.closed;
    }
    expect(await counts()).toEqual(before);
  });

  it("leaves no attachment, blob or chunk behind when the client goes away half-way", async () => {
    const before = await counts();
    const since = log.length;
    const path = "/api/customers/ACME/attachments?fileName=abandoned.bin";
    const client = openSocket(port);
    await client.write(uploadHead(path, { "Content-Length": MiB + MiB / 2 }));
    await client.write(randomFile(MiB + 1000));
    if (testEngine === "postgresql") await uploadsWaitingAfterAChunk(1);
    else await logged((entry) => entry.msg === "incoming request" && entry.req?.url === path, since);
    client.destroy();
    // The server says so once the upload's transaction has rolled back.
    await logged((entry) => entry.msg === "upload ended early: nothing stored", since);
    expect(await counts()).toEqual(before);
    expect(await db().selectFrom("attachment_blob").select("blob_id").where("sha256", "is", null).execute()).toEqual([]);
  });

  it("drops an upload that stops sending, and keeps nothing of it", async () => {
    const before = await counts();
    const since = log.length;
    const client = openSocket(port);
    await client.write(uploadHead("/api/customers/ACME/attachments?fileName=stalled.bin", { "Content-Length": MiB }));
    await client.write(randomFile(100_000));
    // UPLOAD_IDLE_SECONDS is 0.5 here: the server ends the connection itself.
    await client.closed;
    await logged((entry) => entry.msg === "upload ended early: nothing stored", since);
    expect(await counts()).toEqual(before);
  });

  it("stores one file uploaded to two records at the same moment once", async () => {
    const file = randomFile(MiB + MiB / 2);
    const [first, second] = [openSocket(port), openSocket(port)];
    const targets = [
      [first, "/api/customers/BOLT/attachments?fileName=same.bin"],
      [second, `/api/suppliers/${seg("Anodize & Co")}/attachments?fileName=same-again.bin&kind=Certificate`],
    ] as const;
    // Each sends its first chunk and more; on PostgreSQL both are then mid-upload, in open
    // transactions, before either sends the rest. (On PGlite the second waits for the first.)
    for (const [client, path] of targets) {
      void client.write(uploadHead(path, { "Content-Length": file.length }));
      void client.write(file.subarray(0, MiB + 1000));
    }
    if (testEngine === "postgresql") await uploadsWaitingAfterAChunk(2);
    for (const [client] of targets) void client.write(file.subarray(MiB + 1000));

    const answers = await Promise.all(targets.map(([client]) => client.answer()));
    for (const answer of answers) expect(answer?.status, answer?.body).toBe(201);
    const [a, b] = answers.map((answer) => attachmentSchema.parse(JSON.parse(answer!.body)));
    expect(a!.Sha256).toBe(sha256(file));
    expect(b!.Sha256).toBe(sha256(file));
    expect(a!.Record).toEqual({ Type: "customer", CustomerId: "BOLT" });
    expect(b!.Record).toEqual({ Type: "supplier", SupplierName: "Anodize & Co" });
    const blobs = await db().selectFrom("attachment_blob").select(["blob_id", "size"]).where("sha256", "=", sha256(file)).execute();
    expect(blobs).toEqual([{ blob_id: expect.any(String), size: String(file.length) }]);
    const chunks = await db().selectFrom("attachment_blob_chunk").select("seq").where("blob_id", "=", blobs[0]!.blob_id).orderBy("seq").execute();
    expect(chunks).toEqual([{ seq: 0 }, { seq: 1 }]);
    // Nothing else was kept of the upload whose copy turned out to be a duplicate.
    expect(await db().selectFrom("attachment_blob").select("blob_id").where("sha256", "is", null).execute()).toEqual([]);
    expect((await sql<{ n: number }>`select count(*)::int as n from attachment_blob_chunk c where not exists (select 1 from attachment a where a.blob_id = c.blob_id)`.execute(db())).rows[0]!.n).toBe(0);
    for (const [client] of targets) client.destroy();
  });
});
