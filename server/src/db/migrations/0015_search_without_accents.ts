import { type Kysely, sql } from "kysely";

/**
 * Names and descriptions are searched without their accents (docs/data-model.md, "Case and
 * accents in searches"): "muller" finds "Müller Präzision", "société" finds "Societe".
 *
 * `immutable_unaccent(text)` is `unaccent` with its dictionary named, declared IMMUTABLE so
 * indexes can be built on it (`unaccent` itself is STABLE: it reads a dictionary that could
 * change). The body is a parsed SQL-standard `RETURN`, so the function and dictionary are
 * bound when it is created, whatever the caller's `search_path`. The searched form of a text
 * is `lower(immutable_unaccent(text))` (like.ts, `folded`); the query text is folded by the
 * same expression before its LIKE wildcards are escaped.
 *
 * The name and description search indexes of 0003 and 0005, and the description keys'
 * trigram index of 0011, are rebuilt on that expression under the same names. The sort
 * indexes stay on `lower(...)`: lists sort as before. Codes and numbers (customer ids, PO,
 * WO and part numbers) keep matching as typed, ignoring case only.
 */
const folded = (column: string) => `lower(immutable_unaccent(${column}))`;

const indexes: [name: string, table: string, column: string, method: "prefix" | "trgm"][] = [
  ["customer_name_search_prefix", "customer", "name", "prefix"],
  ["customer_name_search_trgm", "customer", "name", "trgm"],
  ["supplier_name_search_prefix", "supplier", "supplier_name", "prefix"],
  ["supplier_name_search_trgm", "supplier", "supplier_name", "trgm"],
  ["part_description_search_prefix", "part", "description", "prefix"],
  ["part_description_search_trgm", "part", "description", "trgm"],
  // The distinct description keys (0011): a description filter looks its keys up here.
  ["part_description_key_prefix", "part_description", "key", "prefix"],
  ["part_description_key_trgm", "part_description", "key", "trgm"],
];

const definition = (table: string, expression: string, method: "prefix" | "trgm") =>
  method === "prefix" ? `${table} (${expression} text_pattern_ops)` : `${table} using gin (${expression} gin_trgm_ops)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create function immutable_unaccent(text) returns text language sql immutable parallel safe strict
    return unaccent('unaccent'::regdictionary, $1)`.execute(db);
  for (const [name, table, column, method] of indexes) {
    await sql.raw(`drop index if exists ${name}`).execute(db);
    await sql.raw(`create index ${name} on ${definition(table, folded(column), method)}`).execute(db);
  }
  // As 0006 set it for the global search's trigram index on customer names.
  await sql`alter index customer_name_search_trgm set (gin_pending_list_limit = 64)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, column, method] of indexes) {
    await sql.raw(`drop index if exists ${name}`).execute(db);
    // 0011 indexed the key itself (already lower case), with a trigram index only.
    if (table === "part_description" && method === "prefix") continue;
    const expression = table === "part_description" ? column : `lower(${column})`;
    await sql.raw(`create index ${name} on ${definition(table, expression, method)}`).execute(db);
  }
  await sql`alter index customer_name_search_trgm set (gin_pending_list_limit = 64)`.execute(db);
  await sql`drop function if exists immutable_unaccent(text)`.execute(db);
  await sql`drop extension if exists unaccent`.execute(db);
}
