export { AttachmentsCard, type AttachmentsCardProps } from "./attachments-card";
export type { AttachmentItem, AttachmentUpload } from "./types";
