import { Readable } from "node:stream";
import {
  type AttachmentDisposition,
  attachmentRoutes as routes,
  canPreview,
  previewContentTypes,
} from "@shopdesk/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { createDownloadLink, downloadUrl } from "../downloads/index.js";
import { NotFoundError } from "../errors.js";
import { HttpError } from "../http/http-error.js";
import { routeOptions } from "../http/route.js";
import { readAttachmentFile, readContent } from "./content.js";
import { attachmentIdOf } from "./paths.js";
import { attachmentNotFound } from "./rows.js";

/** An attachment's download link: minted by POST /api/attachments/{id}/link, served once by the downloads domain. */

/** What an attachment download link downloads (docs/api.md, "Downloads"). */
export interface AttachmentTarget {
  attachmentId: string;
  disposition: AttachmentDisposition;
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

/**
 * Streams an attachment: the one implementation behind its download link (link-downloads/routes.ts).
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

/** POST /api/attachments/{id}/link (docs/api.md, "Downloads"). */
export const attachmentLinkRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.route({
    ...routeOptions(routes.link, {
      summary: "A link to download or preview an attachment",
      description:
        `The link works once, without a bearer token, for 60 seconds (docs/api.md, "Downloads"). Previews are for ${previewContentTypes.join(", ")} ` +
        "only (CanPreview); any other type is a 400 on disposition.",
    }),
    handler: async (request, reply) => {
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
  });
};
