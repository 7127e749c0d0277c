import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import {
  type AttachmentDisposition,
  attachmentLinkQuery,
  attachmentListSchema,
  attachmentParams,
  attachmentSchema,
  canPreview,
  customerParams,
  deleteAttachmentQuery,
  downloadLinkSchema,
  noBody,
  noQuery,
  packingSlipParams,
  partParams,
  previewContentTypes,
  purchaseOrderParams,
  supplierParams,
  updateAttachmentBody,
  uploadAttachmentQuery,
  workOrderParams,
} from "@shopdesk/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/database.js";
import { createDownloadLink, downloadUrl } from "../downloads/index.js";
import { HttpError, NotFoundError } from "../errors.js";
import { answers, pascalCase, writeAnswers } from "../http/answers.js";
import { BIGINT_DIGITS, INTEGER_DIGITS, pathNumber } from "../http/path-number.js";
import { rawBody } from "../http/raw-body.js";
import { packingSlipNotFound } from "../packing-slips/index.js";
import { poKeyOf } from "../purchase-orders/index.js";
import { workOrderNotFound } from "../work-orders/index.js";
import type { RecordRef } from "./records.js";
import {
  attachmentNotFound,
  checkUploadTarget,
  listAttachments,
  readAttachmentFile,
  readContent,
  removeAttachment,
  storeAttachment,
  updateAttachment,
} from "./repository.js";
import { removeAbandonedSpoolFiles, withSpooledFile } from "./spool.js";

const tags = ["Attachments"];

export interface AttachmentOptions {
  database: Database;
  /** The largest file taken, in bytes. */
  maxUploadBytes: number;
  /** How long an upload may send nothing before it is dropped, in ms. */
  uploadIdleMs: number;
  /** Where uploads are spooled before they go to the database (UPLOAD_SPOOL_DIR). */
  spoolDir: string;
}

/** What an attachment download link downloads (docs/api.md, "Downloads"). */
export interface AttachmentTarget {
  attachmentId: string;
  disposition: AttachmentDisposition;
}

const attachmentIdOf = (params: { attachmentId: string }) =>
  pathNumber(params.attachmentId, BIGINT_DIGITS, attachmentNotFound);

/** The records files hang on: each one's path, its key's schema, and how the key names the record. */
const records = [
  {
    path: "/parts/:partNumber/:revision/attachments",
    name: "a part revision",
    params: partParams,
    ref: (params: { partNumber: string; revision: string }): RecordRef => ({ type: "part", ...params }),
  },
  {
    path: "/customers/:customerId/attachments",
    name: "a customer",
    params: customerParams,
    ref: (params: { customerId: string }): RecordRef => ({ type: "customer", ...params }),
  },
  {
    path: "/suppliers/:supplierName/attachments",
    name: "a supplier",
    params: supplierParams,
    ref: (params: { supplierName: string }): RecordRef => ({ type: "supplier", ...params }),
  },
  {
    path: "/purchase-orders/:poKey/attachments",
    name: "a PO",
    params: purchaseOrderParams,
    ref: (params: { poKey: string }): RecordRef => ({ type: "purchase_order", poKey: poKeyOf(params) }),
  },
  {
    path: "/work-orders/:woNumber/attachments",
    name: "a WO",
    params: workOrderParams,
    ref: (params: { woNumber: string }): RecordRef => ({
      type: "work_order",
      woNumber: pathNumber(params.woNumber, BIGINT_DIGITS, workOrderNotFound),
    }),
  },
  {
    path: "/purchase-orders/:poKey/packing-slips/:pslipNumber/attachments",
    name: "a packing slip",
    params: packingSlipParams,
    ref: (params: { poKey: string; pslipNumber: string }): RecordRef => {
      const poKey = poKeyOf(params);
      return {
        type: "packing_slip",
        poKey,
        pslipNumber: Number(pathNumber(params.pslipNumber, INTEGER_DIGITS, (bad) => packingSlipNotFound(poKey, bad))),
      };
    },
  },
] as const;

/** The raw file in the OpenAPI document; the route reads it as a stream, never through this schema. */
const fileBody = z
  .file()
  .describe("The file's bytes, as they are. Any Content-Type: the server reads the type from the bytes.");

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
 * A header value naming the file: an ASCII `filename` for old clients and the exact name as
 * RFC 5987 `filename*` (percent-encoded UTF-8), which browsers prefer.
 */
function contentDisposition(type: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * What a served file may do. Downloads and images: nothing (a sandbox, no sources), so an
 * HTML or SVG file opened from a link can never run script in the app's origin. A PDF
 * previewed in place gets no sandbox (Chrome will not start its viewer in one,
 * crbug.com/413851), only the inline styles and the embed its viewer page needs
 * (crbug.com/271452); a PDF's own script runs inside the browser's viewer, never in the page.
 */
function securityPolicy(contentType: string, inline: boolean): string {
  if (!inline) return "sandbox; default-src 'none'; frame-ancestors 'none'";
  if (contentType === "application/pdf")
    return "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; object-src 'self'; frame-ancestors 'self'";
  return "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'self'";
}

/** `Part`, `PurchaseOrder`… from `/parts/:partNumber/:revision/attachments`: the record in an operationId. */
const recordName = (path: string) =>
  pascalCase(
    path
      .split("/")
      .filter((part) => part && !part.startsWith(":"))
      .at(-2)!
      .replace(/s$/, ""),
  );

/** The answer of an attachment download, for a route's `response`. */
export const fileAnswer = {
  description: "The file, streamed as stored.",
  content: {
    "*/*": {
      schema: z
        .file()
        .describe(
          "The file's bytes, with the type read from them at upload as Content-Type (application/pdf, image/png, application/octet-stream…).",
        ),
    },
  },
};

/**
 * Streams an attachment: the one implementation behind its download link (downloads/routes.ts).
 * `inline` only for the preview types; everything else downloads. Never sniffed by the browser.
 */
export async function sendAttachment(
  database: Database,
  target: AttachmentTarget,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const file = await readAttachmentFile(database.db, target.attachmentId);
  if (!file) throw new NotFoundError("This file was removed after its link was made.");
  const inline = target.disposition === "inline" && canPreview(file.contentType);
  return reply
    .header("content-type", file.contentType)
    .header("content-length", file.size)
    .header("content-disposition", contentDisposition(inline ? "inline" : "attachment", file.fileName))
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", securityPolicy(file.contentType, inline))
    .header("cross-origin-resource-policy", "same-origin")
    .send(Readable.from(readContent(database.db, file.blobId, file.size), { objectMode: false }));
}

/** /api/{record}/attachments and /api/attachments/{id} (docs/api.md, "Attachments"). */
export const attachmentRoutes: FastifyPluginAsyncZod<AttachmentOptions> = async (
  app,
  { database, maxUploadBytes, uploadIdleMs, spoolDir },
) => {
  const { db } = database;
  const abandoned = await removeAbandonedSpoolFiles(spoolDir);
  if (abandoned > 0)
    app.log.info({ spoolDir, removed: abandoned }, "removed upload spool files a stopped server left behind");

  for (const record of records) {
    app.get(
      record.path,
      {
        schema: {
          tags,
          summary: `List the files attached to ${record.name}`,
          operationId: `list${recordName(record.path)}Attachments`,
          description: "Newest first, each with its kind, note, size, content type, who attached it and when.",
          params: record.params,
          querystring: noQuery,
          response: answers({ 200: attachmentListSchema }, 404),
        },
      },
      // Checked against record.params, so they are what its ref takes (the loop's union of
      // records cannot tell TypeScript which one).
      async (request) => listAttachments(db, record.ref(request.params as never)),
    );
  }

  // Uploads take the body as a stream, whatever its type: their own scope, without the JSON parser.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser("*", (request, payload, done) => {
      // Refused before a byte of the body is read; the answer closes the connection.
      if (Number(request.headers["content-length"]) > maxUploadBytes) {
        done(
          new HttpError(413, `The file is larger than ${mb(maxUploadBytes)}, the most this server takes.`),
          undefined,
        );
        return;
      }
      done(null, payload);
    });
    // A refusal before the body was read (401, 400, 404…): close the connection, or Node would
    // read the rest of the file only to throw it away.
    uploads.addHook("onSend", async (request, reply) => {
      if (!request.raw.complete) reply.header("connection", "close");
    });

    for (const record of records) {
      uploads.post(
        record.path,
        {
          validatorCompiler: rawBody,
          schema: {
            tags,
            summary: `Attach a file to ${record.name} (the body is the file)`,
            operationId: `attachTo${recordName(record.path)}`,
            description:
              "The request body is the file itself, streamed (any Content-Type, or none; chunked or with a Content-Length). " +
              `At most MAX_UPLOAD_MB (default 100 MB): a larger Content-Length is refused at once, a longer body as soon as it passes the limit. ` +
              "An empty file is a 400. The content type is read from the bytes. The same bytes are stored once, however often attached. " +
              "`expiresOn` goes with `kind=Certificate` only, `current=true` with `kind=Drawing` only.",
            params: record.params,
            querystring: uploadAttachmentQuery,
            body: fileBody,
            consumes: ["*/*"],
            response: writeAnswers({ 201: attachmentSchema }, 404, 408, 409, 507),
          },
        },
        async (request, reply) => {
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
      );
    }
  });

  app.put(
    "/attachments/:attachmentId",
    {
      schema: {
        tags,
        summary: "Change an attachment",
        operationId: "updateAttachment",
        description:
          "Rename, re-file or note it, date a certificate, mark the current drawing. Send the `Version` read; fields left out keep their values.",
        params: attachmentParams,
        body: updateAttachmentBody,
        response: writeAnswers({ 200: attachmentSchema }, 404, 409),
      },
    },
    async (request) => updateAttachment(db, request.principal, attachmentIdOf(request.params), request.body),
  );

  app.delete(
    "/attachments/:attachmentId",
    {
      schema: {
        tags,
        summary: "Remove an attachment",
        operationId: "removeAttachment",
        description: "Under its `version` (the query); answers the record's remaining attachments.",
        params: attachmentParams,
        querystring: deleteAttachmentQuery,
        response: writeAnswers({ 200: attachmentListSchema }, 404, 409),
      },
    },
    async (request) => removeAttachment(db, request.principal, attachmentIdOf(request.params), request.query.version),
  );

  app.post(
    "/attachments/:attachmentId/link",
    {
      schema: {
        tags,
        summary: "A link to download or preview an attachment",
        operationId: "createAttachmentLink",
        description:
          `The link works once, without a bearer token, for 60 seconds (docs/api.md, "Downloads"). Previews are for ${previewContentTypes.join(", ")} ` +
          "only (CanPreview); any other type is a 400 on disposition.",
        params: attachmentParams,
        querystring: attachmentLinkQuery,
        body: noBody,
        response: writeAnswers({ 201: downloadLinkSchema }, 404),
      },
    },
    async (request, reply) => {
      const attachmentId = attachmentIdOf(request.params);
      const { disposition } = request.query;
      const file = await readAttachmentFile(db, attachmentId);
      if (!file) throw attachmentNotFound(attachmentId);
      if (disposition === "inline" && !canPreview(file.contentType)) {
        throw new HttpError(400, "This file cannot be previewed: download it.", {
          disposition: "Only PDFs and PNG, JPEG, GIF or WebP images are previewed; other files download.",
        });
      }
      const target: AttachmentTarget = { attachmentId, disposition };
      const link = await createDownloadLink(db, {
        kind: "attachment",
        target: { ...target },
        subject: request.principal.subject,
        name: request.principal.name,
      });
      return reply
        .status(201)
        .send({ Url: downloadUrl(link.token), FileName: file.fileName, ExpiresAt: link.expiresAt });
    },
  );
};
