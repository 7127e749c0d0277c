import type { AttachmentDraft } from "./changes";
import type { AttachmentItem } from "./types";

/**
 * What a refused save may carry beyond its message (the app's `ApiError` has both): `fields`, why
 * each field of the `PUT /attachments/{id}` body was refused; `current`, the file as it is now
 * when someone else changed it first.
 */
export type AttachmentEditFailure = Error & { fields?: Record<string, string>; current?: unknown };

export type DraftField = keyof AttachmentDraft;

/** The edit form's fields in the order it shows them, with their labels. */
export const draftFields = [
  "fileName",
  "kind",
  "expiresOn",
  "isCurrentDrawing",
  "note",
] as const satisfies readonly DraftField[];
export const draftLabels: Record<DraftField, string> = {
  fileName: "Name",
  kind: "Kind",
  expiresOn: "Expires on",
  isCurrentDrawing: "Current drawing",
  note: "Note",
};

/** The body's field names (the contract's) to the form's. */
const fieldOfBodyKey: Record<string, DraftField> = {
  FileName: "fileName",
  Kind: "kind",
  ExpiresOn: "expiresOn",
  IsCurrentDrawing: "isCurrentDrawing",
  Note: "note",
};

/** The file as someone else saved it, when the failure carries it (same Id, a Version). */
export function currentOf<T extends AttachmentItem>(failure: unknown, attachment: T): T | undefined {
  const current = (failure as AttachmentEditFailure | undefined)?.current as Partial<T> | undefined;
  if (!current || typeof current !== "object" || current.Id !== attachment.Id || typeof current.Version !== "number")
    return undefined;
  return current as T;
}

/**
 * The failure's per-field messages: those of fields the form shows go beside them; the rest
 * are listed with their names. The message of the whole failure only when no field was named.
 */
export function messagesOf(
  failure: unknown,
  isShown: (field: DraftField) => boolean,
): { fields: Partial<Record<DraftField, string>>; form: string[] } {
  const named = (failure as AttachmentEditFailure | undefined)?.fields ?? {};
  const fields: Partial<Record<DraftField, string>> = {};
  const form: string[] = [];
  for (const [key, message] of Object.entries(named)) {
    const field = fieldOfBodyKey[key];
    if (field && isShown(field)) fields[field] ??= message;
    else form.push(`${key}: ${message}`);
  }
  if (Object.keys(named).length === 0) {
    form.push(failure instanceof Error && failure.message ? failure.message : "The changes were not saved. Try again.");
  }
  return { fields, form };
}
