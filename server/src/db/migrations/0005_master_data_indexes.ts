import { type Kysely, sql } from "kysely";

/**
 * Indexes for the customer, supplier and part lists (docs/performance.md, "Master data"):
 * each sort the lists offer has a b-tree in that order (with the key last, as the lists'
 * tie-breaker), with and without the Active filter in front; each `q` expression has a
 * trigram GIN for "contains" and a text_pattern_ops b-tree for "starts with". Customer id
 * and name already have both from 0003. Names sort case-insensitively, so the sort
 * indexes are on lower(...).
 */
const statements = [
  `create index customer_name_sort on customer (lower(name), customer_id)`,
  `create index customer_active_name_sort on customer (active, lower(name), customer_id)`,
  `create index customer_active_id_sort on customer (active, customer_id)`,
  `create index customer_contact_sort on customer (lower(contact_name), customer_id)`,
  `create index customer_terms_sort on customer (payment_terms, customer_id)`,

  // supplier_name_key (unique, lower(supplier_name)) already serves the name sort.
  `create index supplier_active_name_sort on supplier (active, lower(supplier_name))`,
  `create index supplier_approval_sort on supplier (approval_status, lower(supplier_name))`,
  `create index supplier_expiry_sort on supplier (certificate_expires, lower(supplier_name))`,
  `create index supplier_name_search_prefix on supplier (lower(supplier_name) text_pattern_ops)`,
  `create index supplier_name_search_trgm on supplier using gin (lower(supplier_name) gin_trgm_ops)`,

  // part (part_number, revision) is the unique constraint's index.
  // "Parts by customer", current revisions first; replaces part_customer_idx (same leading column).
  `create index part_customer_sort on part (customer_id, part_number, revision)`,
  `drop index part_customer_idx`,
  `create index part_description_sort on part (lower(description), part_number, revision)`,
  `create index part_number_search_prefix on part (lower(part_number) text_pattern_ops)`,
  `create index part_number_search_trgm on part using gin (lower(part_number) gin_trgm_ops)`,
  `create index part_description_search_prefix on part (lower(description) text_pattern_ops)`,
  `create index part_description_search_trgm on part using gin (lower(description) gin_trgm_ops)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index part_customer_idx on part (customer_id)`.execute(db);
  for (const statement of statements) {
    const name = /create index (\w+)/.exec(statement)?.[1];
    if (name) await sql.raw(`drop index if exists ${name}`).execute(db);
  }
}
