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
import { attachmentRecordParams } from "../attachment-records.js";
import { downloadLinkSchema, noBody } from "../downloads.js";
import { noQuery } from "../list.js";
import { type Route, answers, route, writeAnswers } from "../route.js";

const tag = "Attachments";

/** The routes of the files on one kind of record: its list, and its uploads (the body is the file, of any type). */
function recordEntries<const T extends AttachmentRecord["Type"], const P extends `/${string}`, const N extends string>(
  record: T,
  path: P,
  name: N,
) {
  return {
    list: route({
      method: "GET",
      path,
      operationId: `list${name}Attachments`,
      tag,
      params: attachmentRecordParams[record],
      query: noQuery,
      answers: answers({ 200: attachmentListSchema }, 404),
    }),
    upload: route({
      method: "POST",
      path,
      operationId: `attachTo${name}`,
      tag,
      params: attachmentRecordParams[record],
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
    part: recordEntries("part", "/parts/:partNumber/:revision/attachments", "Part"),
    customer: recordEntries("customer", "/customers/:customerId/attachments", "Customer"),
    supplier: recordEntries("supplier", "/suppliers/:supplierName/attachments", "Supplier"),
    purchase_order: recordEntries("purchase_order", "/purchase-orders/:poKey/attachments", "PurchaseOrder"),
    work_order: recordEntries("work_order", "/work-orders/:woNumber/attachments", "WorkOrder"),
    packing_slip: recordEntries(
      "packing_slip",
      "/purchase-orders/:poKey/packing-slips/:pslipNumber/attachments",
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
