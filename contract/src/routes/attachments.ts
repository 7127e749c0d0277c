import { z } from "zod/mini";
import {
  type AttachmentRecord,
  attachmentLinkQuery,
  attachmentListSchema,
  attachmentParams,
  attachmentSchema,
  deleteAttachmentQuery,
  updateAttachmentBody,
  uploadAttachmentQuery,
} from "../attachments.js";
import { customerParams } from "../customers.js";
import { downloadLinkSchema, noBody } from "../downloads.js";
import { noQuery } from "../list.js";
import { packingSlipParams } from "../packing-slips.js";
import { partParams } from "../parts.js";
import { purchaseOrderParams } from "../purchase-orders.js";
import { type ContentAnswer, type Route, answers, route, writeAnswers } from "../route.js";
import { supplierParams } from "../suppliers.js";
import { workOrderParams } from "../work-orders.js";

const tag = "Attachments";

/** An attachment's download (through its link): the file, streamed as stored. */
export const attachmentFileAnswer = {
  description: "The file, streamed as stored.",
  content: {
    "*/*": {
      schema: z
        .file()
        .check(
          z.describe(
            "The file's bytes, with the type read from them at upload as Content-Type (application/pdf, image/png, application/octet-stream…).",
          ),
        ),
    },
  },
} satisfies ContentAnswer;

/** The routes of the files on one kind of record: its list, and its uploads (the body is the file, of any type). */
function recordEntries<const P extends `/${string}`, S extends z.ZodMiniType, const N extends string>(
  path: P,
  params: S,
  name: N,
) {
  return {
    list: route({
      method: "GET",
      path,
      operationId: `list${name}Attachments`,
      tag,
      params,
      query: noQuery,
      answers: answers({ 200: attachmentListSchema }, 404),
    }),
    upload: route({
      method: "POST",
      path,
      operationId: `attachTo${name}`,
      tag,
      params,
      query: uploadAttachmentQuery,
      body: { file: ["*/*"] },
      answers: writeAnswers({ 201: attachmentSchema }, 404, 408, 409, 507),
    }),
  };
}

/**
 * /api/{record}/attachments and /api/attachments/{id} (docs/api.md, "Attachments"): by the
 * record's `Type`, its files' list and upload; then a file's change, removal and download link.
 */
export const attachmentRoutes = {
  records: {
    part: recordEntries("/parts/:partNumber/:revision/attachments", partParams, "Part"),
    customer: recordEntries("/customers/:customerId/attachments", customerParams, "Customer"),
    supplier: recordEntries("/suppliers/:supplierName/attachments", supplierParams, "Supplier"),
    purchase_order: recordEntries("/purchase-orders/:poKey/attachments", purchaseOrderParams, "PurchaseOrder"),
    work_order: recordEntries("/work-orders/:woNumber/attachments", workOrderParams, "WorkOrder"),
    packing_slip: recordEntries(
      "/purchase-orders/:poKey/packing-slips/:pslipNumber/attachments",
      packingSlipParams,
      "PackingSlip",
    ),
  } satisfies Record<AttachmentRecord["Type"], { list: Route; upload: Route }>,
  update: route({
    method: "PUT",
    path: "/attachments/:attachmentId",
    operationId: "updateAttachment",
    tag,
    params: attachmentParams,
    body: updateAttachmentBody,
    answers: writeAnswers({ 200: attachmentSchema }, 404, 409),
  }),
  remove: route({
    method: "DELETE",
    path: "/attachments/:attachmentId",
    operationId: "removeAttachment",
    tag,
    params: attachmentParams,
    query: deleteAttachmentQuery,
    answers: writeAnswers({ 200: attachmentListSchema }, 404, 409),
  }),
  link: route({
    method: "POST",
    path: "/attachments/:attachmentId/link",
    operationId: "createAttachmentLink",
    tag,
    params: attachmentParams,
    query: attachmentLinkQuery,
    body: noBody,
    answers: writeAnswers({ 201: downloadLinkSchema }, 404),
  }),
};
