import type { attachmentSchema, updateAttachmentBody } from "@shopdesk/contract";
import type { z } from "zod/mini";
import type { ApiError } from "../client";

export type { AttachmentRecord } from "@shopdesk/contract";

/** A file on a record, as `GET /{record}/attachments` lists it. */
export type Attachment = z.input<typeof attachmentSchema>;
export type AttachmentKind = Attachment["Kind"];
/** `PUT /attachments/{id}`: `Version` and the fields to change. */
export type AttachmentChanges = z.input<typeof updateAttachmentBody>;
export type AttachmentError = ApiError;
