import path from "node:path";
import { type BackupStatus, backupStatusSchema } from "@shopdesk/contract";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Schema } from "../db/schema.js";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { backupFileName } from "./backup-file.js";
import { backupStatus } from "./repository.js";

const BACKUP_DIR = path.resolve("/srv/shopdesk/backups");
const settings = { dir: BACKUP_DIR, everyMs: 6 * 3_600_000, keep: 3 };

/** A row as `takeBackup` notes it: the full path of its file, its size or its error. */
const run = (
  finishedAt: string,
  outcome: { bytes: number } | { error: string },
  trigger: "schedule" | "command" = "schedule",
) => ({
  started_at: new Date(new Date(finishedAt).getTime() - 4_000),
  finished_at: new Date(finishedAt),
  trigger,
  file: path.join(BACKUP_DIR, backupFileName(new Date(finishedAt))),
  bytes: "bytes" in outcome ? outcome.bytes : null,
  error: "error" in outcome ? outcome.error : null,
});

describe(`GET /api/backups/status (${testEngine})`, () => {
  let api: TestApi;
  let db: Kysely<Schema>;

  const status = async (): Promise<BackupStatus> => {
    const answer = await api.call("GET", "/api/backups/status");
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return backupStatusSchema.parse(answer.body);
  };

  beforeAll(async () => {
    api = await openTestApi({ env: { BACKUP_DIR, BACKUP_EVERY: "6h", BACKUP_KEEP: "3" } });
    db = api.test.database.db;
  });
  afterAll(async () => api?.close());
  beforeEach(async () => {
    await db.deleteFrom("backup_run").execute();
  });

  it("needs a signed-in caller", async () => {
    expect((await api.app.inject({ url: "/api/backups/status" })).statusCode).toBe(401);
  });

  it("says no backup was made yet, and how this server makes them", async () => {
    expect(await status()).toEqual({
      Engine: testEngine,
      // PostgreSQL is backed up by its operator: no schedule, whatever BACKUP_EVERY says.
      Schedule: testEngine === "pglite" ? { EveryMinutes: 360, Keep: 3, Dir: BACKUP_DIR } : null,
      Last: null,
      LastFailure: null,
    });
  });

  it("shows the newest backup, and a failure after it", async () => {
    await db
      .insertInto("backup_run")
      .values([
        run("2026-12-08T02:00:00Z", { bytes: 9_000_000 }),
        run("2026-12-09T02:00:00Z", { bytes: 12_897_485 }, "command"),
        run("2026-12-09T08:00:00Z", { error: "No space left on device" }),
        run("2026-12-09T07:00:00Z", { error: "An older failure" }),
      ])
      .execute();
    const { Last, LastFailure } = await status();
    expect(Last).toEqual({
      FinishedAt: "2026-12-09T02:00:00.000Z",
      File: "shopdesk-2026-12-09T02-00-00Z.backup",
      Bytes: 12_897_485,
      Trigger: "command",
    });
    expect(LastFailure).toEqual({
      At: "2026-12-09T08:00:00.000Z",
      File: "shopdesk-2026-12-09T08-00-00Z.backup",
      Message: "No space left on device",
    });
  });

  it("leaves out a failure that a backup has followed since", async () => {
    await db
      .insertInto("backup_run")
      .values([
        run("2026-12-09T08:00:00Z", { error: "No space left on device" }),
        run("2026-12-09T09:00:00Z", { bytes: 4_096 }),
      ])
      .execute();
    const { Last, LastFailure } = await status();
    expect(Last).toMatchObject({ FinishedAt: "2026-12-09T09:00:00.000Z", Bytes: 4_096, Trigger: "schedule" });
    expect(LastFailure).toBeNull();
  });

  it("shows a failure when no backup ever succeeded", async () => {
    await db
      .insertInto("backup_run")
      .values(run("2026-12-09T08:00:00Z", { error: "There is no embedded database in /srv/data." }))
      .execute();
    const { Last, LastFailure } = await status();
    expect(Last).toBeNull();
    expect(LastFailure?.Message).toBe("There is no embedded database in /srv/data.");
  });

  it("names files without their directory", async () => {
    await db
      .insertInto("backup_run")
      .values({ ...run("2026-12-09T02:00:00Z", { bytes: 1 }), file: "/home/shop/elsewhere/nightly.backup" })
      .execute();
    const answer = await status();
    expect(answer.Last?.File).toBe("nightly.backup");
    expect(JSON.stringify(answer)).not.toContain("/home/shop");
  });

  it("has no schedule on PostgreSQL, nor with BACKUP_EVERY=off", async () => {
    expect((await backupStatus(db, "postgresql", settings)).Schedule).toBeNull();
    expect((await backupStatus(db, "pglite", { ...settings, everyMs: 0 })).Schedule).toBeNull();
    expect((await backupStatus(db, "pglite", settings)).Schedule).toEqual({
      EveryMinutes: 360,
      Keep: 3,
      Dir: BACKUP_DIR,
    });
  });
});
