import { attachmentRoutes as routes } from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOptions } from "../http/route.js";
import { attachmentLinkRoutes } from "./link-routes.js";
import { attachmentIdOf, recordTypes, records } from "./paths.js";
import { removeAttachment, updateAttachment } from "./repository.js";
import { listAttachments } from "./rows.js";
import { type UploadOptions, uploadRoutes } from "./upload-routes.js";

export type AttachmentOptions = UploadOptions;

/** /api/{record}/attachments and /api/attachments/{id} (docs/api.md, "Attachments"): the uploads (upload-routes.ts), the link (link-routes.ts). */
export const attachmentRoutes: FastifyPluginAsyncZod<AttachmentOptions> = async (app, options) => {
  const { db } = options.database;

  for (const type of recordTypes) {
    const record = records[type];
    app.route({
      ...routeOptions(routes.records[type].list, {
        summary: `List the files attached to ${record.name}`,
        description: "Newest first, each with its kind, note, size, content type, who attached it and when.",
      }),
      // Checked against the route's params, so they are what its ref takes (the loop's union of
      // records cannot tell TypeScript which one).
      handler: async (request) => listAttachments(db, record.ref(request.params as never)),
    });
  }

  await app.register(uploadRoutes, options);

  app.route({
    ...routeOptions(routes.update, {
      summary: "Change an attachment",
      description:
        "Rename, re-file or note it, date a certificate, mark the current drawing. Send the `Version` read; fields left out keep their values.",
    }),
    handler: async (request) => updateAttachment(db, request.principal, attachmentIdOf(request.params), request.body),
  });

  app.route({
    ...routeOptions(routes.remove, {
      summary: "Remove an attachment",
      description: "Under its `version` (the query); answers the record's remaining attachments.",
    }),
    handler: async (request) =>
      removeAttachment(db, request.principal, attachmentIdOf(request.params), request.query.version),
  });

  await app.register(attachmentLinkRoutes, { database: options.database });
};
