import { type Kysely, type Transaction, sql } from "kysely";
import { type Attachment, type AttachmentChanges, type UploadAttachmentQuery, canPreview } from "@shopdesk/contract";
import type { Principal } from "../auth/verify-token.js";
import { rethrowConstraint } from "../db/constraint-errors.js";
import { nextVersion } from "../db/next-version.js";
import type { FieldChanges, Schema } from "../db/schema.js";
import { DomainError, InvalidError, NotFoundError } from "../errors.js";
import { checkVersion, recordChange } from "../history/index.js";
import { type FoundRecord, type RecordColumn, type RecordRef, findRecord, recordOf } from "./records.js";
import { type SpooledFile, chunksOf } from "./spool.js";

/**
 * Attachments in the database (docs/database.md, "Attachments"): content in 1 MiB chunks under
 * a blob keyed by its SHA-256, written from the upload's spooled file (spool.ts) in one short
 * transaction with its attachment and history, so an upload that fails leaves nothing, and
 * read back one chunk at a time.
 */

/** The size of a stored chunk (the last one of a file is smaller); the table's check allows no more. */
export const CHUNK_BYTES = 1024 * 1024;

export function attachmentNotFound(attachmentId: string): NotFoundError {
  return new NotFoundError(`There is no attachment ${attachmentId}.`);
}

/** Attachments with their content's facts and their record's keys, as `toAttachment` reads them. */
function attachmentRows(db: Kysely<Schema>) {
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

type AttachmentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof attachmentRows>["executeTakeFirst"]>>>;

function toAttachment(row: AttachmentRow): Attachment {
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

async function readAttachment(db: Kysely<Schema>, attachmentId: string): Promise<Attachment> {
  return toAttachment(await attachmentRows(db).where("a.attachment_id", "=", attachmentId).executeTakeFirstOrThrow());
}

async function listOf(db: Kysely<Schema>, found: FoundRecord): Promise<Attachment[]> {
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
function describe(attachment: Pick<Attachment, "FileName" | "Kind" | "ExpiresOn" | "Note">): string {
  return [
    attachment.FileName,
    attachment.Kind,
    attachment.ExpiresOn && `expires ${attachment.ExpiresOn}`,
    attachment.Note,
  ]
    .filter(Boolean)
    .join(" · ");
}

const constraints = {
  attachment_current_drawing_key: {
    kind: "conflict",
    field: "IsCurrentDrawing",
    message: "Another drawing was made current at the same moment: reload and try again.",
  },
} as const;

// Content.

/**
 * The blob that holds the spooled file's bytes: the one already stored, with no chunk written
 * at all, or a new one written from the file a chunk at a time. Under the hash's lock (taken
 * after the record's locks, as a removal takes them), so a removal cannot delete a blob that
 * is being reused, and of two uploads of the same new bytes the second waits for the first's
 * transaction and then reuses its blob. The unique key on `sha256` holds even without the
 * lock: the loser of an insert race writes nothing and takes the winner's blob.
 */
async function blobFor(trx: Transaction<Schema>, file: SpooledFile): Promise<string> {
  await sql`select attachment_lock_blob(${file.sha256})`.execute(trx);
  const stored = () =>
    trx.selectFrom("attachment_blob").select("blob_id").where("sha256", "=", file.sha256).executeTakeFirst();
  const existing = await stored();
  if (existing) return existing.blob_id;
  const inserted = await trx
    .insertInto("attachment_blob")
    .values({ sha256: file.sha256, size: file.size, content_type: file.contentType })
    .onConflict((conflict) => conflict.column("sha256").doNothing())
    .returning("blob_id")
    .executeTakeFirst();
  if (!inserted) return (await stored())!.blob_id;
  let seq = 0;
  for await (const chunk of chunksOf(file, CHUNK_BYTES)) {
    await trx
      .insertInto("attachment_blob_chunk")
      .values({ blob_id: inserted.blob_id, seq: seq++, data: chunk })
      .execute();
  }
  return inserted.blob_id;
}

// Current drawings.

/** The part revision's current drawing, under the part's row lock, so changes of it take turns. */
async function lockCurrentDrawing(trx: Transaction<Schema>, partId: string) {
  await sql`select 1 from part where part_id = ${partId} for no key update`.execute(trx);
  return trx
    .selectFrom("attachment")
    .select(["attachment_id", "file_name"])
    .where("part_id", "=", partId)
    .where("is_current_drawing", "=", true)
    .executeTakeFirst();
}

/** Takes the mark off the part revision's current drawing (its Version goes up). */
async function unmarkCurrent(trx: Transaction<Schema>, attachmentId: string): Promise<void> {
  await trx
    .updateTable("attachment")
    .set({ is_current_drawing: false, ...nextVersion })
    .where("attachment_id", "=", attachmentId)
    .execute();
}

const currentDrawingChange = (from: string | null, to: string | null): FieldChanges =>
  from === to ? {} : { CurrentDrawing: { from, to } };

// Writes.

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

// Reading content.

/** What a download needs of an attachment, or undefined when there is none. */
export async function readAttachmentFile(db: Kysely<Schema>, attachmentId: string) {
  const row = await db
    .selectFrom("attachment as a")
    .innerJoin("attachment_blob as b", "b.blob_id", "a.blob_id")
    .select(["a.file_name", "b.blob_id", "b.size", "b.content_type"])
    .where("a.attachment_id", "=", attachmentId)
    .executeTakeFirst();
  return row && { fileName: row.file_name, blobId: row.blob_id, size: Number(row.size), contentType: row.content_type };
}

/**
 * How much of a chunk one row of a download's query carries. `pg` reads `bytea` as hex text,
 * and grows its read buffer by doubling for every message larger than a socket read, then
 * drops it: a 1 MiB chunk in one row left ~10 MiB of garbage behind, and the server's peak
 * memory during a 100 MB download rose by 45–75 MB; in 16 KiB rows, by about 40
 * (docs/performance.md, "Attachments").
 */
const READ_SLICE_BYTES = 16 * 1024;

/**
 * A blob's content, a chunk per query (no transaction held, so a slow download never keeps
 * other requests waiting), the next chunk read while the last is sent. Blobs never change, they
 * only go: a chunk that is gone (the last attachment holding it was removed meanwhile) ends the
 * download with an error.
 */
export async function* readContent(db: Kysely<Schema>, blobId: string, size: number): AsyncGenerator<Buffer> {
  const count = Math.ceil(size / CHUNK_BYTES);
  // substring of an uncompressed out-of-line value reads only that slice's TOAST rows.
  const read = (seq: number) =>
    sql<{ part: Buffer }>`select substring(c.data from s for ${READ_SLICE_BYTES}) as part
      from attachment_blob_chunk c, generate_series(1, octet_length(c.data), ${READ_SLICE_BYTES}) s
      where c.blob_id = ${blobId} and c.seq = ${seq} order by s`.execute(db);
  let next = count > 0 ? read(0) : undefined;
  try {
    for (let seq = 0; seq < count; seq++) {
      const { rows } = await next!;
      next = seq + 1 < count ? read(seq + 1) : undefined;
      if (rows.length === 0)
        throw new Error(`Chunk ${seq} of blob ${blobId} is gone: the file was removed during its download.`);
      for (const row of rows) yield row.part;
    }
  } finally {
    // A download that ends early leaves a read ahead nobody awaits.
    next?.catch(() => {});
  }
}
