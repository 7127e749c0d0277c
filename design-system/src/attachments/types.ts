import type { Attachment } from "@shopdesk/contract";
import type { DateInput } from "../format/format-date";

/**
 * What the card shows of an attachment: the contract's `Attachment` (as `GET
 * /{record}/attachments` lists it), its timestamp as the JSON string or a Date.
 */
export type AttachmentItem = Pick<
  Attachment,
  | "Id"
  | "Record"
  | "FileName"
  | "Kind"
  | "Size"
  | "Note"
  | "ExpiresOn"
  | "IsExpired"
  | "IsCurrentDrawing"
  | "IsSuperseded"
  | "CanPreview"
  | "UploadedBy"
  | "UploadedByName"
  | "Version"
> & { UploadedAt: DateInput };

/** A file on its way up, from the app's upload queue. */
export type AttachmentUpload = {
  /** Unique among the card's uploads. */
  id: string;
  fileName: string;
  /** Bytes sent so far. */
  loaded: number;
  /** The file's size in bytes. */
  total: number;
  /** Why it failed, in the server's words (e.g. "The file is over 100 MB."); set, the upload has stopped. */
  error?: string;
};
