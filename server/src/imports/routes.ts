import { PassThrough } from "node:stream";
import {
  DOWNLOAD_LINK_SECONDS,
  type ExportKind,
  type ImportKind,
  MAX_IMPORT_MB,
  exportKinds,
  importKindLabels,
  importKinds,
  importRoutes as routes,
} from "@shopdesk/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { createDownloadLink, downloadUrl } from "../downloads/index.js";
import { DomainError } from "../errors.js";
import { HttpError } from "../http/http-error.js";
import { sendCsv } from "../http/csv.js";
import { rawBody } from "../http/raw-body.js";
import { routeOptions } from "../http/route.js";
import { databaseToday } from "../reports/index.js";
import { exportRows, templateRows } from "./export.js";
import { planImport, previewOf, runImport } from "./import.js";

const maxBytes = MAX_IMPORT_MB * 1024 * 1024;

const fileBody =
  "The CSV file's bytes, as saved: UTF-8 (with or without BOM) or Windows-1252; comma, semicolon or tab.";

/** What a download link of these kinds downloads (docs/api.md, "Downloads"). */
export type RecordsCsvTarget = { kind: ExportKind };
export type ImportTemplateTarget = { kind: ImportKind };

/** Every customer, supplier or part as the import's columns: `{kind}-{today}.csv`. */
export async function sendRecordsCsv(
  database: Database,
  target: RecordsCsvTarget,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const [{ header, rows }, today] = await Promise.all([exportRows(database, target.kind), databaseToday(database.db)]);
  return sendCsv(request, reply, { fileName: `${target.kind}-${today}.csv`, header, rows });
}

/** The header row and two example rows of a kind: `{kind}-template.csv`. */
export async function sendImportTemplate(
  _database: Database,
  target: ImportTemplateTarget,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { header, rows } = templateRows(target.kind);
  return sendCsv(request, reply, {
    fileName: `${target.kind}-template.csv`,
    header,
    rows: (async function* () {
      yield* rows;
    })(),
  });
}

/** /api/imports and /api/exports (docs/api.md, "Import and export"). */
export const importRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  for (const kind of exportKinds) {
    const what = importKindLabels[kind].toLowerCase();
    app.route({
      ...routeOptions(routes.exports[kind].csv, {
        summary: `Export ${what} as CSV`,
        description:
          "Every record in the import's columns, so the file imports back as it is: RFC 4180 CSV, UTF-8 with a byte-order mark.",
      }),
      handler: async (request, reply) => sendRecordsCsv(database, { kind }, request, reply),
    });
    app.route({
      ...routeOptions(routes.exports[kind].csvLink, {
        summary: `A single-use link to the ${what} export (for the browser's own download)`,
        description: `Works once, without a bearer token, for ${DOWNLOAD_LINK_SECONDS} seconds.`,
      }),
      handler: async (request, reply) => {
        const [link, today] = await Promise.all([
          createDownloadLink(db, {
            kind: "records-csv",
            target: { kind },
            subject: request.principal.subject,
            name: request.principal.name,
          }),
          databaseToday(db),
        ]);
        return reply
          .status(201)
          .send({ Url: downloadUrl(link.token), FileName: `${kind}-${today}.csv`, ExpiresAt: link.expiresAt });
      },
    });
  }

  for (const kind of importKinds) {
    const what = importKindLabels[kind].toLowerCase();
    app.route({
      ...routeOptions(routes.templates[kind].csv, {
        summary: `The ${what} template`,
        description: "The import's header row and two example rows, as CSV, to fill in and import.",
      }),
      handler: async (request, reply) => sendImportTemplate(database, { kind }, request, reply),
    });
    app.route({
      ...routeOptions(routes.templates[kind].csvLink, {
        summary: `A single-use link to the ${what} template`,
        description: `Works once, without a bearer token, for ${DOWNLOAD_LINK_SECONDS} seconds.`,
      }),
      handler: async (request, reply) => {
        const link = await createDownloadLink(db, {
          kind: "import-template",
          target: { kind },
          subject: request.principal.subject,
          name: request.principal.name,
        });
        return reply
          .status(201)
          .send({ Url: downloadUrl(link.token), FileName: `${kind}-template.csv`, ExpiresAt: link.expiresAt });
      },
    });
  }

  // The file is the body, whatever its type: its own scope, without the JSON parser.
  await app.register(async (scope) => {
    const files = scope.withTypeProvider<ZodTypeProvider>();
    files.removeAllContentTypeParsers();
    files.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: maxBytes }, (_request, body, done) =>
      done(null, body),
    );
    // A file over the limit is refused in words before a byte of it is read (a body without a
    // Content-Length still stops at the limit, with Fastify's own 413).
    files.addHook("onRequest", async (request) => {
      if (Number(request.headers["content-length"]) > maxBytes) {
        throw new HttpError(
          413,
          `The file is larger than ${MAX_IMPORT_MB} MB, the most an import reads. Split it into smaller files.`,
        );
      }
    });

    const bytesOf = (request: FastifyRequest) => {
      const body = request.body as Buffer | undefined;
      // An empty body is an empty file (Content-Length: 0): readCsv says so in the file's words.
      if (!body) throw new HttpError(400, "Send the CSV file as the request body.");
      return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
    };

    files.route({
      ...routeOptions(routes.preview, {
        summary: "Preview an import",
        description:
          `The body is the file (at most ${MAX_IMPORT_MB} MB). \`mapping\` (JSON, column key → the file's column number) says which ` +
          "column fills which field; left out, columns are matched by their headers. Changes nothing.",
        body: fileBody,
      }),
      validatorCompiler: rawBody,
      bodyLimit: maxBytes,
      handler: async (request) =>
        previewOf(
          await planImport(
            db,
            request.params.kind,
            request.query.fileName,
            bytesOf(request),
            request.query.mapping as never,
          ),
        ),
    });

    files.route({
      ...routeOptions(routes.run, {
        summary: "Import a CSV file",
        description:
          "The same file, mapping and the preview's fingerprint. 400 while the file has problems; 409 (with the preview as it is " +
          "now in `error.current`) when a record the preview compared changed since. Otherwise the answer streams progress lines and the result.",
        body: fileBody,
      }),
      validatorCompiler: rawBody,
      bodyLimit: maxBytes,
      handler: async (request, reply) => {
        const body = new PassThrough();
        const line = (value: unknown) => body.write(`${JSON.stringify(value)}\n`);
        let started!: () => void;
        const writing = new Promise<void>((resolve) => (started = resolve));
        const run = runImport(db, request.principal, {
          kind: request.params.kind,
          fileName: request.query.fileName,
          bytes: bytesOf(request),
          mapping: request.query.mapping as never,
          fingerprint: request.query.fingerprint,
          onProgress: (done, total) => {
            started();
            line({ Progress: { Done: done, Total: total } });
          },
        });
        // A refusal (problems, a change since the preview) comes before the first write: a plain error answer.
        await Promise.race([writing, run]);
        run.then(
          (result) => body.end(`${JSON.stringify({ Result: result })}\n`),
          (error: unknown) => {
            request.log.error({ err: error }, "import failed; its transaction was rolled back");
            const message =
              error instanceof DomainError
                ? error.message
                : "The import failed on the server; nothing was changed. Try again.";
            body.end(`${JSON.stringify({ Error: { message } })}\n`);
          },
        );
        return (
          reply
            .header("content-type", "application/x-ndjson; charset=utf-8")
            .header("cache-control", "no-store")
            // The answer's text, as a stream: the schema types it as the text it documents.
            .send(body as unknown as string)
        );
      },
    });
  });
};
