import type { RouteAnswer, RouteBody, attachmentRoutes } from "@shopdesk/contract";
import type { ApiError } from "../client";

export type { AttachmentRecord } from "@shopdesk/contract";

/** A file on a record, as `GET /{record}/attachments` lists it. */
export type Attachment = RouteAnswer<typeof attachmentRoutes.update>;
export type AttachmentKind = Attachment["Kind"];
/** `PUT /attachments/{id}`: `Version` and the fields to change. */
export type AttachmentChanges = RouteBody<typeof attachmentRoutes.update>;
export type AttachmentError = ApiError;
