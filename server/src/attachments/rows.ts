import { type Kysely, sql } from "kysely";
import { type Attachment, canPreview } from "@shopdesk/contract";
import type { Schema } from "../db/schema.js";
import { NotFoundError } from "../errors.js";
import { type FoundRecord, type RecordColumn, type RecordRef, findRecord, recordOf } from "./records.js";

/** Reading attachments as the API answers them: a record's list, one attachment, and its line in a history row. */

export function attachmentNotFound(attachmentId: string): NotFoundError {
  return new NotFoundError(`There is no attachment ${attachmentId}.`);
}

/** Attachments with their content's facts and their record's keys, as `toAttachment` reads them. */
export function attachmentRows(db: Kysely<Schema>) {
  return db
    .selectFrom("attachment as a")
    .innerJoin("attachment_blob as b", "b.blob_id", "a.blob_id")
    .leftJoin("part as p", "p.part_id", "a.part_id")
    .leftJoin("supplier as s", "s.supplier_id", "a.supplier_id")
    .leftJoin("packing_slip as ps", "ps.packing_slip_id", "a.packing_slip_id")
    .selectAll("a")
    .select([
      "b.sha256",
      "b.size",
      "b.content_type",
      "p.part_number",
      "p.revision",
      sql<boolean>`coalesce(p.superseded_by is not null, false)`.as("part_superseded"),
      "s.supplier_name",
      "ps.po_key as slip_po_key",
      "ps.pslip_number",
      // The database's date decides "expired", the same for every caller whatever their time zone.
      sql<boolean>`coalesce(a.expires_on < current_date, false)`.as("is_expired"),
    ]);
}

export type AttachmentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof attachmentRows>["executeTakeFirst"]>>>;

export function toAttachment(row: AttachmentRow): Attachment {
  return {
    Id: Number(row.attachment_id),
    Record: recordOf(row).record,
    FileName: row.file_name,
    Kind: row.kind,
    Size: Number(row.size),
    ContentType: row.content_type,
    Sha256: row.sha256!,
    Note: row.note,
    ExpiresOn: row.expires_on,
    IsExpired: row.is_expired,
    IsCurrentDrawing: row.is_current_drawing,
    IsSuperseded: row.kind === "Drawing" && row.part_superseded,
    CanPreview: canPreview(row.content_type),
    UploadedBy: row.uploaded_by,
    UploadedByName: row.uploaded_by_name,
    UploadedAt: row.created_at,
    UpdatedAt: row.updated_at,
    Version: row.version,
  };
}

const byColumn = (column: RecordColumn) => `a.${column}` as const;

export async function readAttachment(db: Kysely<Schema>, attachmentId: string): Promise<Attachment> {
  return toAttachment(await attachmentRows(db).where("a.attachment_id", "=", attachmentId).executeTakeFirstOrThrow());
}

export async function listOf(db: Kysely<Schema>, found: FoundRecord): Promise<Attachment[]> {
  const rows = await attachmentRows(db)
    .where(byColumn(found.column), "=", found.id)
    .orderBy("a.created_at", "desc")
    .orderBy("a.attachment_id", "desc")
    .execute();
  return rows.map(toAttachment);
}

/** A record's attachments, newest first; its domain's 404 when there is no such record. */
export async function listAttachments(db: Kysely<Schema>, ref: RecordRef): Promise<Attachment[]> {
  return listOf(db, await findRecord(db, ref));
}

/** An attachment in a history row: `drawing.pdf · Drawing · expires 2027-01-31 · the note`. */
export function describe(attachment: Pick<Attachment, "FileName" | "Kind" | "ExpiresOn" | "Note">): string {
  return [
    attachment.FileName,
    attachment.Kind,
    attachment.ExpiresOn && `expires ${attachment.ExpiresOn}`,
    attachment.Note,
  ]
    .filter(Boolean)
    .join(" · ");
}
