import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type TestDatabase, openTestDatabase } from "../test/database.js";
import { backupFileName } from "./backup-file.js";
import type { BackupMade } from "./backups.js";
import { type ScheduleLog, startBackupSchedule } from "./schedule.js";

const HOUR = 3_600_000;
let test: TestDatabase;
let dir: string;

beforeEach(async () => {
  test = await openTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "shopdesk-schedule-"));
});

afterEach(async () => {
  vi.useRealTimers();
  await test.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A log that says what happened, and resolves `next` on each line. */
function recordingLog() {
  const lines: string[] = [];
  let wake = () => {};
  const log: ScheduleLog = {
    info: (_details, message) => (lines.push(message), wake()),
    error: (_details, message) => (lines.push(message), wake()),
  };
  const next = () => new Promise<void>((resolve) => (wake = resolve));
  return { log, lines, next };
}

/** Writes a file as a backup would, at `at`, for the pruning to see. */
function writeBackup(at: Date): BackupMade {
  const file = path.join(dir, backupFileName(at));
  fs.writeFileSync(file, "backup");
  return { file, bytes: 6, seconds: 0, tables: [] };
}

describe("scheduled backups", () => {
  it("backs up at start when there is no backup, retries a failure, and prunes only after a success", async () => {
    const old = [2020, 2021, 2022].map((year) => writeBackup(new Date(`${year}-01-01T00:00:00Z`)).file);
    const { log, lines, next } = recordingLog();
    let calls = 0;
    const make = async () => {
      calls++;
      if (calls === 1) throw new Error("disk full");
      return writeBackup(new Date());
    };
    let heard = next();
    const schedule = await startBackupSchedule(
      test.database.db,
      dir,
      { dir, everyMs: 24 * HOUR, keep: 2, firstRetryMs: 1 },
      log,
      make,
    );
    await heard;
    expect(lines).toEqual(["backup failed; the last good backup is kept"]);
    // A failure removes nothing.
    expect(old.every((file) => fs.existsSync(file))).toBe(true);
    heard = next();
    await heard;
    expect(lines.at(-1)).toBe("backup made");
    await schedule.stop();
    const left = fs.readdirSync(dir).sort();
    expect(left).toHaveLength(2);
    expect(left[0]).toBe(path.basename(old[2]!));
  });

  it("waits out the schedule when the last backup is recent", async () => {
    await test.database.db
      .insertInto("backup_run")
      .values({
        started_at: new Date(Date.now() - 10 * 60_000),
        finished_at: new Date(Date.now() - 10 * 60_000),
        trigger: "command",
        file: "/backups/shopdesk-x.backup",
        bytes: 6,
      })
      .execute();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { log } = recordingLog();
    const make = vi.fn(async () => writeBackup(new Date()));
    const schedule = await startBackupSchedule(test.database.db, dir, { dir, everyMs: HOUR, keep: 2 }, log, make);
    await vi.advanceTimersByTimeAsync(45 * 60_000);
    expect(make).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(make).toHaveBeenCalledTimes(1);
    await schedule.stop();
  });
});
