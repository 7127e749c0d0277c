import { type Kysely, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import { makeCustomers, makeParts, makeSuppliers } from "./catalog.js";
import { atHour, todayUtc } from "./dates.js";
import { type ColumnKind, bulkInsert } from "./insert.js";
import { staff } from "./names.js";
import { type BlanketPo, emptyBatch, type OrderBatch, OrderMaker } from "./orders.js";
import { Random } from "./random.js";

export interface SeedOptions {
  customers: number;
  suppliers: number;
  parts: number;
  pos: number;
  wos: number;
  /** PRNG seed: the same seed, counts and asOf give the same data. */
  seed: number;
  /** The "today" the data is made around (PO dates up to two years before it). */
  asOf: string;
  /** Write change history rows too (off for the search bench, which does not need them). */
  history: boolean;
  /** Give WOs their operations (off for the search bench, to load millions of WOs faster). */
  operations: boolean;
  /**
   * One-piece releases shipped against blanket POs of their own (one per RELEASES_PER_BLANKET),
   * on top of `pos`: a shipments report of that many rows, written set-based (off by default;
   * the e2e large shop's export test uses it).
   */
  releases: number;
  /** POs generated and inserted per round, bounding memory for millions of rows. */
  batchSize: number;
  onProgress?: (message: string) => void;
}

/** The first start of an empty embedded database gets this; docs/data-model.md lists what it holds. */
export const demoSeed: Omit<SeedOptions, "asOf"> = {
  customers: 40,
  suppliers: 15,
  parts: 200,
  pos: 300,
  wos: 400,
  seed: 1,
  history: true,
  operations: true,
  releases: 0,
  batchSize: 5_000,
};

export function seedOptions(overrides: Partial<SeedOptions> = {}): SeedOptions {
  return { ...demoSeed, asOf: todayUtc(), ...overrides };
}

export interface SeedSummary {
  customers: number;
  suppliers: number;
  parts: number;
  purchaseOrders: number;
  workOrders: number;
}

type Tables = { [K in keyof OrderBatch]: Partial<Record<string, ColumnKind>> };

const editable = { created_at: "timestamptz" } as const;
const orderColumns: Tables = {
  purchase_order: {
    po_key: "bigint",
    customer_id: "text",
    po_number: "text",
    po_date: "date",
    ship_to_name: "text",
    ship_to_address1: "text",
    ship_to_address2: "text",
    ship_to_city: "text",
    ship_to_region: "text",
    ship_to_postal_code: "text",
    ship_to_country: "text",
    terms: "text",
    notes: "text",
    status: "text",
    created_at: "timestamptz",
  },
  // shipped_quantity is left out: the packing slip trigger derives it.
  po_line: {
    po_line_id: "bigint",
    po_key: "bigint",
    line_number: "integer",
    part_id: "bigint",
    quantity: "integer",
    unit_price: "numeric",
    due_date: "date",
    created_at: "timestamptz",
  },
  work_order: {
    wo_number: "bigint",
    po_line_id: "bigint",
    part_id: "bigint",
    quantity: "integer",
    due_date: "date",
    status: "text",
    quantity_complete: "integer",
    quantity_scrapped: "integer",
    notes: "text",
    created_at: "timestamptz",
  },
  wo_operation: {
    wo_number: "bigint",
    sequence: "integer",
    description: "text",
    work_centre: "text",
    supplier_id: "bigint",
    planned_hours: "numeric",
    status: "text",
    done_at: "timestamptz",
    expected_back: "date",
  },
  packing_slip: {
    packing_slip_id: "bigint",
    po_key: "bigint",
    pslip_number: "integer",
    ship_date: "date",
    carrier: "text",
    tracking_number: "text",
    boxes: "integer",
    weight: "numeric",
    created_by: "text",
    created_at: "timestamptz",
  },
  packing_slip_line: {
    packing_slip_id: "bigint",
    po_key: "bigint",
    po_line_id: "bigint",
    quantity: "integer",
    wo_number: "bigint",
  },
  change_history: {
    entity_type: "text",
    entity_key: "text",
    action: "text",
    changes: "jsonb",
    subject: "text",
    name: "text",
    at: "timestamptz",
  },
};

/** Releases per blanket PO (SeedOptions.releases); the last one takes what is left. */
export const RELEASES_PER_BLANKET = 200;

/**
 * The releases of blanket POs (OrderMaker.makeBlanketPo): for each, `releases` packing slips
 * of one piece of its line, numbered 1… on the PO, shipped on days spread evenly from the PO
 * date to before as-of, by the PO's carrier, each with its own tracking number. Generated in
 * the database (generate_series): 320k slips and lines sent as unnest arrays took 13 s
 * instead of 10 on PGlite (both with row-by-row foreign key checks; see below for those).
 */
async function insertReleases(
  db: Kysely<Schema>,
  blankets: BlanketPo[],
  asOf: string,
  history: boolean,
): Promise<void> {
  const column = <K extends keyof BlanketPo>(key: K) => blankets.map((blanket) => blanket[key]);
  const releases = sql`(select b.*, n, b.first_slip_id + n - 1 as packing_slip_id,
      b.po_date + (n::bigint * (${asOf}::date - b.po_date) / (b.releases + 1))::integer as ship_date
    from unnest(${column("poKey")}::bigint[], ${column("poLineId")}::bigint[], ${column("poDate")}::date[],
      ${column("releases")}::integer[], ${column("firstSlipId")}::bigint[], ${column("carrier")}::text[],
      ${column("weight")}::numeric[], ${column("trackingPrefix")}::text[], ${column("subject")}::text[], ${column("name")}::text[])
      as b(po_key, po_line_id, po_date, releases, first_slip_id, carrier, weight, tracking_prefix, subject, name)
    cross join generate_series(1, b.releases) n) r`;
  await sql`insert into packing_slip (packing_slip_id, po_key, pslip_number, ship_date, carrier, tracking_number, boxes, weight, created_by, created_at)
    overriding system value
    select packing_slip_id, po_key, n, ship_date, carrier, tracking_prefix || lpad((packing_slip_id % 10000000)::text, 7, '0'), 1, weight,
      subject, (ship_date + time '15:00') at time zone 'UTC'
    from ${releases}`.execute(db);
  await sql`insert into packing_slip_line (packing_slip_id, po_key, po_line_id, quantity)
    select packing_slip_id, po_key, po_line_id, 1 from ${releases}`.execute(db);
  if (history) {
    await sql`insert into change_history (entity_type, entity_key, action, changes, subject, name, at)
      select 'packing_slip', po_key || '/' || n, 'create', '{}', subject, name, (ship_date + time '14:00') at time zone 'UTC'
      from ${releases}`.execute(db);
  }
}

/**
 * Runs `load` with the foreign keys of `tables` dropped, then adds them back as they were, so
 * each is checked once over the whole table (a join, 0.2 s) instead of row by row: 320k
 * releases (slips and their lines) loaded in 5 s instead of 10 on PGlite. Call it inside the
 * seed's transaction (a failure puts them back with everything else); like
 * withRunningTotalsRebuilt it needs the tables' owner.
 */
async function withForeignKeysCheckedAfter<T>(
  db: Kysely<Schema>,
  tables: string[],
  load: () => Promise<T>,
): Promise<T> {
  const { rows: keys } = await sql<{ table_name: string; name: string; definition: string }>`
    select conrelid::regclass::text as table_name, conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint where contype = 'f' and conrelid::regclass::text in (${sql.join(tables)})
    order by conrelid::regclass::text, conname`.execute(db);
  for (const key of keys)
    await sql`alter table ${sql.table(key.table_name)} drop constraint ${sql.ref(key.name)}`.execute(db);
  const result = await load();
  for (const key of keys)
    await sql`alter table ${sql.table(key.table_name)} add constraint ${sql.ref(key.name)} ${sql.raw(key.definition)}`.execute(
      db,
    );
  return result;
}

/** SeedOptions.releases: blanket POs, a round of them at a time, and their releases. Returns how many POs. */
async function seedReleases(
  db: Kysely<Schema>,
  maker: OrderMaker,
  options: SeedOptions,
  progress: (message: string) => void,
): Promise<number> {
  const perRound = Math.max(1, Math.floor(options.batchSize / RELEASES_PER_BLANKET));
  return withForeignKeysCheckedAfter(db, ["packing_slip", "packing_slip_line"], async () => {
    let blankets = 0;
    for (let done = 0; done < options.releases;) {
      const batch = emptyBatch();
      const round: BlanketPo[] = [];
      for (let i = 0; i < perRound && done < options.releases; i++) {
        const releases = Math.min(RELEASES_PER_BLANKET, options.releases - done);
        round.push(maker.makeBlanketPo(releases, batch));
        done += releases;
      }
      await insertBatch(db, batch);
      await insertReleases(db, round, options.asOf, options.history);
      blankets += round.length;
      progress(`${done} / ${options.releases} releases on ${blankets} blanket POs`);
    }
    return blankets;
  });
}

async function insertBatch(db: Kysely<Schema>, batch: OrderBatch): Promise<void> {
  for (const table of Object.keys(orderColumns) as (keyof OrderBatch)[]) {
    await bulkInsert(db as Kysely<unknown>, table, orderColumns[table], batch[table] as object[]);
  }
}

/** Moves each identity past the keys the seed chose, so the app's own inserts continue from there. */
async function syncIdentities(db: Kysely<Schema>): Promise<void> {
  const keys: [string, string][] = [
    ["supplier", "supplier_id"],
    ["part", "part_id"],
    ["purchase_order", "po_key"],
    ["po_line", "po_line_id"],
    ["work_order", "wo_number"],
    ["packing_slip", "packing_slip_id"],
  ];
  for (const [table, column] of keys) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}), max(${sql.ref(column)}))
      from ${sql.table(table)} having count(*) > 0`.execute(db);
  }
}

/** True when nothing the seed writes is there yet. */
export async function isEmpty(db: Kysely<Schema>): Promise<boolean> {
  const { rows } = await sql<{ empty: boolean }>`select not exists (select 1 from customer)
    and not exists (select 1 from supplier) and not exists (select 1 from work_order) as empty`.execute(db);
  return rows[0]?.empty ?? true;
}

/** Empties every seeded table and restarts its keys (WO numbers start again at 100001). */
export async function clearData(db: Kysely<Schema>): Promise<void> {
  await sql`truncate attachment, attachment_blob_chunk, attachment_blob, change_history, packing_slip_line, packing_slip, wo_operation, work_order, po_line,
    purchase_order, part_price_break, part, supplier, customer restart identity`.execute(db);
}

/**
 * ANALYZE of the tables the triggers of later batches look up (it counts this transaction's
 * own new rows). Without it the planner kept the sizes of the first batch: 0008's
 * next-due-date trigger then hash-joined every batch's POs with a sequential scan of all
 * purchase_order versions written so far, and a 1M-PO load slowed to 20k POs a minute.
 */
async function refreshStatistics(db: Kysely<Schema>): Promise<void> {
  await sql`analyze purchase_order, po_line, work_order, packing_slip, packing_slip_line`.execute(db);
}

/**
 * Writes deterministic demo data. Call it inside a transaction: a failed seed then leaves
 * nothing behind. Expects empty tables (see isEmpty / clearData).
 */
export async function seed(db: Kysely<Schema>, options: SeedOptions): Promise<SeedSummary> {
  const progress = options.onProgress ?? (() => {});
  const random = new Random(options.seed);
  const customers = makeCustomers(random, Math.max(1, options.customers));
  const suppliers = makeSuppliers(random, options.suppliers, options.asOf);
  const parts = makeParts(random, Math.max(1, options.parts), customers, options.asOf);
  const createdAt = atHour(options.asOf, 12).replace(/^\d{4}/, (year) => String(Number(year) - 3));
  // Demo data is nobody's news: the change feed's trigger (migration 0017) takes this
  // transaction as logged already, so a seed of millions of history rows does not write as many events.
  await sql`select set_config('shopdesk.change_logged', 'yes', true)`.execute(db);

  await bulkInsert(
    db as Kysely<unknown>,
    "customer",
    {
      customer_id: "text",
      name: "text",
      billing_address1: "text",
      billing_address2: "text",
      billing_city: "text",
      billing_region: "text",
      billing_postal_code: "text",
      billing_country: "text",
      shipping_same_as_billing: "boolean",
      shipping_address1: "text",
      shipping_address2: "text",
      shipping_city: "text",
      shipping_region: "text",
      shipping_postal_code: "text",
      shipping_country: "text",
      contact_name: "text",
      phone: "text",
      email: "text",
      payment_terms: "text",
      notes: "text",
      active: "boolean",
      ...editable,
    },
    customers.map((customer) => ({ ...customer.row, created_at: createdAt })),
  );
  // services is an array column (unnest would flatten it): plain inserts, in chunks that stay
  // under the 65,535 parameters of one statement.
  for (let start = 0; start < suppliers.length; start += 1_000) {
    await db
      .insertInto("supplier")
      .values(suppliers.slice(start, start + 1_000).map((s) => ({ ...s, created_at: createdAt })))
      .execute();
  }
  // A superseded revision points at the next one, which must be in the same statement or an
  // earlier one: each chunk ends at a part number's current revision.
  for (let start = 0; start < parts.length;) {
    let end = Math.min(start + 10_000, parts.length);
    while (!parts[end - 1]!.isCurrent) end++;
    await bulkInsert(
      db as Kysely<unknown>,
      "part",
      {
        part_id: "bigint",
        part_number: "text",
        revision: "text",
        description: "text",
        customer_id: "text",
        material: "text",
        drawing_number: "text",
        uom: "text",
        notes: "text",
        active: "boolean",
        superseded_by: "bigint",
        lot_charge: "numeric",
        price_effective_date: "date",
        quote_reference: "text",
        created_at: "timestamptz",
      },
      parts.slice(start, end).map((part) => ({ ...part.row, created_at: createdAt })),
      end - start,
    );
    start = end;
  }
  await bulkInsert(
    db as Kysely<unknown>,
    "part_price_break",
    { part_id: "bigint", min_quantity: "integer", unit_price: "numeric" },
    parts.flatMap((part) => part.breaks),
  );
  progress(`${customers.length} customers, ${suppliers.length} suppliers, ${parts.length} parts`);

  const supplierIds = await db
    .selectFrom("supplier")
    .select(["supplier_id", "services"])
    .orderBy("supplier_id")
    .execute();
  if (options.history) {
    // A "create" row for each record, as the API writes one; suppliers are kept under their id.
    const who = staff[0];
    const created = (entity_type: string, entity_key: string) => ({
      entity_type,
      entity_key,
      action: "create",
      changes: "{}",
      subject: who.subject,
      name: who.name,
      at: createdAt,
    });
    await bulkInsert(db as Kysely<unknown>, "change_history", orderColumns.change_history, [
      ...customers.map((c) => created("customer", c.row.customer_id)),
      ...supplierIds.map((s) => created("supplier", String(s.supplier_id))),
      ...parts.map((p) => created("part", `${p.row.part_number}/${p.row.revision}`)),
    ]);
  }
  const suppliersByService = new Map<string, number[]>();
  for (const { supplier_id, services } of supplierIds) {
    for (const service of services)
      suppliersByService.set(service, [...(suppliersByService.get(service) ?? []), Number(supplier_id)]);
  }

  // About 1.6 lines per PO; most WOs are made for PO lines, the rest for stock.
  const expectedLines = options.pos * 1.6;
  const lineWos = Math.min(options.wos, Math.round(options.wos * 0.9), Math.round(expectedLines));
  const maker = new OrderMaker(random, customers, parts, {
    asOf: options.asOf,
    lineWos: options.pos > 0 ? Math.max(lineWos, Math.min(1, options.wos)) : 0,
    expectedLines,
    history: options.history,
    operations: options.operations,
    suppliersByService,
  });
  let stockMade = 0;
  let batches = 0;
  for (let done = 0; done < options.pos;) {
    const count = Math.min(options.batchSize, options.pos - done);
    const batch = emptyBatch();
    maker.makePurchaseOrders(count, batch);
    done += count;
    // Stock WOs keep pace with the POs, so they spread across the WO numbers.
    const stockTarget = Math.round(((options.wos - lineWos) * done) / options.pos);
    const stock = Math.max(0, Math.min(stockTarget - stockMade, options.wos - maker.workOrdersMade));
    maker.makeStockWos(stock, batch);
    stockMade += stock;
    await insertBatch(db, batch);
    batches += 1;
    // Each time the order tables have doubled: see refreshStatistics.
    if ((batches & (batches - 1)) === 0 && done < options.pos) await refreshStatistics(db);
    progress(`${done} / ${options.pos} POs, ${maker.workOrdersMade} WOs`);
  }
  const rest = emptyBatch();
  maker.makeStockWos(Math.max(0, options.wos - maker.workOrdersMade), rest);
  await insertBatch(db, rest);
  // Last, so the rest of the data is the same with releases or without.
  const blankets = options.releases > 0 ? await seedReleases(db, maker, options, progress) : 0;
  await syncIdentities(db);
  return {
    customers: customers.length,
    suppliers: suppliers.length,
    parts: parts.length,
    purchaseOrders: options.pos + blankets,
    workOrders: maker.workOrdersMade,
  };
}

/**
 * After a bulk load has committed: VACUUM (ANALYZE) of the whole database. ANALYZE gives the
 * planner the new sizes; VACUUM sets the visibility map and the hint bits, which a freshly
 * loaded table lacks. Without them every index-only scan fetches the heap rows it should skip,
 * and the first reads of each page look up and write its rows' commit status: the global
 * search's endpoint p95 was 9.6 ms on a fresh 1M load against 6.4 ms on the same data vacuumed
 * (docs/performance.md, "Search"). PGlite has no autovacuum at all, and on PostgreSQL
 * autovacuum does it a minute or more later, competing with the first users. It cannot run
 * inside a transaction.
 */
export async function settleAfterBulkLoad(db: Kysely<Schema>): Promise<void> {
  await sql`vacuum (analyze)`.execute(db);
}

/**
 * First start of an empty embedded database: the demo set (demoSeed), so a newcomer opens a
 * populated app. Returns null when there was data already. One transaction: a start that
 * dies half-way leaves the database empty, and the next start seeds it again.
 */
export async function seedDemoIfEmpty(db: Kysely<Schema>): Promise<SeedSummary | null> {
  const summary = await db
    .transaction()
    .execute(async (trx) => ((await isEmpty(trx)) ? seed(trx, seedOptions()) : null));
  if (summary) await settleAfterBulkLoad(db);
  return summary;
}
