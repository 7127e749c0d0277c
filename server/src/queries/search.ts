import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Schema } from "../db/schema.js";

/** One suggestion of the global search box (spec.md, "Search result item"). */
export interface SearchResult {
  CustomerId: string;
  PONumber: string;
  /** YYYY-MM-DD */
  PODate: string;
  /** Digits; null for a PO that has no WO. */
  WONumber: string | null;
  POKey: number;
}

export const SEARCH_LIMIT = 20;

/** Makes `%`, `_` and `\` match themselves in a LIKE pattern (backslash is LIKE's escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Global search over PO number, WO number, customer id and customer name: prefix matches
 * first, then substring matches, one row per PO and WO pair, at most SEARCH_LIMIT rows.
 *
 * Up to six UNION ALL branches under one LIMIT (architecture.md): 1 PO number starts with,
 * 2 WO number starts with, 3 customer id or name starts with, 4–6 the same three "contains"
 * (branches that cannot match the text are left out). docs/performance.md has the numbers
 * and the plan problems each comment below guards against.
 * A pair appears only in the first branch it matches (each branch excludes what the earlier
 * ones found), so no row repeats and no DISTINCT has to read every match. PostgreSQL runs
 * the branches in order and stops when 20 rows are out, so a common prefix never pays for
 * the substring scans. Each `lower(...)` matches an index of migration 0003 exactly; the
 * patterns are lowered by the database too, so case folding agrees on both sides.
 * WOs made for stock (no PO line) are not suggested: a suggestion opens /po/{POKey}.
 */
export async function searchOrders(db: Kysely<Schema>, text: string): Promise<SearchResult[]> {
  const { rows } = await db.transaction().execute(async (trx) => {
    // For this query only: no parallel workers (starting them costs more than the whole
    // search, and a parallel Append would no longer return the branches in order) and no
    // JIT compilation (its cost estimate sees six branches, not the LIMIT that stops them).
    await sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`.execute(trx);
    return searchQuery(text).execute(trx);
  });
  return rows.map((row) => ({
    CustomerId: row.customer_id,
    PONumber: row.po_number,
    PODate: row.po_date,
    WONumber: row.wo_number,
    POKey: Number(row.po_key),
  }));
}

interface SearchRow {
  customer_id: string;
  po_number: string;
  po_date: string;
  wo_number: string | null;
  po_key: string;
}

/** The search SQL on its own, for searchOrders and for EXPLAIN in the bench. */
export function searchQuery(text: string): RawBuilder<SearchRow> {
  const escaped = escapeLike(text);
  // WO numbers are digits: other text cannot match them, so those branches are left out.
  const isDigits = /^\d+$/.test(text);
  // "Contains" on PO numbers needs 3 letters or digits in a row: the trigrams pg_trgm can
  // look up. Without them ("%%%", "#!?", "a-1") the index narrows nothing and the branch
  // would read every PO, so such text matches PO numbers as a prefix only (customer names
  // and ids, a small table, are still searched for it anywhere).
  const hasTrigram = /[\p{L}\p{N}]{3}/u.test(text);
  const starts = sql`lower(${`${escaped}%`})`;
  const contains = sql`lower(${`%${escaped}%`})`;
  const poNumber = sql`lower(po.po_number)`;
  const woNumber = sql`(w.wo_number::text)`;
  const customerId = sql`lower(c.customer_id)`;
  const customerName = sql`lower(c.name)`;
  // Each branch has the LIMIT too: PostgreSQL then plans it for its first rows (index scans,
  // nested loops) rather than for reading every match, which it would never do.
  const limit = sql.lit(SEARCH_LIMIT);
  const columns = sql`po.customer_id, po.po_number, po.po_date, w.wo_number, po.po_key`;
  // Every WO made for one of the PO's lines; a single null row when there is none.
  // `offset 0` keeps it a per-PO index lookup: flattened into the outer query, PostgreSQL
  // may hash-join every PO line with every WO before the LIMIT can stop it (1.9 s at 1M).
  const posWos = sql`left join lateral (
      select w.wo_number from po_line l join work_order w on w.po_line_id = l.po_line_id
      where l.po_key = po.po_key offset 0
    ) w on true`;
  const woNot = (pattern: RawBuilder<unknown>) => sql`(w.wo_number is null or ${woNumber} not like ${pattern})`;

  const branches = [
    sql`select ${columns} from purchase_order po ${posWos}
      where ${poNumber} like ${starts}`,
    isDigits &&
      sql`select ${columns} from work_order w
        join po_line l on l.po_line_id = w.po_line_id
        join purchase_order po on po.po_key = l.po_key
        where ${woNumber} like ${starts} and ${poNumber} not like ${starts}`,
    sql`select ${columns} from customer c
      join purchase_order po on po.customer_id = c.customer_id ${posWos}
      where (${customerId} like ${starts} or ${customerName} like ${starts})
        and ${poNumber} not like ${starts} and ${woNot(starts)}`,
    hasTrigram &&
      sql`select ${columns} from purchase_order po
        join customer c on c.customer_id = po.customer_id ${posWos}
        where ${poNumber} like ${contains} and ${poNumber} not like ${starts}
          and ${woNot(starts)} and ${customerId} not like ${starts} and ${customerName} not like ${starts}`,
    isDigits &&
      sql`select ${columns} from work_order w
        join po_line l on l.po_line_id = w.po_line_id
        join purchase_order po on po.po_key = l.po_key
        join customer c on c.customer_id = po.customer_id
        where ${woNumber} like ${contains} and ${woNumber} not like ${starts} and ${poNumber} not like ${contains}
          and ${customerId} not like ${starts} and ${customerName} not like ${starts}
          -- Checked once, before any scan: only a longer WO number can contain the text.
          and ${text.length} < (select length(max(wo_number)::text) from work_order)`,
    // The customer table is small: a scan without trigrams is still quick.
    sql`select ${columns} from customer c
      join purchase_order po on po.customer_id = c.customer_id ${posWos}
      where (${customerId} like ${contains} or ${customerName} like ${contains})
        and ${customerId} not like ${starts} and ${customerName} not like ${starts}
        and ${poNumber} not like ${contains} and ${woNot(contains)}`,
  ].filter((branch): branch is RawBuilder<unknown> => branch !== false);

  return sql<SearchRow>`select * from (
    ${sql.join(
      branches.map((branch) => sql`(${branch} limit ${limit})`),
      sql` union all `,
    )}
  ) found limit ${limit}`;
}
