import { type Kysely, sql } from "kysely";

/**
 * The whole data model of domain.md. Plain SQL, one statement per entry (the extended query
 * protocol takes one statement at a time). Names follow the shop's words in snake_case; the
 * API maps them to PascalCase. docs/data-model.md explains the choices.
 */
const statuses = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");
const poStatuses = statuses(["Open", "Partially Shipped", "Shipped", "Closed", "Cancelled"]);
const woStatuses = statuses(["Open", "Released", "In Progress", "Complete", "Closed", "On Hold", "Cancelled"]);
const operationStatuses = statuses(["Pending", "In Progress", "Done"]);
const approvalStatuses = statuses(["Approved", "Conditional", "Not approved"]);
const historyEntities = statuses([
  "customer",
  "supplier",
  "part",
  "purchase_order",
  "po_line",
  "work_order",
  "wo_operation",
  "packing_slip",
]);

// A short required text: not blank, no surrounding spaces.
const label = (column: string, max: number) =>
  `check (${column} = btrim(${column}) and length(${column}) between 1 and ${max})`;

const editable = `
  version integer not null default 1 check (version > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()`;

const address = (prefix: string) => `
  ${prefix}_address1 text,
  ${prefix}_address2 text,
  ${prefix}_city text,
  ${prefix}_region text,
  ${prefix}_postal_code text,
  ${prefix}_country text`;

const statements = [
  `create table customer (
    customer_id text primary key check (customer_id ~ '^[A-Z0-9-]{2,12}$'),
    name text not null ${label("name", 200)},
    ${address("billing")},
    shipping_same_as_billing boolean not null default true,
    ${address("shipping")},
    contact_name text,
    phone text,
    email text,
    payment_terms text not null default 'Net 30' ${label("payment_terms", 40)},
    notes text not null default '',
    active boolean not null default true,
    ${editable}
  )`,

  `create table supplier (
    supplier_id bigint generated always as identity primary key,
    supplier_name text not null ${label("supplier_name", 120)},
    services text[] not null default '{}',
    contact_name text,
    phone text,
    email text,
    ${address("supplier")},
    notes text not null default '',
    approval_status text not null default 'Approved' check (approval_status in (${approvalStatuses})),
    certificate_expires date,
    active boolean not null default true,
    ${editable}
  )`,
  `create unique index supplier_name_key on supplier (lower(supplier_name))`,

  `create table part (
    part_id bigint generated always as identity primary key,
    part_number text not null ${label("part_number", 40)},
    revision text not null check (revision ~ '^[A-Z0-9-]{1,4}$'),
    description text not null ${label("description", 200)},
    customer_id text not null references customer,
    material text,
    drawing_number text,
    uom text not null default 'EA' check (uom ~ '^[A-Z]{1,6}$'),
    notes text not null default '',
    active boolean not null default true,
    superseded_by bigint references part check (superseded_by <> part_id),
    lot_charge numeric(12, 2) not null default 0 check (lot_charge >= 0),
    price_effective_date date,
    quote_reference text,
    ${editable},
    unique (part_number, revision)
  )`,
  `create index part_customer_idx on part (customer_id)`,
  `create index part_superseded_by_idx on part (superseded_by)`,

  `create table part_price_break (
    part_id bigint not null references part on delete cascade,
    min_quantity integer not null check (min_quantity > 0),
    unit_price numeric(12, 4) not null check (unit_price >= 0),
    primary key (part_id, min_quantity)
  )`,

  `create table purchase_order (
    po_key bigint generated always as identity primary key,
    customer_id text not null references customer,
    po_number text not null ${label("po_number", 40)},
    po_date date not null,
    ship_to_name text,
    ${address("ship_to")},
    terms text not null ${label("terms", 40)},
    notes text not null default '',
    status text not null default 'Open' check (status in (${poStatuses})),
    ${editable},
    unique (customer_id, po_number)
  )`,
  `create index purchase_order_customer_date_idx on purchase_order (customer_id, po_date desc)`,
  `create index purchase_order_status_date_idx on purchase_order (status, po_date desc)`,
  `create index purchase_order_date_idx on purchase_order (po_date desc)`,

  `create table po_line (
    po_line_id bigint generated always as identity primary key,
    po_key bigint not null references purchase_order,
    line_number integer not null check (line_number > 0),
    part_id bigint not null references part,
    quantity integer not null check (quantity > 0),
    unit_price numeric(12, 4) not null check (unit_price >= 0),
    due_date date not null,
    shipped_quantity integer not null default 0
      check (shipped_quantity >= 0 and shipped_quantity <= quantity),
    ${editable},
    unique (po_key, line_number),
    -- Targets of the composite keys below: a slip line's PO line belongs to the slip's PO,
    -- and a WO made for a PO line makes that line's part.
    unique (po_key, po_line_id),
    unique (po_line_id, part_id)
  )`,
  `create index po_line_part_idx on po_line (part_id)`,
  `create index po_line_open_due_idx on po_line (due_date) where shipped_quantity < quantity`,

  `create table work_order (
    wo_number bigint generated always as identity (start with 100001) primary key,
    po_line_id bigint,
    part_id bigint not null references part,
    quantity integer not null check (quantity > 0),
    due_date date not null,
    status text not null default 'Open' check (status in (${woStatuses})),
    quantity_complete integer not null default 0 check (quantity_complete >= 0),
    quantity_scrapped integer not null default 0 check (quantity_scrapped >= 0),
    notes text not null default '',
    ${editable},
    foreign key (po_line_id, part_id) references po_line (po_line_id, part_id),
    unique (po_line_id, wo_number)
  )`,
  `create index work_order_part_idx on work_order (part_id)`,
  `create index work_order_status_due_idx on work_order (status, due_date)`,
  `create index work_order_due_idx on work_order (due_date)`,

  `create table wo_operation (
    wo_operation_id bigint generated always as identity primary key,
    wo_number bigint not null references work_order on delete cascade,
    sequence integer not null check (sequence > 0),
    description text not null ${label("description", 200)},
    work_centre text check (work_centre = btrim(work_centre) and length(work_centre) between 1 and 40),
    supplier_id bigint references supplier,
    planned_hours numeric(8, 2) not null default 0 check (planned_hours >= 0),
    status text not null default 'Pending' check (status in (${operationStatuses})),
    done_at timestamptz,
    ${editable},
    unique (wo_number, sequence),
    check ((work_centre is null) <> (supplier_id is null)),
    check ((status = 'Done') = (done_at is not null))
  )`,
  `create index wo_operation_supplier_idx on wo_operation (supplier_id) where supplier_id is not null`,

  `create table packing_slip (
    packing_slip_id bigint generated always as identity primary key,
    po_key bigint not null references purchase_order,
    pslip_number integer not null check (pslip_number > 0),
    ship_date date not null,
    carrier text,
    tracking_number text,
    boxes integer check (boxes > 0),
    weight numeric(10, 2) check (weight >= 0),
    created_by text not null,
    ${editable},
    unique (po_key, pslip_number),
    unique (po_key, packing_slip_id)
  )`,
  `create index packing_slip_ship_date_idx on packing_slip (ship_date)`,

  `create table packing_slip_line (
    packing_slip_line_id bigint generated always as identity primary key,
    packing_slip_id bigint not null,
    po_key bigint not null,
    po_line_id bigint not null,
    quantity integer not null check (quantity > 0),
    wo_number bigint,
    foreign key (po_key, packing_slip_id) references packing_slip (po_key, packing_slip_id) on delete cascade,
    foreign key (po_key, po_line_id) references po_line (po_key, po_line_id),
    foreign key (po_line_id, wo_number) references work_order (po_line_id, wo_number),
    unique nulls not distinct (packing_slip_id, po_line_id, wo_number)
  )`,
  `create index packing_slip_line_po_line_idx on packing_slip_line (po_line_id)`,
  `create index packing_slip_line_wo_idx on packing_slip_line (wo_number) where wo_number is not null`,

  // Shipped quantities follow the packing slips, set-based so bulk loads stay fast. The
  // row locks the UPDATE takes, with po_line's CHECK, make over-shipping impossible even
  // when two people ship the same line at once.
  `create function packing_slip_line_shipped() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      update po_line l set shipped_quantity = l.shipped_quantity - s.quantity
        from (select po_line_id, sum(quantity) as quantity from old_lines group by po_line_id) s
        where l.po_line_id = s.po_line_id;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      update po_line l set shipped_quantity = l.shipped_quantity + s.quantity
        from (select po_line_id, sum(quantity) as quantity from new_lines group by po_line_id) s
        where l.po_line_id = s.po_line_id;
    end if;
    return null;
  end $$`,
  `create trigger packing_slip_line_inserted after insert on packing_slip_line
    referencing new table as new_lines for each statement execute function packing_slip_line_shipped()`,
  `create trigger packing_slip_line_updated after update on packing_slip_line
    referencing old table as old_lines new table as new_lines
    for each statement execute function packing_slip_line_shipped()`,
  `create trigger packing_slip_line_deleted after delete on packing_slip_line
    referencing old table as old_lines for each statement execute function packing_slip_line_shipped()`,

  `create table change_history (
    history_id bigint generated always as identity primary key,
    entity_type text not null check (entity_type in (${historyEntities})),
    entity_key text not null,
    action text not null check (action in ('create', 'update', 'status', 'delete')),
    changes jsonb not null default '{}' check (jsonb_typeof(changes) = 'object'),
    subject text not null,
    name text,
    at timestamptz not null default now()
  )`,
  `create index change_history_entity_idx on change_history (entity_type, entity_key, at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "change_history",
    "packing_slip_line",
    "packing_slip",
    "wo_operation",
    "work_order",
    "po_line",
    "purchase_order",
    "part_price_break",
    "part",
    "supplier",
    "customer",
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists packing_slip_line_shipped()`.execute(db);
}
