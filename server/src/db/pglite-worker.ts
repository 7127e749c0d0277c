/**
 * Runs PGlite in a worker thread and serves it over the PostgreSQL wire protocol on a Unix
 * socket, so the main thread talks to it with `pg` exactly as it talks to a real server,
 * and a slow query never blocks the HTTP event loop.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface WorkerInput {
  pgDataDir: string;
  socketPath: string;
}

export type WorkerMessage = { type: "ready" } | { type: "closed" } | { type: "error"; message: string };

const port = parentPort;
if (!port) throw new Error("pglite-worker must run in a worker thread");
const { pgDataDir, socketPath } = workerData as WorkerInput;
const send = (message: WorkerMessage) => port.postMessage(message);

try {
  const db = await PGlite.create(pgDataDir, { extensions: { pg_trgm, unaccent } });
  const server = new PGLiteSocketServer({
    db,
    path: socketPath,
    // The pool keeps one connection; the slack lets a replacement connect while the socket
    // of a dropped one is still being torn down. The server's query queue keeps each
    // transaction on its own connection, so they cannot interleave.
    maxConnections: 4,
  });
  await server.start();

  port.on("message", (message: unknown) => {
    if (message !== "close") return;
    void (async () => {
      try {
        await server.stop();
        // close() checkpoints and shuts PGlite down so the directory opens cleanly next time.
        await db.close();
        send({ type: "closed" });
      } catch (error) {
        send({ type: "error", message: (error as Error).message });
      } finally {
        port.close();
      }
    })();
  });
  send({ type: "ready" });
} catch (error) {
  send({ type: "error", message: (error as Error).stack ?? String(error) });
  port.close();
}
