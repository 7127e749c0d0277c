import type { AttachmentChanges, AttachmentKind } from "@shopdesk/contract";
import type { AttachmentItem } from "./types";

/** The edit form's entries, as typed. */
export type AttachmentDraft = {
  fileName: string;
  kind: AttachmentKind;
  note: string;
  /** `YYYY-MM-DD` or "" (a certificate without an expiry date). */
  expiresOn: string;
  isCurrentDrawing: boolean;
};

/** The same message the contract answers with for a blank name. */
export const fileNameRequired = "Name the file, e.g. drawing.pdf.";

/** Whether the attachment can be its part revision's current drawing when filed as `kind`. */
export const canBeCurrentDrawing = (attachment: AttachmentItem, kind: AttachmentKind) =>
  kind === "Drawing" && attachment.Record.Type === "part";

export function draftOf(attachment: AttachmentItem): AttachmentDraft {
  return {
    fileName: attachment.FileName,
    kind: attachment.Kind,
    note: attachment.Note ?? "",
    expiresOn: attachment.ExpiresOn ?? "",
    isCurrentDrawing: attachment.IsCurrentDrawing,
  };
}

/**
 * The `PUT /attachments/{id}` body for the entries: `Version` and only the fields that changed,
 * or null when nothing did. An expiry date is sent only for a certificate and the current-drawing
 * mark only for a part's drawing (the server clears them when the kind changes, and refuses them
 * on another kind).
 */
export function changesFrom(attachment: AttachmentItem, draft: AttachmentDraft): AttachmentChanges | null {
  const changes: Omit<AttachmentChanges, "Version"> = {};
  const fileName = draft.fileName.trim();
  if (fileName !== attachment.FileName) changes.FileName = fileName;
  if (draft.kind !== attachment.Kind) changes.Kind = draft.kind;
  const note = draft.note.trim() || null;
  if (note !== (attachment.Note ?? null)) changes.Note = note;
  if (draft.kind === "Certificate") {
    const expiresOn = draft.expiresOn || null;
    const before = attachment.Kind === "Certificate" ? (attachment.ExpiresOn ?? null) : null;
    if (expiresOn !== before) changes.ExpiresOn = expiresOn;
  }
  if (canBeCurrentDrawing(attachment, draft.kind)) {
    const before = attachment.Kind === "Drawing" && attachment.IsCurrentDrawing;
    if (draft.isCurrentDrawing !== before) changes.IsCurrentDrawing = draft.isCurrentDrawing;
  }
  return Object.keys(changes).length === 0 ? null : { Version: attachment.Version, ...changes };
}
