import { type Kysely, sql } from "kysely";

/**
 * Global search (architecture.md, "measured"): each searched column has a text_pattern_ops
 * b-tree for prefix matches (`lower(x) like 'abc%'`) and a trigram GIN for substring matches
 * (`like '%abc%'`), both on the exact expression the query uses. WO numbers are digits, so
 * their expression is the plain text form.
 */
const indexes: [name: string, table: string, expression: string][] = [
  ["purchase_order_number_search", "purchase_order", "lower(po_number)"],
  ["work_order_number_search", "work_order", "(wo_number::text)"],
  ["customer_id_search", "customer", "lower(customer_id)"],
  ["customer_name_search", "customer", "lower(name)"],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, expression] of indexes) {
    await sql.raw(`create index ${name}_prefix on ${table} (${expression} text_pattern_ops)`).execute(db);
    await sql.raw(`create index ${name}_trgm on ${table} using gin (${expression} gin_trgm_ops)`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) {
    await sql.raw(`drop index if exists ${name}_prefix`).execute(db);
    await sql.raw(`drop index if exists ${name}_trgm`).execute(db);
  }
}
