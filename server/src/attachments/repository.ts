import { type Kysely, type Transaction, sql } from "kysely";
import type { AttachmentChanges, UploadAttachmentQuery, Attachment } from "@shopdesk/contract";
import type { Principal } from "../auth/verify-token.js";
import { rethrowConstraint } from "../db/constraint-errors.js";
import { nextVersion } from "../db/next-version.js";
import type { FieldChanges, Schema } from "../db/schema.js";
import { DomainError, InvalidError } from "../errors.js";
import { checkVersion, recordChange } from "../history/index.js";
import { blobFor } from "./content.js";
import { currentDrawingChange, lockCurrentDrawing, unmarkCurrent } from "./current-drawing.js";
import { type RecordColumn, type RecordRef, findRecord, recordOf } from "./records.js";
import { attachmentNotFound, attachmentRows, describe, listOf, readAttachment, toAttachment } from "./rows.js";
import type { SpooledFile } from "./spool.js";

/**
 * Attaching, changing and removing files (docs/database.md, "Attachments"): once the upload's
 * file is whole on disk (spool.ts), its content (content.ts), attachment and history go in one
 * short transaction, so an upload that fails leaves nothing.
 */

const constraints = {
  attachment_current_drawing_key: {
    kind: "conflict",
    field: "IsCurrentDrawing",
    message: "Another drawing was made current at the same moment: reload and try again.",
  },
} as const;

/** Only a part revision has a current drawing: a 400 on `current` for any other record. */
function checkCurrent(ref: RecordRef, input: UploadAttachmentQuery): void {
  if (input.current === true && ref.type !== "part") {
    throw new InvalidError("Only a part revision has a current drawing.", {
      current: "Only a part revision's drawing can be current.",
    });
  }
}

/** What refuses an upload before a byte of its file is read: the record's 404, a `current` it cannot have. */
export async function checkUploadTarget(
  db: Kysely<Schema>,
  ref: RecordRef,
  input: UploadAttachmentQuery,
): Promise<void> {
  checkCurrent(ref, input);
  await findRecord(db, ref);
}

/**
 * Attaches the spooled `file` to the record of `ref`: content (unless the same bytes are
 * stored already), attachment and history row in one short transaction, which starts only once
 * the whole file is on disk. A drawing on a part revision with no current drawing becomes
 * current unless `current` is false.
 */
export async function storeAttachment(
  db: Kysely<Schema>,
  who: Principal,
  ref: RecordRef,
  input: UploadAttachmentQuery,
  file: SpooledFile,
): Promise<Attachment> {
  checkCurrent(ref, input);
  if (file.size === 0) throw new InvalidError("The file is empty: there is nothing to attach.");
  try {
    return await db.transaction().execute(async (trx) => {
      const found = await findRecord(trx, ref);
      let makeCurrent = false;
      let previous: { attachment_id: string; file_name: string } | undefined;
      if (found.column === "part_id" && input.kind === "Drawing") {
        previous = await lockCurrentDrawing(trx, found.id);
        makeCurrent = input.current ?? !previous;
        if (makeCurrent && previous) await unmarkCurrent(trx, previous.attachment_id);
      }
      const blobId = await blobFor(trx, file);
      const { attachment_id } = await trx
        .insertInto("attachment")
        .values({
          blob_id: blobId,
          ...({ [found.column]: found.id } as Partial<Record<RecordColumn, string>>),
          file_name: input.fileName,
          kind: input.kind,
          note: input.note,
          expires_on: input.expiresOn ?? null,
          is_current_drawing: makeCurrent,
          uploaded_by: who.subject,
          uploaded_by_name: who.name,
        })
        .returning("attachment_id")
        .executeTakeFirstOrThrow();
      const attachment = await readAttachment(trx, attachment_id);
      await recordChange(trx, who, found.history.entity, found.history.key, "update", {
        Attachment: { from: null, to: describe(attachment) },
        ...(makeCurrent ? currentDrawingChange(previous?.file_name ?? null, attachment.FileName) : {}),
      });
      return attachment;
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    rethrowConstraint(error, constraints);
  }
}

/**
 * The attachment's row, locked for a change, with its record (for the history). A part
 * revision's row is locked first, as every change of its current drawing locks it
 * (lockCurrentDrawing), so changes of two of its drawings cannot deadlock.
 */
async function lockAttachment(trx: Transaction<Schema>, attachmentId: string) {
  const part = await trx
    .selectFrom("attachment")
    .select("part_id")
    .where("attachment_id", "=", attachmentId)
    .executeTakeFirst();
  if (part?.part_id) await sql`select 1 from part where part_id = ${part.part_id} for no key update`.execute(trx);
  const locked = await trx
    .selectFrom("attachment")
    .select(["attachment_id", "version"])
    .where("attachment_id", "=", attachmentId)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw attachmentNotFound(attachmentId);
  const row = await attachmentRows(trx).where("a.attachment_id", "=", attachmentId).executeTakeFirstOrThrow();
  return { version: locked.version, row, before: toAttachment(row), ...recordOf(row) };
}

/**
 * Renames, re-files, notes, dates or marks an attachment, under its `Version`. A kind other
 * than Certificate has no expiry date, and one other than Drawing no current mark: left out,
 * they are cleared with the kind; sent, they are a 400.
 */
export async function updateAttachment(
  db: Kysely<Schema>,
  who: Principal,
  attachmentId: string,
  { Version, ...changes }: AttachmentChanges,
): Promise<Attachment> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { version, before, column, id, history } = await lockAttachment(trx, attachmentId);
      checkVersion(`attachment ${before.FileName}`, Version, version, before);

      const kind = changes.Kind ?? before.Kind;
      const problems: Record<string, string> = {};
      if (changes.ExpiresOn && kind !== "Certificate") problems.ExpiresOn = "Only a certificate has an expiry date.";
      if (changes.IsCurrentDrawing && (kind !== "Drawing" || column !== "part_id")) {
        problems.IsCurrentDrawing = "Only a drawing of a part revision can be its current drawing.";
      }
      if (Object.keys(problems).length > 0) throw new InvalidError("The change is not valid.", problems);

      const expiresOn =
        kind !== "Certificate" ? null : changes.ExpiresOn !== undefined ? changes.ExpiresOn : before.ExpiresOn;
      const isCurrent =
        kind === "Drawing" && column === "part_id" && (changes.IsCurrentDrawing ?? before.IsCurrentDrawing);
      let currentChange: FieldChanges = {};
      if (isCurrent !== before.IsCurrentDrawing) {
        const previous = await lockCurrentDrawing(trx, id);
        if (isCurrent && previous) await unmarkCurrent(trx, previous.attachment_id);
        const name = changes.FileName ?? before.FileName;
        currentChange = isCurrent
          ? currentDrawingChange(previous?.file_name ?? null, name)
          : currentDrawingChange(before.FileName, null);
      }
      await trx
        .updateTable("attachment")
        .set({
          file_name: changes.FileName ?? before.FileName,
          kind,
          note: changes.Note !== undefined ? changes.Note : before.Note,
          expires_on: expiresOn,
          is_current_drawing: isCurrent,
          ...nextVersion,
        })
        .where("attachment_id", "=", attachmentId)
        .execute();
      const after = await readAttachment(trx, attachmentId);
      const described: FieldChanges =
        describe(after) === describe(before) ? {} : { Attachment: { from: describe(before), to: describe(after) } };
      await recordChange(trx, who, history.entity, history.key, "update", { ...described, ...currentChange });
      return after;
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    rethrowConstraint(error, constraints);
  }
}

/**
 * Removes an attachment under its `Version` and answers its record's remaining ones. Its
 * content goes too, in the same transaction, unless another attachment holds the same bytes
 * (the database's trigger `attachment_release_blob`).
 */
export async function removeAttachment(
  db: Kysely<Schema>,
  who: Principal,
  attachmentId: string,
  version: number,
): Promise<Attachment[]> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockAttachment(trx, attachmentId);
    const { before, history } = locked;
    checkVersion(`attachment ${before.FileName}`, version, locked.version, before);
    await trx.deleteFrom("attachment").where("attachment_id", "=", attachmentId).execute();
    await recordChange(trx, who, history.entity, history.key, "update", {
      Attachment: { from: describe(before), to: null },
      ...(before.IsCurrentDrawing ? currentDrawingChange(before.FileName, null) : {}),
    });
    return listOf(trx, locked);
  });
}
