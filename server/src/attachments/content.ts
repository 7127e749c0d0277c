import { type Kysely, type Transaction, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import { type SpooledFile, chunksOf } from "./spool.js";

/**
 * A file's content in the database (docs/database.md, "Attachments"): 1 MiB chunks under a blob
 * keyed by its SHA-256, written from the upload's spooled file (spool.ts) inside the upload's
 * transaction, and read back one chunk at a time.
 */

/** The size of a stored chunk (the last one of a file is smaller); the table's check allows no more. */
export const CHUNK_BYTES = 1024 * 1024;

/**
 * The blob that holds the spooled file's bytes: the one already stored, with no chunk written
 * at all, or a new one written from the file a chunk at a time. Under the hash's lock (taken
 * after the record's locks, as a removal takes them), so a removal cannot delete a blob that
 * is being reused, and of two uploads of the same new bytes the second waits for the first's
 * transaction and then reuses its blob. The unique key on `sha256` holds even without the
 * lock: the loser of an insert race writes nothing and takes the winner's blob.
 */
export async function blobFor(trx: Transaction<Schema>, file: SpooledFile): Promise<string> {
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
