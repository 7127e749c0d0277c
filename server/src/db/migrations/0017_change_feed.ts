import { type Kysely, sql } from "kysely";

/**
 * The change feed (docs/database.md, "The change feed"; docs/api.md, "Live updates"), built on
 * the history every write already records in its own transaction, so no write path changes.
 *
 * - `change_history.xid`: the writing transaction's id, so the commit can find its own rows.
 *   Added with a constant default first: existing rows take it without the table being
 *   rewritten (a volatile default would rewrite every row), and 0 is no transaction's id.
 * - `change_event`: one row per history row, written at commit by a deferred constraint
 *   trigger that does its work once per transaction: it takes an advisory lock held until the
 *   commit ends, so event ids are handed out in commit order (a reader that has seen id N never
 *   later sees a smaller one appear), inserts the transaction's events in one statement with
 *   each record's Version as committed, and sends one NOTIFY carrying the newest id. A rolled
 *   back transaction never reaches its commit: no event, no NOTIFY.
 * - `live_presence`: who has which record open, one row per open stream, shared by every
 *   server process through the database.
 */

/** The advisory lock's key space (the first argument): "CHNG", apart from attachments' 1413566532. */
const COMMIT_ORDER_LOCK = 1128812103;

/** Digits only, so a cast can never fail inside a commit (the keys are ours, but a bad one must not block every write). */
const firstNumber = `case when entity_key ~ '^[0-9]{1,18}(/[0-9]{1,9})?$' then split_part(entity_key, '/', 1)::bigint end`;
const secondNumber = `case when entity_key ~ '^[0-9]{1,18}/[0-9]{1,9}$' then split_part(entity_key, '/', 2)::integer end`;

const statements = [
  `alter table change_history add column xid xid8 not null default '0'`,
  `alter table change_history alter column xid set default pg_current_xact_id()`,
  `create index change_history_xid_idx on change_history (xid)`,

  `create sequence change_event_id_seq as bigint`,
  `create table change_event (
    event_id bigint primary key,
    entity_type text not null,
    entity_key text not null,
    action text not null,
    fields text[] not null,
    subject text not null,
    name text,
    at timestamptz not null,
    version integer
  )`,
  `create index change_event_at_idx on change_event (at)`,

  // History keys as the writers name them: a customer id; a supplier id, POKey or WO number;
  // PartNumber/Revision (a revision never holds a "/"); POKey/LineNumber, POKey/PSlipNumber
  // and WONumber/Sequence. The Version is read at commit, so it is the one committed; null
  // when the record is gone (a line removed) or has none.
  `create function change_event_log() returns trigger language plpgsql as $$
  declare
    written bigint;
  begin
    if current_setting('shopdesk.change_logged', true) = 'yes' then
      return null;
    end if;
    perform set_config('shopdesk.change_logged', 'yes', true);
    perform pg_advisory_xact_lock(${COMMIT_ORDER_LOCK}, 0);
    insert into change_event (event_id, entity_type, entity_key, action, fields, subject, name, at, version)
    select nextval('change_event_id_seq'), h.entity_type,
      -- The API names a supplier by its name (the history by its id): the name as committed.
      case when h.entity_type = 'supplier'
        then coalesce((select r.supplier_name from supplier r where r.supplier_id = h.n1), h.entity_key)
        else h.entity_key end,
      h.action,
      array(select k from jsonb_object_keys(h.changes) as k order by k collate "C"), h.subject, h.name, h.at,
      case h.entity_type
        when 'customer' then (select r.version from customer r where r.customer_id = h.entity_key)
        when 'supplier' then (select r.version from supplier r where r.supplier_id = h.n1)
        when 'part' then (select r.version from part r
          where r.part_number = substring(h.entity_key from '^(.*)/[^/]*$') and r.revision = substring(h.entity_key from '[^/]*$'))
        when 'purchase_order' then (select r.version from purchase_order r where r.po_key = h.n1)
        when 'po_line' then (select r.version from po_line r where r.po_key = h.n1 and r.line_number = h.n2)
        when 'packing_slip' then (select r.version from packing_slip r where r.po_key = h.n1 and r.pslip_number = h.n2)
        when 'work_order' then (select r.version from work_order r where r.wo_number = h.n1)
        when 'wo_operation' then (select r.version from wo_operation r where r.wo_number = h.n1 and r.sequence = h.n2)
      end
    -- Sorted in a subquery, so nextval is called in history order (a subquery with ORDER BY is not flattened).
    from (
      select history_id, entity_type, entity_key, action, changes, subject, name, at,
        ${firstNumber} as n1, ${secondNumber} as n2
      from change_history
      where xid = pg_current_xact_id()
      order by history_id
    ) h;
    get diagnostics written = row_count;
    if written > 0 then
      -- One NOTIFY per transaction, naming the newest event: listeners read the log from where they are.
      perform pg_notify('shopdesk_change', currval('change_event_id_seq')::text);
    end if;
    return null;
  end $$`,
  `create constraint trigger change_history_log_event after insert on change_history
    deferrable initially deferred for each row execute function change_event_log()`,

  `create table live_presence (
    stream_id uuid primary key,
    subject text not null,
    name text,
    entity_type text,
    entity_key text,
    editing boolean not null default false,
    seen_at timestamptz not null default now(),
    constraint live_presence_record check ((entity_type is null) = (entity_key is null))
  )`,
  `create index live_presence_record_idx on live_presence (entity_type, entity_key) where entity_type is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`drop table live_presence`).execute(db);
  await sql.raw(`drop trigger change_history_log_event on change_history`).execute(db);
  await sql.raw(`drop function change_event_log()`).execute(db);
  await sql.raw(`drop table change_event`).execute(db);
  await sql.raw(`drop sequence change_event_id_seq`).execute(db);
  await sql.raw(`alter table change_history drop column xid`).execute(db);
}
