import { type Kysely, sql } from "kysely";

/**
 * Attachments (docs/database.md, "Attachments"; docs/data-model.md): files stored in the
 * database itself, so a pg_dump backs up everything and replicas share no disk.
 *
 * - `attachment_blob`: one row per distinct content, keyed by its SHA-256 (unique). A blob is
 *   inserted when an upload starts, with `sha256` null while its chunks are written, and gets
 *   its hash when the last byte is in; a deferred constraint trigger refuses to commit a blob
 *   without one, or whose `size` is not the sum of its chunks.
 * - `attachment_blob_chunk`: the content in pieces of at most 1 MiB, `seq` from 0, stored
 *   `external` (out of line, never compressed: PDFs, images and ZIP-based files are compressed
 *   already, and PostgreSQL would spend CPU finding that out on every chunk).
 * - `attachment`: a file on exactly one record (part revision, customer, supplier, PO, WO or
 *   packing slip), pointing at its blob. At most one current drawing per part revision.
 *
 * A blob goes with the last attachment that refers to it, in the same transaction (trigger
 * `attachment_release_blob`). Deciding "is this content stored already" (an upload) and "is
 * anyone still using it" (a removal) both hold `attachment_lock_blob(sha256)`, a transaction
 * advisory lock on the hash, so a removal can never delete a blob an upload is just reusing.
 */
const kinds = "'Drawing', 'Customer PO', 'Certificate', 'Report', 'Photo', 'Other'";

const statements = [
  `create table attachment_blob (
    blob_id bigint generated always as identity primary key,
    sha256 text unique check (sha256 ~ '^[0-9a-f]{64}$'),
    size bigint not null check (size >= 0),
    content_type text not null,
    created_at timestamptz not null default now(),
    constraint attachment_blob_size check (sha256 is null or size > 0)
  )`,
  `create table attachment_blob_chunk (
    blob_id bigint not null references attachment_blob on delete cascade,
    seq integer not null check (seq >= 0),
    data bytea not null check (octet_length(data) between 1 and 1048576),
    primary key (blob_id, seq)
  )`,
  `alter table attachment_blob_chunk alter column data set storage external`,

  `create function attachment_blob_complete() returns trigger language plpgsql as $$
  begin
    perform 1 from attachment_blob b
      where b.blob_id = new.blob_id
        and (b.sha256 is null
          or b.size <> coalesce((select sum(octet_length(c.data)) from attachment_blob_chunk c where c.blob_id = b.blob_id), 0));
    if found then
      raise exception 'attachment blob % has no hash, or its chunks do not add up to its size', new.blob_id
        using errcode = 'check_violation', constraint = 'attachment_blob_complete';
    end if;
    return null;
  end $$`,
  `create constraint trigger attachment_blob_complete after insert or update on attachment_blob
    deferrable initially deferred for each row execute function attachment_blob_complete()`,

  // The first 32 bits of the hash, under a key space of its own (the first argument).
  `create function attachment_lock_blob(sha256 text) returns void language sql as $$
    select pg_advisory_xact_lock(1413566532, ('x' || left(sha256, 8))::bit(32)::integer)
  $$`,

  `create table attachment (
    attachment_id bigint generated always as identity primary key,
    blob_id bigint not null references attachment_blob,
    part_id bigint references part on delete cascade,
    customer_id text references customer on delete cascade,
    supplier_id bigint references supplier on delete cascade,
    po_key bigint references purchase_order on delete cascade,
    wo_number bigint references work_order on delete cascade,
    packing_slip_id bigint references packing_slip on delete cascade,
    file_name text not null check (file_name <> '' and length(file_name) <= 255),
    kind text not null check (kind in (${kinds})),
    note text check (note <> '' and length(note) <= 500),
    expires_on date check (expires_on is null or kind = 'Certificate'),
    is_current_drawing boolean not null default false,
    uploaded_by text not null,
    uploaded_by_name text,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint attachment_one_record check (num_nonnulls(part_id, customer_id, supplier_id, po_key, wo_number, packing_slip_id) = 1),
    constraint attachment_current_drawing check (not is_current_drawing or (kind = 'Drawing' and part_id is not null))
  )`,
  `create unique index attachment_current_drawing_key on attachment (part_id) where is_current_drawing`,
  `create index attachment_blob_idx on attachment (blob_id)`,
  // A record's attachments, newest first.
  `create index attachment_part_idx on attachment (part_id, created_at desc, attachment_id desc) where part_id is not null`,
  `create index attachment_customer_idx on attachment (customer_id, created_at desc, attachment_id desc) where customer_id is not null`,
  `create index attachment_supplier_idx on attachment (supplier_id, created_at desc, attachment_id desc) where supplier_id is not null`,
  `create index attachment_po_idx on attachment (po_key, created_at desc, attachment_id desc) where po_key is not null`,
  `create index attachment_wo_idx on attachment (wo_number, created_at desc, attachment_id desc) where wo_number is not null`,
  `create index attachment_packing_slip_idx on attachment (packing_slip_id, created_at desc, attachment_id desc) where packing_slip_id is not null`,
  // A supplier's latest certificate (on the supplier screen and every supplier list row).
  `create index attachment_supplier_certificate_idx on attachment (supplier_id, created_at desc, attachment_id desc)
    include (file_name, expires_on) where kind = 'Certificate'`,

  `create function attachment_release_blob() returns trigger language plpgsql as $$
  begin
    perform attachment_lock_blob(b.sha256) from attachment_blob b where b.blob_id = old.blob_id;
    delete from attachment_blob b
      where b.blob_id = old.blob_id and not exists (select 1 from attachment a where a.blob_id = old.blob_id);
    return null;
  end $$`,
  `create trigger attachment_release_blob after delete or update of blob_id on attachment
    for each row execute function attachment_release_blob()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`drop table attachment`).execute(db);
  await sql.raw(`drop function attachment_release_blob()`).execute(db);
  await sql.raw(`drop table attachment_blob_chunk`).execute(db);
  await sql.raw(`drop table attachment_blob`).execute(db);
  await sql.raw(`drop function attachment_blob_complete()`).execute(db);
  await sql.raw(`drop function attachment_lock_blob(text)`).execute(db);
}
