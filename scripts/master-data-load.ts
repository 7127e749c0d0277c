/**
 * Bulk data for `npm run bench:master-data`: customers, suppliers and parts at the sizes the
 * issue names, generated inside PostgreSQL with generate_series (set-based, a few statements,
 * seconds rather than minutes), names drawn from the seed's word lists so `q` finds realistic
 * spreads of matches. Not deterministic across word-list edits; it only has to be big.
 */
import { type Kysely, sql } from "kysely";
import type { Schema } from "../server/src/db/schema.js";
import { companyForms, companyTrades, companyWords, partNouns, suppliers } from "../server/src/seed/names.js";

export interface LoadSizes {
  customers: number;
  suppliers: number;
  parts: number;
  pos: number;
}

// Picks element 1 + (i * prime) mod n of an array parameter: spreads words without random().
const pick = (array: readonly string[], index: ReturnType<typeof sql>, prime: number) =>
  sql`(${[...array]}::text[])[(1 + (${index})::bigint * ${sql.lit(prime)} % ${sql.lit(array.length)})::int]`;

export async function loadMasterData(
  db: Kysely<Schema>,
  sizes: LoadSizes,
  log: (message: string) => void,
): Promise<void> {
  const i = sql`i`;
  await db.transaction().execute(async (trx) => {
    log(`${sizes.customers} customers`);
    await sql`insert into customer (customer_id, name, billing_city, contact_name, phone, payment_terms, active)
      select upper(left(regexp_replace(${pick(companyWords, i, 7)}, '[^A-Za-z]', '', 'g'), 6)) || '-' || i,
        ${pick(companyWords, i, 7)} || ' ' || ${pick(companyTrades, i, 13)} || ' ' || ${pick(companyForms, i, 3)},
        'Springfield', 'Dana Reyes', '(555) 555-' || lpad((i % 10000)::text, 4, '0'),
        (array['Net 30', 'Net 45', 'Net 60'])[1 + i % 3], i % 20 <> 0
      from generate_series(1, ${sizes.customers}) i`.execute(trx);

    log(`${sizes.suppliers} suppliers`);
    const supplierNames = suppliers.map((supplier) => supplier.name);
    await sql`insert into supplier (supplier_name, services, approval_status, certificate_expires, active)
      select ${pick(supplierNames, i, 11)} || ' ' || ${pick(companyWords, i, 17)} || ' #' || i,
        array[(array['Anodize', 'Plating', 'Heat treat', 'Passivate', 'Material'])[1 + i % 5]],
        (array['Approved', 'Approved', 'Approved', 'Conditional', 'Not approved'])[1 + i % 5],
        date '2026-03-02' + (i * 37 % 760 - 60), i % 25 <> 0
      from generate_series(1, ${sizes.suppliers}) i`.execute(trx);

    // Four part numbers in five get one revision, every fifth gets A and B (A superseded).
    const families = Math.round(sizes.parts / 1.25);
    log(`${sizes.parts} parts (${families} part numbers) with 3 price breaks each`);
    await sql`insert into part (part_number, revision, description, customer_id, material, lot_charge, price_effective_date, quote_reference)
      select lpad(((i::bigint * 7919) % 9000 + 1000)::text, 4, '0') || '-' || lpad((i / 9000)::text, 3, '0'), 'A',
        ${pick(partNouns, i, 31)}, c.customer_id, '6061-T6', (i % 5) * 25, date '2025-01-01' + i % 400, 'Q-' || i
      from generate_series(1, ${families}) i
      join (select customer_id, row_number() over (order by customer_id) - 1 as n from customer) c on c.n = i % ${sizes.customers}`.execute(
      trx,
    );
    await sql`insert into part (part_number, revision, description, customer_id, material, lot_charge, price_effective_date, quote_reference)
      select part_number, 'B', description || ' (rev B)', customer_id, material, lot_charge, price_effective_date, quote_reference
      from part where part_id % 4 = 0 and part_id <= ${sizes.parts - families} * 4`.execute(trx);
    await sql`update part a set superseded_by = b.part_id from part b
      where b.part_number = a.part_number and a.revision = 'A' and b.revision = 'B'`.execute(trx);
    await sql`insert into part_price_break (part_id, min_quantity, unit_price)
      select part_id, q.min_quantity, round((5 + part_id % 200) * q.factor, 4)
      from part cross join (values (1, 1.0), (25, 0.8), (100, 0.65)) q(min_quantity, factor)`.execute(trx);

    log(`${sizes.pos} POs with 2 lines each`);
    await sql`insert into purchase_order (customer_id, po_number, po_date, terms, status)
      select c.customer_id, 'PO-' || i, date '2026-03-02' - i % 700, 'Net 30', 'Open'
      from generate_series(1, ${sizes.pos}) i
      join (select customer_id, row_number() over (order by customer_id) - 1 as n from customer) c on c.n = i % ${sizes.customers}`.execute(
      trx,
    );
    await sql`insert into po_line (po_key, line_number, part_id, quantity, unit_price, due_date)
      select po.po_key, l.n, 1 + (po.po_key * 13 + l.n) % ${families}, 5 * l.n + po.po_key % 40, 12.5 + l.n, po.po_date + 30
      from purchase_order po cross join generate_series(1, 2) l(n)`.execute(trx);
  });
  log("vacuum analyze");
  // The visibility map lets the list counts use index-only scans, as autovacuum would in production.
  await sql`vacuum analyze`.execute(db);
}
