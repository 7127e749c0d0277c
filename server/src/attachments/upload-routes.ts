import type { IncomingMessage } from "node:http";
import { attachmentRoutes as routes } from "@shopdesk/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { HttpError } from "../http/http-error.js";
import { rawBody } from "../http/raw-body.js";
import { routeOptions } from "../http/route.js";
import { recordTypes, records } from "./paths.js";
import { checkUploadTarget, storeAttachment } from "./repository.js";
import { removeAbandonedSpoolFiles, withSpooledFile } from "./spool.js";

export interface UploadOptions {
  database: Database;
  /** The largest file taken, in bytes. */
  maxUploadBytes: number;
  /** How long an upload may send nothing before it is dropped, in ms. */
  uploadIdleMs: number;
  /** Where uploads are spooled before they go to the database (UPLOAD_SPOOL_DIR). */
  spoolDir: string;
}

/** The raw file in the OpenAPI document; the route reads it as a stream, never through a schema. */
const fileBody = "The file's bytes, as they are. Any Content-Type: the server reads the type from the bytes.";

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * The request body as it arrives, refused with 413 the moment it passes `maxBytes` (the rest
 * is never read: the answer closes the connection), and dropped when nothing arrives for
 * `idleMs` (its spool file is then removed rather than wait for a client that went quiet).
 */
async function* uploadedBytes(request: FastifyRequest, maxBytes: number, idleMs: number): AsyncGenerator<Uint8Array> {
  const raw = request.body as IncomingMessage | undefined;
  if (!raw) return;
  // Not `for await`: leaving that loop would destroy the request, and with it the socket the 413 goes out on.
  const pieces = raw[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let received = 0;
  for (;;) {
    const idle = setTimeout(
      () => raw.destroy(new HttpError(408, "The upload stopped sending.", undefined, "request_timeout")),
      idleMs,
    );
    let next: IteratorResult<Buffer>;
    try {
      next = await pieces.next();
    } finally {
      clearTimeout(idle);
    }
    if (next.done) return;
    received += next.value.length;
    if (received > maxBytes)
      throw new HttpError(413, `The file is larger than ${mb(maxBytes)}, the most this server takes.`);
    yield next.value;
  }
}

/**
 * POST /api/{record}/attachments: the upload, streamed to a spool file, then stored. Its own
 * scope: it takes the body as a stream, whatever its type, without the JSON parser.
 */
export const uploadRoutes: FastifyPluginAsyncZod<UploadOptions> = async (
  uploads,
  { database, maxUploadBytes, uploadIdleMs, spoolDir },
) => {
  const { db } = database;
  const abandoned = await removeAbandonedSpoolFiles(spoolDir);
  if (abandoned > 0)
    uploads.log.info({ spoolDir, removed: abandoned }, "removed upload spool files a stopped server left behind");

  uploads.removeAllContentTypeParsers();
  uploads.addContentTypeParser("*", (request, payload, done) => {
    // Refused before a byte of the body is read; the answer closes the connection.
    if (Number(request.headers["content-length"]) > maxUploadBytes) {
      done(new HttpError(413, `The file is larger than ${mb(maxUploadBytes)}, the most this server takes.`), undefined);
      return;
    }
    done(null, payload);
  });
  // A refusal before the body was read (401, 400, 404…): close the connection, or Node would
  // read the rest of the file only to throw it away.
  uploads.addHook("onSend", async (request, reply) => {
    if (!request.raw.complete) reply.header("connection", "close");
  });

  for (const type of recordTypes) {
    const record = records[type];
    uploads.route({
      ...routeOptions(routes.records[type].upload, {
        summary: `Attach a file to ${record.name} (the body is the file)`,
        description:
          "The request body is the file itself, streamed (any Content-Type, or none; chunked or with a Content-Length). " +
          `At most MAX_UPLOAD_MB (default 100 MB): a larger Content-Length is refused at once, a longer body as soon as it passes the limit. ` +
          "An empty file is a 400. The content type is read from the bytes. The same bytes are stored once, however often attached. " +
          "`expiresOn` goes with `kind=Certificate` only, `current=true` with `kind=Drawing` only.",
        body: fileBody,
      }),
      validatorCompiler: rawBody,
      handler: async (request, reply) => {
        const ref = record.ref(request.params as never);
        // Its 404 (or 400) before a byte of the file is read.
        await checkUploadTarget(db, ref, request.query);
        try {
          // The whole file on disk first; only then one short transaction.
          const attachment = await withSpooledFile(
            spoolDir,
            uploadedBytes(request, maxUploadBytes, uploadIdleMs),
            (file) => storeAttachment(db, request.principal, ref, request.query, file),
          );
          return reply.status(201).send(attachment);
        } catch (error) {
          // Logged once the spool file is removed: nothing of the file is left.
          if (request.raw.destroyed && !request.raw.complete) {
            // Our own refusal (gone quiet: 408) goes on to its answer; otherwise the client went away
            // (Cancel, a closed tab): a normal event, with no one left to answer, so no error and no 500.
            const isClientAbort = !(error instanceof HttpError);
            request.log.info(
              { fileName: request.query.fileName, reason: isClientAbort ? "client-abort" : "idle" },
              "upload ended early: nothing stored",
            );
            if (isClientAbort) return reply.hijack();
          }
          // A full spool disk is the server's state, not a bug: say so instead of a 500.
          const code = (error as NodeJS.ErrnoException).code;
          if (code === "ENOSPC" || code === "EDQUOT") {
            request.log.error({ err: error, spoolDir }, "upload refused: no room to spool it");
            throw new HttpError(
              507,
              "The server has no room for this file right now; nothing was stored. Tell your administrator.",
            );
          }
          throw error;
        }
      },
    });
  }
};
