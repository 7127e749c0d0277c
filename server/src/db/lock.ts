import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * One process per data directory. PGlite itself lets two processes open the same directory
 * and then loses acknowledged writes (measured, architecture.md), so we refuse the second.
 */
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
    holderHost?: string,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Shopdesk process (PID ${holderPid}` +
        `${holderHost ? ` on ${holderHost}` : ""}). Stop that process first, or set DATA_DIR to a different directory.`,
    );
  }
}

export interface LockContent {
  pid: number;
  hostname: string;
  startedAt: string;
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

const LOCK_NAME = "shopdesk.lock";
// The holder touches its lock this often; a lock from another host that has not been
// touched for STALE_AFTER_MS is taken to be left by a machine or container that is gone.
const HEARTBEAT_MS = 10_000;
const STALE_AFTER_MS = 3 * HEARTBEAT_MS;

/** Lock files this process holds: the PID in a lock may be ours from an earlier life (PID 1 in a container). */
const heldHere = new Set<string>();

function readLock(file: string): (LockContent & { touchedAt: number }) | undefined {
  try {
    const content = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<LockContent>;
    if (typeof content.pid !== "number") return undefined;
    return { ...(content as LockContent), touchedAt: fs.statSync(file).mtimeMs };
  } catch {
    return undefined;
  }
}

function isAlive(file: string, holder: LockContent & { touchedAt: number }): boolean {
  if (holder.hostname !== os.hostname()) return Date.now() - holder.touchedAt < STALE_AFTER_MS;
  if (holder.pid === process.pid) return heldHere.has(file);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live process holding `dataDir`, if any (a stale lock counts as none). */
export function lockHolder(dataDir: string): LockContent | undefined {
  const file = path.join(dataDir, LOCK_NAME);
  const holder = readLock(file);
  return holder && isAlive(file, holder) ? holder : undefined;
}

/** Takes the lock or throws DataDirLockedError; a lock left by a dead process is taken over. */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_NAME);
  const mine: LockContent = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };

  // Written beside and then hard-linked into place, so the lock never exists half-written.
  const draft = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(draft, JSON.stringify(mine));
  try {
    takeLock(dataDir, file, draft);
  } finally {
    fs.rmSync(draft, { force: true });
  }

  heldHere.add(file);
  const heartbeat = setInterval(() => {
    const now = new Date();
    fs.utimes(file, now, now, () => {});
  }, HEARTBEAT_MS).unref();
  return {
    path: file,
    release() {
      clearInterval(heartbeat);
      if (!heldHere.delete(file)) return;
      const current = readLock(file);
      if (current?.pid === process.pid && current.hostname === mine.hostname) fs.rmSync(file, { force: true });
    },
  };
}

function takeLock(dataDir: string, file: string, draft: string): void {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.linkSync(draft, file);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readLock(file);
    if (holder && isAlive(file, holder)) throw new DataDirLockedError(dataDir, holder.pid, otherHost(holder));
    // Stale (or unreadable): move it aside under a unique name, so that of two processes
    // taking over at once only one wins the rename, then try to create ours again.
    const aside = `${file}.stale-${process.pid}-${attempt}`;
    try {
      fs.renameSync(file, aside);
      const moved = readLock(aside);
      if (moved && moved.pid !== holder?.pid && isAlive(file, moved)) {
        // Someone else replaced the stale lock between our read and our rename: give it back.
        fs.renameSync(aside, file);
        throw new DataDirLockedError(dataDir, moved.pid, otherHost(moved));
      }
      fs.rmSync(aside, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  throw new Error(`Could not take the lock ${file}; remove it if no Shopdesk process is running.`);
}

function otherHost(holder: LockContent): string | undefined {
  return holder.hostname === os.hostname() ? undefined : holder.hostname;
}
