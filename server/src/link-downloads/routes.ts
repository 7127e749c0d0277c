import { DOWNLOAD_LINK_SECONDS, downloadRoutes as routes } from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AttachmentTarget, sendAttachment } from "../attachments/index.js";
import type { Database } from "../db/database.js";
import { NotFoundError } from "../errors.js";
import { routeOptions } from "../http/route.js";
import {
  type ImportTemplateTarget,
  type RecordsCsvTarget,
  sendImportTemplate,
  sendRecordsCsv,
} from "../imports/index.js";
import { type ReportCsvTarget, sendReportCsv } from "../reports/index.js";
import { errorPage, messageOf, prefersHtml } from "./error-page.js";
import { takeDownloadLink } from "../downloads/index.js";

const gone = () =>
  new NotFoundError("This download link is unknown, used or expired. Start the download again in Shopdesk.");

/**
 * `GET /api/downloads/{token}` (docs/api.md, "Downloads"): the browser's own download of a
 * link minted with a bearer token (e.g. `POST /api/reports/{name}.csv/link`). Registered
 * outside the token check: the token in the path is the proof, and it works once.
 */
export const downloadRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  // The same refusal a person can read when the link was opened in a tab (docs/api.md, "Downloads").
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("vary", "accept");
    if (reply.statusCode < 400 || !prefersHtml(request.headers.accept)) return payload;
    reply.type("text/html; charset=utf-8");
    return errorPage(reply.statusCode, messageOf(payload));
  });
  app.route({
    ...routeOptions(routes.download, {
      summary: "Download through a single-use link (no bearer token)",
      description:
        `Works once, within ${DOWNLOAD_LINK_SECONDS} seconds of being minted; streams what it was minted for: a report's CSV ` +
        "(exactly what the bearer route answers) or an attachment. An unknown, used or expired link answers 404 and changes nothing; " +
        "opened in a browser tab (Accept: text/html before JSON), a refusal is a page with the same message.",
    }),
    // A HEAD (a link checker, a download manager's probe) must not spend the link.
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      // The URL holds a credential: never cached, never sent on as a Referer.
      reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
      const link = await takeDownloadLink(database.db, request.params.token);
      if (!link) throw gone();
      switch (link.kind) {
        case "report-csv":
          return sendReportCsv(database, link.target as ReportCsvTarget, request, reply);
        case "attachment":
          return sendAttachment(database, link.target as unknown as AttachmentTarget, request, reply);
        case "records-csv":
          return sendRecordsCsv(database, link.target as RecordsCsvTarget, request, reply);
        case "import-template":
          return sendImportTemplate(database, link.target as ImportTemplateTarget, request, reply);
        default:
          throw gone();
      }
    },
  });
};
