import {
  attachmentListSchema,
  attachmentParams,
  attachmentSchema,
  deleteAttachmentQuery,
  noQuery,
  updateAttachmentBody,
} from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answers, writeAnswers } from "../http/answers.js";
import { attachmentLinkRoutes } from "./link-routes.js";
import { attachmentIdOf, recordName, records } from "./paths.js";
import { removeAttachment, updateAttachment } from "./repository.js";
import { listAttachments } from "./rows.js";
import { type UploadOptions, uploadRoutes } from "./upload-routes.js";

const tags = ["Attachments"];

export type AttachmentOptions = UploadOptions;

/** /api/{record}/attachments and /api/attachments/{id} (docs/api.md, "Attachments"): the uploads (upload-routes.ts), the link (link-routes.ts). */
export const attachmentRoutes: FastifyPluginAsyncZod<AttachmentOptions> = async (app, options) => {
  const { db } = options.database;

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

  await app.register(uploadRoutes, options);

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

  await app.register(attachmentLinkRoutes, { database: options.database });
};
