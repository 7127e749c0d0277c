import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { attachmentSchema, errorBodySchema } from "@shopdesk/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, openTestApi, seg } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { openSocket, randomFile } from "../test/files.js";

/**
 * Uploads over a real connection, for what `inject` cannot show: a body sent in parts, a
 * client that goes away half-way or goes quiet, two uploads at once, other requests answered
 * while an upload arrives, and refusals answered before the body has been sent at all. Uploads
 * spool into a directory of this file's own, so each test can see its spool files come and go.
 */

const MiB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe(`attachment uploads over a real connection (${testEngine})`, () => {
  let api: TestApi;
  let port: number;
  let token: string;
  let spoolDir: string;
  const log: {
    msg: string;
    level?: number;
    reqId?: string;
    reason?: string;
    req?: { url: string };
    res?: { statusCode: number };
  }[] = [];
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
        (select count(*) from attachment_blob_chunk) as chunks, (select count(*) from change_history) as history`.execute(
        db(),
      )
    ).rows[0];

  /** How many chunks have been written so far (the test's own trigger counts them). */
  const chunkWrites = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from test_chunk_write`.execute(db())).rows[0]!.n;

  /** Waits until `condition` holds, looking again every 10 ms. */
  const until = async (condition: () => boolean | Promise<boolean>) => {
    while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  /** The sizes of the spool files there are now. */
  const spoolFiles = () =>
    readdirSync(spoolDir).flatMap((name) => {
      try {
        return [statSync(path.join(spoolDir, name)).size];
      } catch {
        return []; // removed since it was listed
      }
    });

  /** Waits until `count` uploads are mid-stream: each has spooled at least `bytes` of its file. */
  const spooling = (count: number, bytes: number) =>
    until(() => spoolFiles().filter((size) => size >= bytes).length >= count);

  /**
   * On PostgreSQL: the sessions of this database, other than the test's own, with a
   * transaction open, and those waiting for an advisory lock (a blob's hash).
   */
  const sessions = async () =>
    (
      await sql<{ inTransaction: number; waitingForHash: number }>`select
        count(*) filter (where xact_start is not null)::int as "inTransaction",
        count(*) filter (where wait_event_type = 'Lock' and wait_event = 'advisory')::int as "waitingForHash"
        from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(db())
    ).rows[0]!;

  const head = (url: string, headers: Record<string, string | number>) =>
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("")}\r\n`;
  const uploadHead = (url: string, headers: Record<string, string | number>) =>
    head(url, { Authorization: token, "Content-Type": "application/octet-stream", ...headers });

  beforeAll(async () => {
    spoolDir = mkdtempSync(path.join(os.tmpdir(), "shopdesk-upload-spool-test-"));
    api = await openTestApi({
      env: { MAX_UPLOAD_MB: "2", UPLOAD_IDLE_SECONDS: "0.5", UPLOAD_SPOOL_DIR: spoolDir },
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
    for (const customerId of ["ACME", "BOLT"])
      await api.call("POST", "/api/customers", { CustomerId: customerId, Name: `${customerId} Inc.` });
    await api.call("POST", "/api/suppliers", { SupplierName: "Anodize & Co" });
    // Test-only: every chunk ever written (by a transaction that committed), to show which upload wrote one.
    for (const statement of [
      sql`create table test_chunk_write (blob_id bigint not null, seq integer not null)`,
      sql`create function test_note_chunk_write() returns trigger language plpgsql as $$
        begin insert into test_chunk_write values (new.blob_id, new.seq); return null; end $$`,
      sql`create trigger test_note_chunk_write after insert on attachment_blob_chunk for each row execute function test_note_chunk_write()`,
    ]) {
      await statement.execute(db());
    }
    await api.app.listen({ port: 0, host: "127.0.0.1" });
    port = (api.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await api?.close();
    if (spoolDir) rmSync(spoolDir, { recursive: true, force: true });
  });

  it("refuses a Content-Length over MAX_UPLOAD_MB with 413 before the body is sent, and closes the connection", async () => {
    const before = await counts();
    const client = openSocket(port);
    await client.write(
      uploadHead("/api/customers/ACME/attachments?fileName=huge.step", { "Content-Length": 2 * MiB + 1 }),
    );
    // Not a byte of the body sent: the answer comes anyway.
    const answer = await client.answer();
    expect(answer?.status).toBe(413);
    expect(answer?.headers.connection).toBe("close");
    expect(errorBodySchema.parse(JSON.parse(answer!.body)).error).toMatchObject({
      code: "payload_too_large",
      message: expect.stringContaining("2 MB"),
    });
    await client.closed;
    expect(await counts()).toEqual(before);
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it("refuses a body with 413 the moment it passes MAX_UPLOAD_MB, without waiting for the rest, and keeps nothing", async () => {
    const before = await counts();
    const client = openSocket(port);
    await client.write(
      uploadHead("/api/customers/ACME/attachments?fileName=endless.bin", { "Transfer-Encoding": "chunked" }),
    );
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
    // Its spool file went before the answer did.
    expect(readdirSync(spoolDir)).toEqual([]);
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
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it("leaves no attachment, blob, chunk or spool file behind when the client goes away half-way", async () => {
    const before = await counts();
    const since = log.length;
    const client = openSocket(port);
    await client.write(
      uploadHead("/api/customers/ACME/attachments?fileName=abandoned.bin", { "Content-Length": MiB + MiB / 2 }),
    );
    await client.write(randomFile(MiB + 1000));
    await spooling(1, MiB);
    client.destroy();
    // The server says so once the spool file is removed.
    await logged((entry) => entry.msg === "upload ended early: nothing stored", since);
    expect(readdirSync(spoolDir)).toEqual([]);
    expect(await counts()).toEqual(before);
    expect(await db().selectFrom("attachment_blob").select("blob_id").where("sha256", "is", null).execute()).toEqual(
      [],
    );
  });

  it("logs an upload the client cancelled as a client abort at info, never as a server error or a 500", async () => {
    const since = log.length;
    const client = openSocket(port);
    await client.write(
      uploadHead("/api/customers/ACME/attachments?fileName=cancelled.bin", { "Content-Length": MiB + MiB / 2 }),
    );
    await client.write(randomFile(MiB + 1000));
    await spooling(1, MiB);
    client.destroy();
    await logged((entry) => entry.msg === "upload ended early: nothing stored", since);
    // A request the server can still see after it (so every line of the cancelled one is in the log).
    expect((await api.call("GET", "/api/customers/ACME/attachments")).status).toBe(200);
    await logged((entry) => entry.msg === "request completed" && entry.res?.statusCode === 200, since);
    const lines = log.slice(since).filter((entry) => entry.reqId === log[since]!.reqId);
    expect(lines.find((entry) => entry.msg === "upload ended early: nothing stored")).toMatchObject({
      level: 30,
      reason: "client-abort",
    });
    expect(lines.filter((entry) => (entry.level ?? 0) >= 40 || (entry.res?.statusCode ?? 0) >= 500)).toEqual([]);
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
    expect(log.slice(since).find((entry) => entry.msg === "upload ended early: nothing stored")).toMatchObject({
      level: 30,
      reason: "idle",
    });
    expect(readdirSync(spoolDir)).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it("answers other requests while an upload is arriving, and holds no transaction for it", async () => {
    const file = randomFile(MiB + MiB / 2);
    const client = openSocket(port);
    let isAnswered = false;
    void client.answer().then(() => (isAnswered = true));
    await client.write(
      uploadHead("/api/customers/ACME/attachments?fileName=slow-link.bin", { "Content-Length": file.length }),
    );
    await client.write(file.subarray(0, MiB));
    await spooling(1, MiB);
    // A byte every 50 ms: the upload keeps arriving (never idle) while the rest of the server is asked.
    let sent = MiB;
    const trickle = setInterval(() => {
      void client.write(file.subarray(sent, sent + 1));
      sent += 1;
    }, 50);
    try {
      // Before uploads were spooled, this waited on PGlite until the upload had ended.
      const customer = await fetch(`http://127.0.0.1:${port}/api/customers/ACME`, {
        headers: { authorization: token },
      });
      expect(customer.status).toBe(200);
      expect(await customer.json()).toMatchObject({ CustomerId: "ACME" });
      if (testEngine === "postgresql") expect(await sessions()).toEqual({ inTransaction: 0, waitingForHash: 0 });
      expect(isAnswered).toBe(false);
      expect(spoolFiles()).toEqual([expect.any(Number)]);
    } finally {
      clearInterval(trickle);
    }
    await client.write(file.subarray(sent));
    const answer = await client.answer();
    expect(answer?.status, answer?.body).toBe(201);
    expect(attachmentSchema.parse(JSON.parse(answer!.body))).toMatchObject({ Size: file.length, Sha256: sha256(file) });
    expect(readdirSync(spoolDir)).toEqual([]);
    client.destroy();
  });

  it("stores one file uploaded to two records at the same moment once, its chunks written by one upload only", async () => {
    const file = randomFile(MiB + MiB / 2);
    const hash = sha256(file);
    const writesBefore = await chunkWrites();
    const [first, second] = [openSocket(port), openSocket(port)];
    const targets = [
      [first, "/api/customers/BOLT/attachments?fileName=same.bin"],
      [second, `/api/suppliers/${seg("Anodize & Co")}/attachments?fileName=same-again.bin&kind=Certificate`],
    ] as const;
    // Both mid-upload at once, on either engine: each has spooled most of its file.
    for (const [client, url] of targets) {
      void client.write(uploadHead(url, { "Content-Length": file.length }));
      void client.write(file.subarray(0, MiB + 1000));
    }
    await spooling(2, MiB + 1000);
    const sendTheRest = () => {
      for (const [client] of targets) void client.write(file.subarray(MiB + 1000));
    };
    if (testEngine === "postgresql") {
      // Holding the hash's lock, so both transactions are open at the same moment, each
      // waiting to decide whether the bytes are stored already. (PGlite runs one at a time.)
      await db()
        .transaction()
        .execute(async (trx) => {
          await sql`select attachment_lock_blob(${hash})`.execute(trx);
          sendTheRest();
          await until(async () => (await sessions()).waitingForHash === 2);
        });
    } else {
      sendTheRest();
    }

    const answers = await Promise.all(targets.map(([client]) => client.answer()));
    for (const answer of answers) expect(answer?.status, answer?.body).toBe(201);
    const [a, b] = answers.map((answer) => attachmentSchema.parse(JSON.parse(answer!.body)));
    expect(a!.Sha256).toBe(hash);
    expect(b!.Sha256).toBe(hash);
    expect(a!.Record).toEqual({ Type: "customer", CustomerId: "BOLT" });
    expect(b!.Record).toEqual({ Type: "supplier", SupplierName: "Anodize & Co" });
    const blobs = await db()
      .selectFrom("attachment_blob")
      .select(["blob_id", "size"])
      .where("sha256", "=", hash)
      .execute();
    expect(blobs).toEqual([{ blob_id: expect.any(String), size: String(file.length) }]);
    const chunks = await db()
      .selectFrom("attachment_blob_chunk")
      .select("seq")
      .where("blob_id", "=", blobs[0]!.blob_id)
      .orderBy("seq")
      .execute();
    expect(chunks).toEqual([{ seq: 0 }, { seq: 1 }]);
    // Only the upload that stored the bytes first wrote chunks (these two); the other wrote none.
    expect(await chunkWrites()).toBe(writesBefore + 2);
    const writes = await sql<{
      seq: number;
    }>`select seq from test_chunk_write where blob_id = ${blobs[0]!.blob_id} order by seq`.execute(db());
    expect(writes.rows).toEqual([{ seq: 0 }, { seq: 1 }]);
    expect(
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from attachment_blob_chunk c where not exists (select 1 from attachment a where a.blob_id = c.blob_id)`.execute(
          db(),
        )
      ).rows[0]!.n,
    ).toBe(0);
    expect(readdirSync(spoolDir)).toEqual([]);
    for (const [client] of targets) client.destroy();
  });

  it("reuses the blob of bytes stored before, writing no chunk", async () => {
    const file = randomFile(MiB + 10);
    const upload = async (url: string) => {
      const client = openSocket(port);
      await client.write(uploadHead(url, { "Content-Length": file.length }));
      await client.write(file);
      const answer = await client.answer();
      client.destroy();
      expect(answer?.status, answer?.body).toBe(201);
      return attachmentSchema.parse(JSON.parse(answer!.body));
    };
    await upload("/api/customers/ACME/attachments?fileName=first.bin");
    const writesBefore = await chunkWrites();
    const before = await counts();
    const again = await upload("/api/customers/BOLT/attachments?fileName=again.bin");
    expect(again.Sha256).toBe(sha256(file));
    expect(await chunkWrites()).toBe(writesBefore);
    expect(await counts()).toMatchObject({
      attachments: String(Number(before!.attachments) + 1),
      blobs: before!.blobs,
      chunks: before!.chunks,
    });
    expect(readdirSync(spoolDir)).toEqual([]);
  });
});
