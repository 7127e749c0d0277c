import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./lock.js";

const lockModule = new URL("./lock.ts", import.meta.url).href;

/** Another OS process holding the lock, as a second `npm start` would. */
async function holdLockInChild(dataDir: string): Promise<ChildProcess> {
  const script = `import { lockDataDir } from ${JSON.stringify(lockModule)};
lockDataDir(${JSON.stringify(dataDir)}); console.log("locked"); setInterval(() => {}, 1000);`;
  const child = spawn(
    process.execPath,
    ["--conditions=source", "--import", "tsx", "--input-type=module", "-e", script],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (data: Buffer) => data.toString().includes("locked") && resolve());
    child.on("exit", (code) => reject(new Error(`lock holder exited early with ${code}`)));
  });
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve()),
  );

describe("the data directory lock", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopdesk-lock-"));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("refuses a second process, naming the directory and the holder's PID", async () => {
    const holder = await holdLockInChild(dataDir);
    try {
      let refusal: unknown;
      try {
        lockDataDir(dataDir);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DataDirLockedError);
      expect((refusal as Error).message).toContain(dataDir);
      expect((refusal as Error).message).toContain(`PID ${holder.pid}`);
    } finally {
      holder.kill("SIGKILL");
      await exited(holder);
    }
  });

  it("takes over a lock left by a process that died, and releases only its own", async () => {
    const holder = await holdLockInChild(dataDir);
    holder.kill("SIGKILL");
    await exited(holder);
    const lockFile = path.join(dataDir, "shopdesk.lock");
    expect(JSON.parse(fs.readFileSync(lockFile, "utf8")).pid).toBe(holder.pid);

    const lock = lockDataDir(dataDir);
    expect(JSON.parse(fs.readFileSync(lockFile, "utf8")).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lockFile)).toBe(false);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it("takes over a lock carrying this process's own PID from an earlier life (PID 1 in a container)", () => {
    const lockFile = path.join(dataDir, "shopdesk.lock");
    fs.writeFileSync(lockFile, JSON.stringify({ pid: process.pid, hostname: os.hostname(), startedAt: "" }));
    const lock = lockDataDir(dataDir);
    lock.release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it("respects a lock from another host while it is kept fresh, and takes it over once it goes stale", () => {
    const lockFile = path.join(dataDir, "shopdesk.lock");
    fs.writeFileSync(lockFile, JSON.stringify({ pid: 4242, hostname: "other-host", startedAt: "" }));
    expect(() => lockDataDir(dataDir)).toThrow("(PID 4242 on other-host)");

    const aMinuteAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile, aMinuteAgo, aMinuteAgo);
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(fs.readFileSync(lockFile, "utf8")).hostname).toBe(os.hostname());
    lock.release();
  });

  it("refuses the same process twice", () => {
    const lock = lockDataDir(dataDir);
    try {
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    } finally {
      lock.release();
    }
  });
});
