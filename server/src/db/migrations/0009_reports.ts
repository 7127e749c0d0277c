import { type Kysely, sql } from "kysely";

/**
 * Dashboard and reports (docs/api.md "Dashboard and reports", docs/performance.md "Reports").
 *
 * Indexes for the backlog, late-WO and shipment queries, and running totals kept by
 * triggers in the same transaction as every change that moves them:
 *
 * - shipped Amount by day (shipment_date), by customer and day (shipment_day) and by
 *   customer and month (shipment_month): summing a year of shipments from the slip lines
 *   reads ~1M rows at 1M POs (seconds); from these, a few hundred or thousand;
 * - the backlog by due date (backlog_due): open lines, open quantity and open Amount of the
 *   lines on Open and Partially Shipped POs, ~300k lines at 1M POs, ~1k rows here.
 *
 * They are exact sums of the same per-line amounts the reports show (round(quantity × unit
 * price, 2)), and the API tests compare them with sums over the order tables after every
 * kind of change. Locks are taken in one order (dates, then customer days, then customer
 * months; rows in key order), so concurrent shipments wait for each other but cannot deadlock.
 */

const unfinished = `status in ('Open', 'Released', 'In Progress', 'On Hold')`;
const openPo = `status in ('Open', 'Partially Shipped')`;

// The totals rows are updated in place all day (every slip, every shipped line): room on each
// page lets PostgreSQL keep the new version there (a HOT update, no index change).
const hotUpdates = "with (fillfactor = 70)";

const totalsColumns = `
    slips integer not null default 0,
    lines integer not null default 0,
    quantity bigint not null default 0,
    amount numeric(16, 2) not null default 0`;

/** Calls shipment_totals_add with the rows of a query of (customer_id, ship_date, slips, lines, quantity, amount). */
const addShipped = (query: string) => `
  perform shipment_totals_add(array_agg(customer_id), array_agg(ship_date), array_agg(slips), array_agg(lines),
    array_agg(quantity), array_agg(amount))
  from (${query}) d;`;

/** The shipped Amount of slip lines (`sl`, with their slips `s`) by customer and ship date; sign +1 adds, -1 takes away. */
const lineDeltas = (from: string, sign: "1" | "-1") => `
  select po.customer_id, s.ship_date, 0 as slips, ${sign} * count(*)::int as lines,
    ${sign} * sum(sl.quantity)::bigint as quantity, ${sign} * sum(round(sl.quantity * l.unit_price, 2)) as amount
  from ${from}
  join purchase_order po on po.po_key = s.po_key
  join po_line l on l.po_line_id = sl.po_line_id
  group by po.customer_id, s.ship_date`;

/** A slip's whole contribution (itself and its lines), by its PO's customer; sign +1 adds, -1 takes away. */
const slipDelta = (slip: "old" | "new", sign: "1" | "-1") => `
  select po.customer_id, ${slip}.ship_date, ${sign} as slips, ${sign} * count(sl.*)::int as lines,
    ${sign} * coalesce(sum(sl.quantity), 0)::bigint as quantity, ${sign} * coalesce(sum(round(sl.quantity * l.unit_price, 2)), 0) as amount
  from purchase_order po
  left join packing_slip_line sl on sl.packing_slip_id = ${slip}.packing_slip_id
  left join po_line l on l.po_line_id = sl.po_line_id
  where po.po_key = ${slip}.po_key
  group by po.customer_id`;

/** Calls backlog_add with the rows of a query of (due_date, lines, quantity, amount). */
const addBacklog = (query: string) => `
  perform backlog_add(array_agg(due_date), array_agg(lines), array_agg(quantity), array_agg(amount)) from (${query}) d;`;

/** What PO lines (`l`) add to the backlog, by due date: only open lines on open POs count. */
const lineBacklog = (lines: string, sign: "1" | "-1") => `
  select l.due_date, ${sign} * count(*)::int as lines, ${sign} * sum(l.quantity - l.shipped_quantity)::bigint as quantity,
    ${sign} * sum(round((l.quantity - l.shipped_quantity) * l.unit_price, 2)) as amount
  from ${lines} l
  join purchase_order po on po.po_key = l.po_key and po.${openPo}
  where l.shipped_quantity < l.quantity
  group by l.due_date`;

// Inside shipment_totals_add: its arrays as rows, "something changed", and "add it on".
const deltas = `unnest(d_customers, d_days, d_slips, d_lines, d_quantities, d_amounts) as d(customer_id, ship_date, slips, lines, quantity, amount)`;
const changed = `having sum(slips) <> 0 or sum(lines) <> 0 or sum(quantity) <> 0 or sum(amount) <> 0`;
const accumulate = `slips = t.slips + excluded.slips, lines = t.lines + excluded.lines,
      quantity = t.quantity + excluded.quantity, amount = t.amount + excluded.amount`;

/**
 * The totals computed from the order tables, into empty tables: what is already there when
 * this migration runs, and after a bulk load that paused the triggers (running-totals.ts).
 */
export const rebuildRunningTotals = [
  `insert into shipment_day (customer_id, ship_date, slips, lines, quantity, amount)
    select po.customer_id, s.ship_date, count(*), coalesce(sum(t.lines), 0), coalesce(sum(t.quantity), 0), coalesce(sum(t.amount), 0)
    from packing_slip s
    join purchase_order po on po.po_key = s.po_key
    left join (
      select sl.packing_slip_id, count(*) as lines, sum(sl.quantity) as quantity, sum(round(sl.quantity * l.unit_price, 2)) as amount
      from packing_slip_line sl join po_line l on l.po_line_id = sl.po_line_id
      group by sl.packing_slip_id
    ) t on t.packing_slip_id = s.packing_slip_id
    group by po.customer_id, s.ship_date`,
  `insert into shipment_date (ship_date, slips, lines, quantity, amount)
    select ship_date, sum(slips), sum(lines), sum(quantity), sum(amount) from shipment_day group by 1`,
  `insert into shipment_month (customer_id, month, slips, lines, quantity, amount)
    select customer_id, date_trunc('month', ship_date)::date, sum(slips), sum(lines), sum(quantity), sum(amount)
    from shipment_day group by 1, 2`,
  `insert into backlog_due (due_date, lines, quantity, amount) ${lineBacklog("po_line", "1")}`,
];

const statements = [
  // Backlog: open lines by due date and by PO, with what the customer totals need (index-only
  // scans); lines by remaining Amount; the open POs (a sixth of all), by key and by customer.
  `drop index po_line_open_due_idx`,
  `create index po_line_open_due_idx on po_line (due_date, po_key, line_number)
    include (quantity, shipped_quantity, unit_price) where shipped_quantity < quantity`,
  `create index po_line_open_po_idx on po_line (po_key, line_number)
    include (due_date, quantity, shipped_quantity, unit_price, part_id) where shipped_quantity < quantity`,
  `create index po_line_open_amount_idx on po_line ((round((quantity - shipped_quantity) * unit_price, 2)), po_key, line_number)
    where shipped_quantity < quantity`,
  `create index purchase_order_open_idx on purchase_order (po_key) include (customer_id, po_number) where ${openPo}`,
  `create index purchase_order_open_customer_idx on purchase_order (customer_id, po_key)
    include (po_number, po_date, status) where ${openPo}`,

  // Unfinished WOs by due date (late, due this week), key last as the report's tie-breaker;
  // the included columns let the totals skip the table.
  `create index work_order_unfinished_due_idx on work_order (due_date, wo_number)
    include (quantity, quantity_complete, po_line_id) where ${unfinished}`,

  // Shipments in a date range in the report's order (ship date, then the slip's key).
  `drop index packing_slip_ship_date_idx`,
  `create index packing_slip_ship_date_idx on packing_slip (ship_date, po_key, pslip_number)`,

  `create table shipment_date (
    ship_date date primary key,
    ${totalsColumns}
  ) ${hotUpdates}`,
  `create table shipment_day (
    customer_id text not null,
    ship_date date not null,
    ${totalsColumns},
    primary key (customer_id, ship_date)
  ) ${hotUpdates}`,
  `create table shipment_month (
    customer_id text not null,
    month date not null check (extract(day from month) = 1),
    ${totalsColumns},
    primary key (customer_id, month)
  ) ${hotUpdates}`,
  `create index shipment_month_month_idx on shipment_month (month, customer_id)`,
  `create table backlog_due (
    due_date date primary key,
    lines integer not null default 0,
    quantity bigint not null default 0,
    amount numeric(16, 2) not null default 0
  ) ${hotUpdates}`,

  // Adds signed deltas (one element per customer and day) to the three shipment tables; a row
  // that falls to nothing is removed, so a row exists exactly when something shipped then.
  `create function shipment_totals_add(d_customers text[], d_days date[], d_slips int[], d_lines int[], d_quantities bigint[], d_amounts numeric[])
  returns void language plpgsql as $$
  begin
    if d_customers is null then
      return;
    end if;
    insert into shipment_date as t (ship_date, slips, lines, quantity, amount)
    select ship_date, sum(slips), sum(lines), sum(quantity), sum(amount) from ${deltas}
    group by ship_date ${changed} order by ship_date
    on conflict (ship_date) do update set ${accumulate};
    insert into shipment_day as t (customer_id, ship_date, slips, lines, quantity, amount)
    select customer_id, ship_date, sum(slips), sum(lines), sum(quantity), sum(amount) from ${deltas}
    group by customer_id, ship_date ${changed} order by customer_id, ship_date
    on conflict (customer_id, ship_date) do update set ${accumulate};
    insert into shipment_month as t (customer_id, month, slips, lines, quantity, amount)
    select customer_id, date_trunc('month', ship_date)::date, sum(slips), sum(lines), sum(quantity), sum(amount) from ${deltas}
    group by 1, 2 ${changed} order by 1, 2
    on conflict (customer_id, month) do update set ${accumulate};
    delete from shipment_date t using unnest(d_days) as d(ship_date)
      where t.ship_date = d.ship_date and t.slips = 0 and t.lines = 0;
    delete from shipment_day t using unnest(d_customers, d_days) as d(customer_id, ship_date)
      where t.customer_id = d.customer_id and t.ship_date = d.ship_date and t.slips = 0 and t.lines = 0;
    delete from shipment_month t using unnest(d_customers, d_days) as d(customer_id, ship_date)
      where t.customer_id = d.customer_id and t.month = date_trunc('month', d.ship_date)::date and t.slips = 0 and t.lines = 0;
  end $$`,

  // Slip lines inserted, deleted or changed. A line deleted with its slip (cascade) is
  // skipped here: its slip is gone, and the slip's own trigger already took it away.
  `create function shipment_totals_lines() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      ${addShipped(lineDeltas("old_lines sl join packing_slip s on s.packing_slip_id = sl.packing_slip_id", "-1"))}
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      ${addShipped(lineDeltas("new_lines sl join packing_slip s on s.packing_slip_id = sl.packing_slip_id", "1"))}
    end if;
    return null;
  end $$`,
  `create trigger shipment_totals_lines_inserted after insert on packing_slip_line
    referencing new table as new_lines for each statement execute function shipment_totals_lines()`,
  `create trigger shipment_totals_lines_updated after update on packing_slip_line
    referencing old table as old_lines new table as new_lines for each statement execute function shipment_totals_lines()`,
  `create trigger shipment_totals_lines_deleted after delete on packing_slip_line
    referencing old table as old_lines for each statement execute function shipment_totals_lines()`,

  // New slips count on their ship date (their lines follow in a statement of their own).
  `create function shipment_totals_slips_inserted() returns trigger language plpgsql as $$
  begin
    ${addShipped(`select po.customer_id, s.ship_date, count(*)::int as slips, 0 as lines, 0::bigint as quantity, 0::numeric as amount
      from new_slips s join purchase_order po on po.po_key = s.po_key group by po.customer_id, s.ship_date`)}
    return null;
  end $$`,
  `create trigger shipment_totals_slips_inserted after insert on packing_slip
    referencing new table as new_slips for each statement execute function shipment_totals_slips_inserted()`,

  // A slip moved to another date (or PO): all of it moves. A slip deleted: taken away while
  // its lines still exist (before the cascade removes them).
  `create function shipment_totals_slip_changed() returns trigger language plpgsql as $$
  begin
    ${addShipped(slipDelta("old", "-1"))}
    if tg_op = 'UPDATE' then
      ${addShipped(slipDelta("new", "1"))}
    end if;
    return case when tg_op = 'DELETE' then old else new end;
  end $$`,
  `create trigger shipment_totals_slip_moved after update of ship_date, po_key on packing_slip
    for each row when (old.ship_date is distinct from new.ship_date or old.po_key is distinct from new.po_key)
    execute function shipment_totals_slip_changed()`,
  `create trigger shipment_totals_slip_removed before delete on packing_slip
    for each row execute function shipment_totals_slip_changed()`,

  // A shipped line's unit price changed: the Amount it shipped changes with it.
  `create function shipment_totals_price_changed() returns trigger language plpgsql as $$
  begin
    ${addShipped(`select po.customer_id, s.ship_date, 0 as slips, 0 as lines, 0::bigint as quantity,
        sum(round(sl.quantity * new.unit_price, 2) - round(sl.quantity * old.unit_price, 2)) as amount
      from packing_slip_line sl
      join packing_slip s on s.packing_slip_id = sl.packing_slip_id
      join purchase_order po on po.po_key = s.po_key
      where sl.po_line_id = new.po_line_id
      group by po.customer_id, s.ship_date`)}
    return null;
  end $$`,
  `create trigger shipment_totals_price_changed after update of unit_price on po_line
    for each row when (old.unit_price is distinct from new.unit_price) execute function shipment_totals_price_changed()`,

  // A PO moved to another customer (the API does not allow it; the totals follow anyway).
  `create function shipment_totals_customer_changed() returns trigger language plpgsql as $$
  begin
    ${addShipped(`select c.customer_id, s.ship_date, c.sign * count(distinct s.packing_slip_id)::int as slips,
        c.sign * count(sl.*)::int as lines, c.sign * coalesce(sum(sl.quantity), 0)::bigint as quantity,
        c.sign * coalesce(sum(round(sl.quantity * l.unit_price, 2)), 0) as amount
      from (values (old.customer_id, -1), (new.customer_id, 1)) c(customer_id, sign)
      cross join packing_slip s
      left join packing_slip_line sl on sl.packing_slip_id = s.packing_slip_id
      left join po_line l on l.po_line_id = sl.po_line_id
      where s.po_key = new.po_key
      group by c.customer_id, c.sign, s.ship_date`)}
    return null;
  end $$`,
  `create trigger shipment_totals_customer_changed after update of customer_id on purchase_order
    for each row when (old.customer_id is distinct from new.customer_id) execute function shipment_totals_customer_changed()`,

  // Adds signed deltas (one element per due date) to backlog_due; empty dates are removed.
  `create function backlog_add(d_dates date[], d_lines int[], d_quantities bigint[], d_amounts numeric[])
  returns void language plpgsql as $$
  begin
    insert into backlog_due as t (due_date, lines, quantity, amount)
    select due_date, sum(lines), sum(quantity), sum(amount)
    from unnest(d_dates, d_lines, d_quantities, d_amounts) as d(due_date, lines, quantity, amount)
    where due_date is not null
    group by due_date having sum(lines) <> 0 or sum(quantity) <> 0 or sum(amount) <> 0 order by due_date
    on conflict (due_date) do update set lines = t.lines + excluded.lines, quantity = t.quantity + excluded.quantity,
      amount = t.amount + excluded.amount;
    delete from backlog_due t using unnest(d_dates) as d(due_date) where t.due_date = d.due_date and t.lines = 0;
  end $$`,

  // PO lines added, changed (quantity, price, due date, shipped quantity: every shipment)
  // or removed: what they added before goes, what they add now comes.
  `create function backlog_lines() returns trigger language plpgsql as $$
  begin
    if tg_op = 'UPDATE' then
      ${addBacklog(`select due_date, sum(lines)::int as lines, sum(quantity)::bigint as quantity, sum(amount) as amount
        from (${lineBacklog("old_lines", "-1")} union all ${lineBacklog("new_lines", "1")}) c group by due_date`)}
    elsif tg_op = 'DELETE' then
      ${addBacklog(lineBacklog("old_lines", "-1"))}
    else
      ${addBacklog(lineBacklog("new_lines", "1"))}
    end if;
    return null;
  end $$`,
  `create trigger backlog_lines_inserted after insert on po_line
    referencing new table as new_lines for each statement execute function backlog_lines()`,
  `create trigger backlog_lines_updated after update on po_line
    referencing old table as old_lines new table as new_lines for each statement execute function backlog_lines()`,
  `create trigger backlog_lines_deleted after delete on po_line
    referencing old table as old_lines for each statement execute function backlog_lines()`,

  // A PO opened or closed (Open / Partially Shipped vs the rest): its open lines come or go.
  `create function backlog_po_status() returns trigger language plpgsql as $$
  declare
    sign integer := case when new.${openPo} then 1 else -1 end;
  begin
    ${addBacklog(`select due_date, sign * count(*)::int as lines, sign * sum(quantity - shipped_quantity)::bigint as quantity,
        sign * sum(round((quantity - shipped_quantity) * unit_price, 2)) as amount
      from po_line where po_key = new.po_key and shipped_quantity < quantity group by due_date`)}
    return null;
  end $$`,
  `create trigger backlog_po_status after update of status on purchase_order
    for each row when ((old.${openPo}) is distinct from (new.${openPo})) execute function backlog_po_status()`,

  // TRUNCATE (the seed's --reset) fires no delete triggers: start the totals from nothing too.
  `create function report_totals_truncated() returns trigger language plpgsql as $$
  begin
    if tg_table_name = 'po_line' then
      delete from backlog_due;
    else
      delete from shipment_date;
      delete from shipment_day;
      delete from shipment_month;
    end if;
    return null;
  end $$`,
  `create trigger shipment_totals_truncated after truncate on packing_slip_line
    for each statement execute function report_totals_truncated()`,
  `create trigger backlog_truncated after truncate on po_line
    for each statement execute function report_totals_truncated()`,

  // What is already there.
  ...rebuildRunningTotals,
];

/** Every trigger this migration makes, with its table (in the order `down` drops them). */
export const runningTotalTriggers = [
  ["backlog_truncated", "po_line"],
  ["shipment_totals_truncated", "packing_slip_line"],
  ["backlog_po_status", "purchase_order"],
  ["backlog_lines_deleted", "po_line"],
  ["backlog_lines_updated", "po_line"],
  ["backlog_lines_inserted", "po_line"],
  ["shipment_totals_customer_changed", "purchase_order"],
  ["shipment_totals_price_changed", "po_line"],
  ["shipment_totals_slip_removed", "packing_slip"],
  ["shipment_totals_slip_moved", "packing_slip"],
  ["shipment_totals_slips_inserted", "packing_slip"],
  ["shipment_totals_lines_deleted", "packing_slip_line"],
  ["shipment_totals_lines_updated", "packing_slip_line"],
  ["shipment_totals_lines_inserted", "packing_slip_line"],
] as const;

const objects = {
  triggers: runningTotalTriggers,
  functions: [
    "report_totals_truncated()",
    "backlog_po_status()",
    "backlog_lines()",
    "backlog_add(date[], int[], bigint[], numeric[])",
    "shipment_totals_customer_changed()",
    "shipment_totals_price_changed()",
    "shipment_totals_slip_changed()",
    "shipment_totals_slips_inserted()",
    "shipment_totals_lines()",
    "shipment_totals_add(text[], date[], int[], int[], bigint[], numeric[])",
  ],
  tables: ["backlog_due", "shipment_month", "shipment_day", "shipment_date"],
  indexes: [
    "work_order_unfinished_due_idx",
    "purchase_order_open_customer_idx",
    "purchase_order_open_idx",
    "po_line_open_amount_idx",
    "po_line_open_po_idx",
  ],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const undo = [
    ...objects.triggers.map(([name, table]) => `drop trigger ${name} on ${table}`),
    ...objects.functions.map((signature) => `drop function ${signature}`),
    ...objects.tables.map((table) => `drop table ${table}`),
    ...objects.indexes.map((index) => `drop index ${index}`),
    `drop index packing_slip_ship_date_idx`,
    `create index packing_slip_ship_date_idx on packing_slip (ship_date)`,
    `drop index po_line_open_due_idx`,
    `create index po_line_open_due_idx on po_line (due_date) where shipped_quantity < quantity`,
  ];
  for (const statement of undo) await sql.raw(statement).execute(db);
}
