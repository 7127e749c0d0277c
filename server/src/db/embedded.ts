import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { lockDataDir, lockHolder } from "./lock.js";
import type { WorkerInput, WorkerMessage } from "./pglite-worker.js";

export interface EmbeddedServer {
  /** Directory holding the `.s.PGSQL.5432` socket: what `pg` takes as `host`. */
  socketDir: string;
  stop(): Promise<void>;
}

// Unix socket paths are limited to 107 bytes on Linux (103 on macOS).
const MAX_SOCKET_PATH = 100;
const SOCKET_NAME = ".s.PGSQL.5432";
const STOP_TIMEOUT_MS = 30_000;
// Names the socket's directory while the database is served, for `npm run backup` to connect to.
const SOCKET_POINTER = "shopdesk.socket";

/**
 * The socket directory of the embedded database a live process is serving from `dataDir`,
 * or undefined when none is: then the directory can be opened directly.
 */
export function servedSocketDir(dataDir: string): string | undefined {
  if (!lockHolder(dataDir)) return undefined;
  try {
    const socketDir = fs.readFileSync(path.join(dataDir, SOCKET_POINTER), "utf8").trim();
    return fs.existsSync(path.join(socketDir, SOCKET_NAME)) ? socketDir : undefined;
  } catch {
    return undefined;
  }
}

function startWorker(input: WorkerInput): Worker {
  const isSource = import.meta.url.endsWith(".ts");
  const entry = new URL(`./pglite-worker.${isSource ? "ts" : "js"}`, import.meta.url);
  if (!isSource) return new Worker(entry, { workerData: input });
  // Running from source (tsx, Vitest): Node 20 does not pass the parent's loader hooks to
  // worker threads, so the worker registers tsx itself before importing the TypeScript.
  const bootstrap = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: input });
}

function nextMessage(worker: Worker, expected: WorkerMessage["type"]): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
    };
    const onMessage = (message: WorkerMessage) => {
      cleanup();
      if (message.type === expected) resolve();
      else reject(new Error(message.type === "error" ? message.message : `unexpected ${message.type}`));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`the database worker exited with code ${code}`));
    };
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
  });
}

/**
 * Locks `dataDir`, starts PGlite (persisted in `dataDir/pglite`) in a worker and waits until
 * it accepts connections. `onCrash` hears of a worker that stops without being asked to.
 */
export async function startEmbedded(dataDir: string, onCrash: (error: Error) => void): Promise<EmbeddedServer> {
  const lock = lockDataDir(dataDir);
  let tempDir: string | undefined;
  try {
    let socketDir = dataDir;
    if (Buffer.byteLength(path.join(dataDir, SOCKET_NAME)) > MAX_SOCKET_PATH) {
      tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopdesk-"));
      socketDir = tempDir;
    }
    const socketPath = path.join(socketDir, SOCKET_NAME);
    // We hold the lock, so a socket file here is left over from a process that died.
    fs.rmSync(socketPath, { force: true });

    const worker = startWorker({ pgDataDir: path.join(dataDir, "pglite"), socketPath });
    try {
      await nextMessage(worker, "ready");
    } catch (error) {
      await worker.terminate();
      throw new Error(`Could not open the embedded database in ${dataDir}: ${(error as Error).message}`, {
        cause: error,
      });
    }

    fs.writeFileSync(path.join(dataDir, SOCKET_POINTER), socketDir);

    let stopping: Promise<void> | undefined;
    let hasExited = false;
    let hasCrashed = false;
    const crash = (error: Error) => {
      if (stopping || hasCrashed) return;
      hasCrashed = true;
      onCrash(error);
    };
    const exited = new Promise<void>((resolve) =>
      worker.once("exit", (code) => {
        hasExited = true;
        resolve();
        crash(new Error(`the embedded database stopped unexpectedly (worker exit code ${code})`));
      }),
    );
    worker.on("error", crash);

    const release = () => {
      fs.rmSync(path.join(dataDir, SOCKET_POINTER), { force: true });
      if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
      lock.release();
    };

    return {
      socketDir,
      stop() {
        stopping ??= (async () => {
          if (hasExited) return release();
          const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
          try {
            const closed = nextMessage(worker, "closed");
            worker.postMessage("close");
            await closed;
          } finally {
            await exited;
            clearTimeout(timer);
            release();
          }
        })();
        return stopping;
      },
    };
  } catch (error) {
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
    lock.release();
    throw error;
  }
}
