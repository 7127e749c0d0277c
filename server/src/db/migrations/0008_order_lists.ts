import { type Kysely, sql } from "kysely";

/**
 * The orders API (docs/api.md, "Orders") and its PO and WO lists at a million rows each
 * (docs/performance.md, "Orders"):
 *
 * - `purchase_order.last_line_number`: the highest line number the PO ever had, so a removed
 *   line's number is never given again.
 * - `purchase_order.next_due_date`: the earliest due date of a line still open (null when
 *   none), kept by a statement trigger on po_line in the same statement as every line change
 *   and shipment (shipments move po_line.shipped_quantity, so they fire it too). "Late" is
 *   `next_due_date < current_date` on an Open or Partially Shipped PO: without the column,
 *   "late POs, newest first" had to look into the lines of every open PO it passed (26k
 *   index probes, ~1 s, for page 3 at 1M POs).
 * - `work_order.customer_id` (the customer of the WO's PO, null for a stock WO) and
 *   `work_order.part_number` (its part's number), copied by a row trigger when the WO is made
 *   and following the PO or part if that ever changed. The WO list filters by customer and
 *   searches and sorts by part number on the WO row itself: through the PO lines, a big
 *   customer's 50k WOs took 0.4–0.9 s; through the part table, an exact part number took
 *   2.6 s (PostgreSQL guessed the matches common and walked every WO).
 * - A b-tree per allowed sort of each list, with the filters in front where they are
 *   equality filters and the key last (the lists' tie-breaker). PO numbers sort by
 *   `lower(po_number) collate "C"`, so a `q` prefix of the PO number (`lower(po_number) like
 *   'po-1%'`) is a range of the very index the list is sorted by.
 *
 * The late WO filter reads 0009's `work_order_unfinished_due_idx` (same key and predicate).
 */
const openPo = `status in ('Open', 'Partially Shipped')`;

const statements = [
  `alter table purchase_order add column last_line_number integer not null default 0 check (last_line_number >= 0)`,
  `alter table purchase_order add column next_due_date date`,
  `alter table work_order add column customer_id text`,
  `alter table work_order add column part_number text`,
];

/** Recomputes next_due_date of the POs in `keys` (a query of po_key), writing only real changes. */
const nextDueFor = (keys: string) => `
    update purchase_order po set next_due_date = d.next_due
      from (select k.po_key, (select min(l.due_date) from po_line l
              where l.po_key = k.po_key and l.shipped_quantity < l.quantity) as next_due
            from (${keys}) k) d
      where po.po_key = d.po_key and po.next_due_date is distinct from d.next_due;`;

const triggers = [
  `create function po_line_inserted_next_due() returns trigger language plpgsql as $$
  begin ${nextDueFor("select po_key from new_lines group by po_key")} return null; end $$`,
  `create function po_line_deleted_next_due() returns trigger language plpgsql as $$
  begin ${nextDueFor("select po_key from old_lines group by po_key")} return null; end $$`,
  // Only changes that can move it: due date, quantity, shipped quantity (a price change cannot).
  `create function po_line_updated_next_due() returns trigger language plpgsql as $$
  begin ${nextDueFor(`select po_key from (
      select n.po_key from new_lines n join old_lines o on o.po_line_id = n.po_line_id
        where (n.due_date, n.quantity, n.shipped_quantity, n.po_key) is distinct from (o.due_date, o.quantity, o.shipped_quantity, o.po_key)
      union all
      select o.po_key from new_lines n join old_lines o on o.po_line_id = n.po_line_id where n.po_key <> o.po_key
    ) changed group by po_key`)} return null; end $$`,
  `create trigger po_line_next_due_inserted after insert on po_line
    referencing new table as new_lines for each statement execute function po_line_inserted_next_due()`,
  `create trigger po_line_next_due_deleted after delete on po_line
    referencing old table as old_lines for each statement execute function po_line_deleted_next_due()`,
  `create trigger po_line_next_due_updated after update on po_line
    referencing old table as old_lines new table as new_lines for each statement execute function po_line_updated_next_due()`,
  `update purchase_order po set next_due_date = (select min(l.due_date) from po_line l
    where l.po_key = po.po_key and l.shipped_quantity < l.quantity)`,

  // Both copied when the WO is made (and whenever someone sets them, so they cannot drift).
  `create function work_order_copied_columns() returns trigger language plpgsql as $$
  begin
    new.customer_id := (select po.customer_id from po_line l join purchase_order po on po.po_key = l.po_key
      where l.po_line_id = new.po_line_id);
    new.part_number := (select p.part_number from part p where p.part_id = new.part_id);
    return new;
  end $$`,
  `create trigger work_order_copied_columns before insert or update of po_line_id, part_id, customer_id, part_number
    on work_order for each row execute function work_order_copied_columns()`,
  `create function purchase_order_customer_moved() returns trigger language plpgsql as $$
  begin
    update work_order w set customer_id = new.customer_id from po_line l
      where l.po_key = new.po_key and w.po_line_id = l.po_line_id;
    return null;
  end $$`,
  `create trigger purchase_order_customer_moved after update of customer_id on purchase_order
    for each row when (old.customer_id is distinct from new.customer_id) execute function purchase_order_customer_moved()`,
  // Part numbers never change (a new number is a new part), but if one did, its WOs follow.
  `create function part_number_moved() returns trigger language plpgsql as $$
  begin
    update work_order set part_number = new.part_number where part_id = new.part_id;
    return null;
  end $$`,
  `create trigger part_number_moved after update of part_number on part
    for each row when (old.part_number is distinct from new.part_number) execute function part_number_moved()`,
  // Existing WOs: the trigger fills both columns in.
  `update work_order set part_id = part_id`,
];

// What the list filters read, carried in each sort index so a page's keys come from the index
// alone (an index-only scan): the lists pick the page's keys first and read the rest of the
// 25 rows after (queries/purchase-orders.ts, work-orders.ts).
const covering = (columns: string[]) => (key: string) => {
  // A column that is itself a key column need not be repeated; one inside an expression must.
  const rest = columns.filter((column) => !key.split(", ").includes(column));
  return `(${key}) include (${rest.join(", ")})`;
};
// po_number too: PostgreSQL reads `lower(po_number)` (the q filter, the number sort) from an
// index alone only when the column itself is in it.
const po = covering(["status", "customer_id", "po_date", "next_due_date", "po_number"]);
const wo = covering(["status", "customer_id", "due_date", "part_number"]);
const partNumber = `(lower(part_number) collate "C")`;
const poNumber = `(lower(po_number) collate "C")`;

const indexes = [
  // PO list. The first three replace 0002's indexes on the same leading columns.
  `create index purchase_order_date_sort on purchase_order ${po("po_date, po_key")}`,
  `drop index purchase_order_date_idx`,
  `create index purchase_order_customer_date_sort on purchase_order ${po("customer_id, po_date, po_key")}`,
  `drop index purchase_order_customer_date_idx`,
  `create index purchase_order_status_date_sort on purchase_order ${po("status, po_date, po_key")}`,
  `drop index purchase_order_status_date_idx`,
  `create index purchase_order_number_sort on purchase_order ${po(`${poNumber}, po_key`)}`,
  // A customer's PO numbers sit together in number order (each customer has its own style):
  // walking the number index for one customer read 450k entries (5 s) before this one.
  `create index purchase_order_customer_number_sort on purchase_order ${po(`customer_id, ${poNumber}, po_key`)}`,
  `create index purchase_order_customer_sort on purchase_order ${po("customer_id, po_key")}`,
  `create index purchase_order_status_sort on purchase_order ${po("status, po_key")}`,
  // Late POs: the open POs (a sixth of all) in each sort order, lateness read from the index.
  `create index purchase_order_open_date_sort on purchase_order ${po("po_date, po_key")} where ${openPo}`,
  `create index purchase_order_open_number_sort on purchase_order ${po(`${poNumber}, po_key`)} where ${openPo}`,
  `create index purchase_order_open_customer_sort on purchase_order ${po("customer_id, po_key")} where ${openPo}`,
  `create index purchase_order_open_status_sort on purchase_order ${po("status, po_key")} where ${openPo}`,

  // WO list. The first two replace 0002's indexes on the same leading columns.
  `create index work_order_due_sort on work_order ${wo("due_date, wo_number")}`,
  `drop index work_order_due_idx`,
  `create index work_order_status_due_sort on work_order ${wo("status, due_date, wo_number")}`,
  `drop index work_order_status_due_idx`,
  `create index work_order_status_sort on work_order ${wo("status, wo_number")}`,
  `create index work_order_customer_due_sort on work_order ${wo("customer_id, due_date, wo_number")}`,
  `create index work_order_customer_sort on work_order ${wo("customer_id, wo_number")}`,
  // The part-number sort, and q's "part number starts with" as a range of it. A customer's
  // parts are its own, so its WOs sit together in part-number order too.
  `create index work_order_part_number_sort on work_order ${wo(`${partNumber}, wo_number`)}`,
  `create index work_order_customer_part_number_sort on work_order ${wo(`customer_id, ${partNumber}, wo_number`)}`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...statements, ...triggers, ...indexes]) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...indexes].reverse()) {
    const created = /create index (\w+)/.exec(statement)?.[1];
    if (created) await sql.raw(`drop index if exists ${created}`).execute(db);
  }
  await sql`create index purchase_order_customer_date_idx on purchase_order (customer_id, po_date desc)`.execute(db);
  await sql`create index purchase_order_status_date_idx on purchase_order (status, po_date desc)`.execute(db);
  await sql`create index purchase_order_date_idx on purchase_order (po_date desc)`.execute(db);
  await sql`create index work_order_status_due_idx on work_order (status, due_date)`.execute(db);
  await sql`create index work_order_due_idx on work_order (due_date)`.execute(db);
  await sql`drop trigger if exists purchase_order_customer_moved on purchase_order`.execute(db);
  await sql`drop function if exists purchase_order_customer_moved()`.execute(db);
  await sql`drop trigger if exists work_order_copied_columns on work_order`.execute(db);
  await sql`drop function if exists work_order_copied_columns()`.execute(db);
  await sql`drop trigger if exists part_number_moved on part`.execute(db);
  await sql`drop function if exists part_number_moved()`.execute(db);
  await sql`alter table work_order drop column if exists customer_id`.execute(db);
  await sql`alter table work_order drop column if exists part_number`.execute(db);
  for (const operation of ["inserted", "deleted", "updated"]) {
    await sql.raw(`drop trigger if exists po_line_next_due_${operation} on po_line`).execute(db);
    await sql.raw(`drop function if exists po_line_${operation}_next_due()`).execute(db);
  }
  await sql`alter table purchase_order drop column if exists next_due_date`.execute(db);
  await sql`alter table purchase_order drop column if exists last_line_number`.execute(db);
}
