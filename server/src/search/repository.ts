import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import { SEARCH_LIMIT, type SearchResult } from "@shopdesk/contract";
import { containsText, escapeLike, folded, foldedPattern } from "../db/like.js";
import { isContainsSearch } from "../db/lists.js";

export { SEARCH_LIMIT, type SearchResult };

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
 * the substring scans. Each `lower(...)` matches an index of migration 0003 exactly, and the
 * customer name's `folded(...)` one of 0015 (names are matched without accents); the patterns
 * are lowered (and folded) by the database too, so both sides always agree.
 * WOs made for stock (no PO line) are not suggested: a suggestion opens /po/{POKey}.
 */
export async function searchOrders(db: Kysely<Schema>, text: string): Promise<SearchResult[]> {
  // Repeatable read: the longest WO number read first is the one the search then sees.
  const { rows } = await db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const { rows: settings } = await searchSettings().execute(trx);
      return searchQuery(text, settings[0]?.wo_digits ?? 0).execute(trx);
    });
  return rows.map((row) => ({
    CustomerId: row.customer_id,
    PONumber: row.po_number,
    PODate: row.po_date,
    WONumber: row.wo_number,
    POKey: Number(row.po_key),
  }));
}

/**
 * Run before searchQuery in the same transaction. For this query only: no parallel workers
 * (starting them costs more than the whole search, and a parallel Append would no longer
 * return the branches in order) and no JIT compilation (its cost estimate sees six branches,
 * not the LIMIT that stops them). Also reads the digits of the longest WO number.
 * `seqScans: false` also turns sequential scans off, for queries whose every branch is built
 * on an index (the palette's, palette.ts).
 */
export function searchSettings({ seqScans = true } = {}): RawBuilder<{ wo_digits: number }> {
  const noSeqScans = seqScans ? sql`` : sql`set_config('enable_seqscan', 'off', true),`;
  return sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true), ${noSeqScans}
    (select coalesce(length(max(wo_number)::text), 0) from work_order) as wo_digits`;
}

interface SearchRow {
  customer_id: string;
  po_number: string;
  po_date: string;
  wo_number: string | null;
  po_key: string;
}

/**
 * The numbers one digit longer than `digits` that end in them: a·10^L + digits for a = 1…9
 * (WO numbers have no leading zero). When the longest WO number has L+1 digits, these are
 * the only ones "WO number contains" can find, and nine primary-key lookups replace a
 * trigram scan that, for an exact 6-digit WO number among 1M, read long posting lists of
 * common digit trigrams to find nothing (~30 ms on PGlite).
 */
export function woNumbersEndingIn(digits: string): string[] {
  return Array.from({ length: 9 }, (_, a) => `${a + 1}${digits}`).filter((n) => BigInt(n) < 2n ** 63n);
}

/**
 * The search SQL on its own, for searchOrders and for EXPLAIN in the bench. `woDigits`:
 * the digits of the longest WO number (searchSettings), read in the same snapshot.
 */
export function searchQuery(text: string, woDigits: number): RawBuilder<SearchRow> {
  const escaped = escapeLike(text);
  // WO numbers are digits: other text cannot match them, so those branches are left out.
  const isDigits = /^\d+$/.test(text);
  // "Contains" needs 3 letters or digits in a row: the trigrams pg_trgm can look up. Without
  // them ("%%%", "#!?", "a-1") the index narrows nothing and the branch would read every PO
  // (or customer), so such text matches as a prefix only, as the lists' `q` does.
  const hasTrigram = isContainsSearch(text);
  const starts = sql`lower(${`${escaped}%`})`;
  const contains = sql`lower(${`%${escaped}%`})`;
  // Names are matched without accents, codes and numbers as typed (migration 0015).
  const nameStarts = foldedPattern(text, "", "%");
  const nameContains = foldedPattern(text, "%", "%");
  const poNumber = sql`lower(po.po_number)`;
  const woNumber = sql`(w.wo_number::text)`;
  const customerId = sql`lower(c.customer_id)`;
  const customerName = folded(sql`c.name`);
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
  // The POs (and WOs) of the customers that match `where`, less those `except` leaves out.
  // The customers are planned for all their rows: under the LIMIT, PostgreSQL expects to meet
  // 20 rows after reading a few customers and scans all 2,000 in order (lowering each up to
  // four times) when few match. Each customer's POs have a LIMIT of their own, so they are
  // read in index order as needed: a parameterized bitmap scan, planned for the average 500
  // POs a customer, built the whole bitmap of a customer with 34,000 first (~20 ms).
  const customersPos = (where: RawBuilder<unknown>, except: RawBuilder<unknown>) =>
    sql`select po.* from (select c.customer_id from customer c where ${where} offset 0) c
      cross join lateral (
        select ${columns} from purchase_order po ${posWos}
        where po.customer_id = c.customer_id and ${except} limit ${limit}
      ) po`;
  const woNot = (pattern: RawBuilder<unknown>) => sql`(w.wo_number is null or ${woNumber} not like ${pattern})`;

  const branches = [
    sql`select ${columns} from purchase_order po ${posWos}
      where ${poNumber} like ${starts}`,
    // In the prefix index's order: unordered, a common prefix ("100": 11k of 1M) was planned as
    // a sequential scan expected to meet 20 matches early, and read 900k WOs first (70 ms).
    isDigits &&
      sql`select ${columns} from work_order w
        join po_line l on l.po_line_id = w.po_line_id
        join purchase_order po on po.po_key = l.po_key
        where ${woNumber} like ${starts} and ${poNumber} not like ${starts}
        order by ${woNumber} using ~<~`,
    customersPos(
      sql`${customerId} like ${starts} or ${customerName} like ${nameStarts}`,
      sql`${poNumber} not like ${starts} and ${woNot(starts)}`,
    ),
    hasTrigram &&
      sql`select ${columns} from purchase_order po
        join customer c on c.customer_id = po.customer_id ${posWos}
        where ${containsText(poNumber, text)} and ${poNumber} not like ${starts}
          and ${woNot(starts)} and ${customerId} not like ${starts} and ${customerName} not like ${nameStarts}`,
    // WO number contains, for digits only: only a longer WO number can contain them.
    // Repeatable read (searchOrders) makes woDigits the longest WO number of this snapshot.
    isDigits &&
      text.length < woDigits &&
      sql`select ${columns} from work_order w
        join po_line l on l.po_line_id = w.po_line_id
        join purchase_order po on po.po_key = l.po_key
        join customer c on c.customer_id = po.customer_id
        where ${text.length + 1 === woDigits ? sql`w.wo_number = any(${woNumbersEndingIn(text)}::bigint[])` : sql`${woNumber} like ${contains}`}
          and ${woNumber} not like ${starts} and ${poNumber} not like ${contains}
          and ${customerId} not like ${starts} and ${customerName} not like ${nameStarts}`,
    // Only with a trigram to look up, as everywhere else: without one this read every
    // customer (`%%%` 56 ms at 50k customers, 1.5 ms at 2,000). The whole text is looked up, not
    // containsText's last five characters: customers' posting lists are short, while the end
    // of a name is often a common word ("Wqx Corp" by "corp": 7,200 of 50k names checked, 16 ms).
    hasTrigram &&
      customersPos(
        sql`(${customerId} like ${contains} or ${customerName} like ${nameContains})
          and ${customerId} not like ${starts} and ${customerName} not like ${nameStarts}`,
        sql`${poNumber} not like ${contains} and ${woNot(contains)}`,
      ),
  ].filter((branch): branch is RawBuilder<unknown> => branch !== false);

  return sql<SearchRow>`select * from (
    ${sql.join(
      branches.map((branch) => sql`(${branch} limit ${limit})`),
      sql` union all `,
    )}
  ) found limit ${limit}`;
}
