import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import {
  type CustomerSearchResult,
  PALETTE_LIMIT,
  type PartSearchResult,
  type SupplierSearchResult,
  type WorkOrderSearchResult,
} from "@shopdesk/contract";
import { escapeLike, folded, foldedPattern } from "../db/like.js";
import { isContainsSearch } from "../db/lists.js";
import { searchSettings, woNumbersEndingIn } from "./repository.js";

/**
 * The command palette's record groups (docs/api.md, "Search"; docs/performance.md,
 * "Search"): customers, parts, suppliers and WOs, each its own query, as the global search
 * is built (repository.ts): branches in rank order under one LIMIT, each with a LIMIT of its
 * own so PostgreSQL plans it for its first rows, each leaving out what earlier ones found, so
 * no row repeats. PostgreSQL runs them in order and stops once PALETTE_LIMIT rows are out: a
 * common prefix never pays for the "contains" scans, nor active matches for inactive ones.
 *
 * Ranks: the exact key (whether active or not: it names the one record asked for), then the
 * active records that start with the text, then the active ones that contain it (only for
 * text with three letters or digits in a row, the trigrams an index can look up, as the
 * lists' `q`), then the same two for inactive records. "Starts with" branches come from a
 * b-tree in order; a "contains" branch takes its first matches from a trigram index, in no
 * order, and shows them sorted.
 */

const limit = sql.lit(PALETTE_LIMIT);

/**
 * The text as the branches compare it, lowered by the database (as the indexes are): for codes
 * and numbers as typed, and for names and descriptions (`names`) without accents, as migration
 * 0015's indexes hold them (like.ts, `folded`).
 */
function patterns(text: string) {
  const escaped = escapeLike(text);
  return {
    exact: sql`lower(${text})`,
    starts: sql`lower(${`${escaped}%`})`,
    anywhere: sql`lower(${`%${escaped}%`})`,
    names: {
      exact: folded(sql`${text}::text`),
      starts: foldedPattern(text, "", "%"),
      anywhere: foldedPattern(text, "%", "%"),
    },
    hasTrigram: isContainsSearch(text),
  };
}

type Branch = RawBuilder<unknown> | false;

/** The branches that apply, in rank order, under one LIMIT (see above). */
function inRankOrder(branches: Branch[]): RawBuilder<unknown> {
  const kept = branches.filter((branch): branch is RawBuilder<unknown> => branch !== false);
  return sql`select * from (${sql.join(
    kept.map((branch) => sql`(${branch} limit ${limit})`),
    sql` union all `,
  )}) found limit ${limit}`;
}

/**
 * A "contains" branch: its first matches, as the trigram index finds them, shown sorted.
 *
 * Each such branch selects the keys of its matches in a subquery of their own (`offset 0`)
 * joined back to their rows by primary key. Joined, the subquery is planned for all its rows,
 * which only the trigram index serves well, and is then read only as far as needed. A branch
 * planned for its first 8 rows, as a plain one under a LIMIT is, walked the table or an index
 * in order instead, filtering, on a guess that matches are common: all 20,000 suppliers for a
 * long name (12.7 ms), 18,700 for `titanium` (12.1 ms), against 0.3–0.4 ms by the trigram index.
 */
const sorted = (branch: RawBuilder<unknown>, orderBy: RawBuilder<unknown>) =>
  sql`select * from (${branch} limit ${limit}) matched order by ${orderBy}`;

/** Active records first, then inactive ones: the branches of `tiers` for each. */
const activeThenInactive = (tiers: (active: RawBuilder<unknown>) => Branch[], column: string) => [
  ...tiers(sql.raw(column)),
  ...tiers(sql.raw(`not ${column}`)),
];

/**
 * The settings of a palette query's transaction: the global search's (no parallel workers, no
 * JIT: repository.ts, searchSettings) and no sequential scans. Every branch here is built on
 * an index whose cost is bounded by its matches; a sequential scan under a LIMIT is chosen
 * only on a guess that matches are common, and a wrong guess read the whole table: 20,000
 * suppliers for a long name (the trigram scan was priced by its 24 trigrams: 12.7 ms against
 * 0.3), 22,700 of 500,000 parts for `2-346` (8.6 ms against 1.0).
 */
export const paletteSettings = () => searchSettings({ seqScans: false });

/** Runs a palette query with paletteSettings, in one snapshot with the longest WO number it reads. */
async function run<Row>(db: Kysely<Schema>, query: (woDigits: number) => RawBuilder<Row>): Promise<Row[]> {
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const { rows: settings } = await paletteSettings().execute(trx);
      return (await query(settings[0]?.wo_digits ?? 0).execute(trx)).rows;
    });
}

// Customers.

interface CustomerRow {
  customer_id: string;
  name: string;
  active: boolean;
}

/**
 * Customers by id (the key: exact, then starts with) and name (starts with), then either
 * containing the text. Indexes: the primary key, and 0003's `text_pattern_ops` b-trees and
 * trigram GINs on `lower(customer_id)` and (rebuilt by 0015) on the name without accents;
 * `order by … using ~<~` is the b-trees' own order, so a prefix is one range read in order.
 */
export function customersQuery(text: string): RawBuilder<CustomerRow> {
  const { exact, starts, anywhere, names, hasTrigram } = patterns(text);
  const id = sql`lower(c.customer_id)`;
  const name = folded(sql`c.name`);
  const columns = sql`c.customer_id, c.name, c.active`;
  const tiers = (active: RawBuilder<unknown>): Branch[] => [
    sql`select ${columns} from customer c where ${active} and ${id} like ${starts} and ${id} <> ${exact}
      order by ${id} using ~<~`,
    sql`select ${columns} from customer c where ${active} and ${name} like ${names.starts} and ${id} not like ${starts}
      order by ${name} using ~<~`,
    hasTrigram &&
      sorted(
        sql`select ${columns} from (
            select c.customer_id from customer c where ${active} and (${id} like ${anywhere} or ${name} like ${names.anywhere})
              and ${id} not like ${starts} and ${name} not like ${names.starts} offset 0
          ) k join customer c on c.customer_id = k.customer_id`,
        sql`${folded(sql`matched.name`)} using ~<~, matched.customer_id`,
      ),
  ];
  return sql<CustomerRow>`${inRankOrder([
    // Ids are 2–12 of A–Z, 0–9 and "-": other text cannot be one.
    /^[A-Za-z0-9-]{2,12}$/.test(text) && sql`select ${columns} from customer c where c.customer_id = upper(${text})`,
    ...activeThenInactive(tiers, "c.active"),
  ])}`;
}

export async function searchCustomers(db: Kysely<Schema>, text: string): Promise<CustomerSearchResult[]> {
  const rows = await run(db, () => customersQuery(text));
  return rows.map((row) => ({ CustomerId: row.customer_id, Name: row.name, Active: row.active }));
}

// Parts.

interface PartRow {
  part_number: string;
  revision: string;
  description: string;
  customer_id: string;
  is_superseded: boolean;
  active: boolean;
}

/** "7731-204 B" or "7731-204/B": a part number and one of its revisions. */
function numberAndRevision(text: string): { partNumber: string; revision: string } | null {
  const match = /^(.+?)\s*[\s/]\s*([A-Za-z0-9-]{1,4})$/.exec(text);
  return match ? { partNumber: match[1]!, revision: match[2]!.toUpperCase() } : null;
}

/**
 * Part revisions by part number (the key: exact, with or without a revision, then starts
 * with), description (starts with), then part number or description containing the text.
 * A number prefix is a range of 0007's sort index on `lower(part_number) collate "C"`, read in
 * (number, revision) order. Descriptions are matched without accents: on the distinct
 * descriptions first (0011's `part_description`, a small table, with 0015's prefix and
 * trigram indexes on its keys without accents), then each one's parts in order from 0007's
 * description sort index: on the part table a common word's trigrams are posting lists of
 * 20k–100k of the 500k parts, and a prefix without accents is no range of the sort index.
 */
export function partsQuery(text: string): RawBuilder<PartRow> {
  const { exact, starts, anywhere, names, hasTrigram } = patterns(text);
  const numberKey = sql`(lower(p.part_number) collate "C")`;
  const descriptionKey = sql`(lower(p.description) collate "C")`;
  const description = folded(sql`p.description`);
  const key = folded(sql`d.key`);
  const columns = sql`p.part_number, p.revision, p.description, p.customer_id, p.superseded_by is not null as is_superseded, p.active`;
  const inOrder = sql`${numberKey}, p.part_number, p.revision`;
  const withRevision = numberAndRevision(text);
  const revisionMatch =
    withRevision &&
    sql`(lower(p.part_number) = lower(${withRevision.partNumber}) and p.revision = ${withRevision.revision})`;
  // The exact revision asked for (found first) is left out of every later branch.
  const notRevision = revisionMatch ? sql`and not ${revisionMatch}` : sql``;
  // Each matching description's parts, in order: `keys` are read first (`offset 0`).
  const partsOf = (keys: RawBuilder<unknown>, active: RawBuilder<unknown>, except: RawBuilder<unknown>) =>
    sql`select p.* from (${keys} offset 0) d cross join lateral (
        select ${columns} from part p where ${descriptionKey} = d.key and ${active} and ${except} ${notRevision}
        order by p.part_number, p.revision limit ${limit}
      ) p`;
  const byDescription = sql`${folded(sql`matched.description`)} using ~<~, matched.description, matched.part_number, matched.revision`;
  const tiers = (active: RawBuilder<unknown>): Branch[] => [
    sql`select ${columns} from part p where ${active} and ${numberKey} like ${starts} and lower(p.part_number) <> ${exact} ${notRevision}
      order by ${inOrder}`,
    // In the order of the keys' prefix index; the first 8 are sorted again to be sure of it.
    sorted(
      partsOf(
        sql`select d.key from part_description d where ${key} like ${names.starts} order by ${key} using ~<~`,
        active,
        sql`${numberKey} not like ${starts}`,
      ),
      byDescription,
    ),
    hasTrigram &&
      sorted(
        sql`select ${columns} from (
            select p.part_id from part p where ${active} and lower(p.part_number) like ${anywhere}
              and ${numberKey} not like ${starts} and ${description} not like ${names.starts} ${notRevision} offset 0
          ) k join part p on p.part_id = k.part_id`,
        sql`lower(matched.part_number) collate "C", matched.part_number, matched.revision`,
      ),
    hasTrigram &&
      sorted(
        partsOf(
          sql`select d.key from part_description d where ${key} like ${names.anywhere} and ${key} not like ${names.starts}`,
          active,
          sql`${numberKey} not like ${anywhere}`,
        ),
        byDescription,
      ),
  ];
  return sql<PartRow>`${inRankOrder([
    sql`select ${columns} from part p where lower(p.part_number) = ${exact} ${revisionMatch ? sql`or ${revisionMatch}` : sql``}
      order by p.active desc, p.superseded_by is not null, p.part_number, p.revision`,
    ...activeThenInactive(tiers, "p.active"),
  ])}`;
}

export async function searchParts(db: Kysely<Schema>, text: string): Promise<PartSearchResult[]> {
  const rows = await run(db, () => partsQuery(text));
  return rows.map((row) => ({
    PartNumber: row.part_number,
    Revision: row.revision,
    Description: row.description,
    CustomerId: row.customer_id,
    IsSuperseded: row.is_superseded,
    Active: row.active,
  }));
}

// Suppliers.

interface SupplierRow {
  supplier_name: string;
  services: string[];
  approval_status: SupplierSearchResult["ApprovalStatus"];
  is_expired: boolean;
  active: boolean;
}

/**
 * Suppliers by name without accents: exact, starts with, contains (0005's `text_pattern_ops`
 * b-tree, which also serves `=`, and trigram GIN, both rebuilt by 0015 on that expression).
 */
export function suppliersQuery(text: string): RawBuilder<SupplierRow> {
  const { names, hasTrigram } = patterns(text);
  const { exact, starts, anywhere } = names;
  const name = folded(sql`s.supplier_name`);
  const columns = sql`s.supplier_name, s.services, s.approval_status,
    coalesce(s.certificate_expires < current_date, false) as is_expired, s.active`;
  const tiers = (active: RawBuilder<unknown>): Branch[] => [
    sql`select ${columns} from supplier s where ${active} and ${name} like ${starts} and ${name} <> ${exact}
      order by ${name} using ~<~`,
    hasTrigram &&
      sorted(
        sql`select ${columns} from (
            select s.supplier_id from supplier s where ${active} and ${name} like ${anywhere} and ${name} not like ${starts} offset 0
          ) k join supplier s on s.supplier_id = k.supplier_id`,
        sql`${folded(sql`matched.supplier_name`)} using ~<~`,
      ),
  ];
  return sql<SupplierRow>`${inRankOrder([
    sql`select ${columns} from supplier s where ${name} = ${exact}`,
    ...activeThenInactive(tiers, "s.active"),
  ])}`;
}

export async function searchSuppliers(db: Kysely<Schema>, text: string): Promise<SupplierSearchResult[]> {
  const rows = await run(db, () => suppliersQuery(text));
  return rows.map((row) => ({
    SupplierName: row.supplier_name,
    Services: row.services,
    ApprovalStatus: row.approval_status,
    IsApprovalExpired: row.is_expired,
    Active: row.active,
  }));
}

// Work orders.

interface WorkOrderRow {
  wo_number: string;
  part_number: string;
  revision: string;
  status: WorkOrderSearchResult["Status"];
  due_date: string;
  customer_id: string | null;
  po_key: string | null;
}

/**
 * WOs by WO number (digits only: exact, starts with, contains), then by part number (exact,
 * newest WO first; starts with; contains). WOs have no Active flag: every WO ranks alike.
 *
 * WO numbers use 0003's b-tree and trigram GIN on `wo_number::text`, with the global search's
 * nine key lookups when the text is one digit shorter than the longest WO number
 * (repository.ts, woNumbersEndingIn). Part numbers use 0008's sort index on the WO's own copy
 * of its part number, `lower(part_number) collate "C"`, then WO number; "contains" looks the
 * part numbers up in the part table's trigram index (500k rows, where the WOs have none) and
 * each part's WOs by `work_order_part_idx`. The page's parts and PO lines are joined last,
 * for its 8 rows only, in rank order (`found_order`).
 */
export function workOrdersQuery(text: string, woDigits: number): RawBuilder<WorkOrderRow> {
  const { exact, starts, anywhere, hasTrigram } = patterns(text);
  const number = sql`(w.wo_number::text)`;
  const partKey = sql`(lower(w.part_number) collate "C")`;
  const columns = sql`w.wo_number, w.part_number, w.part_id, w.status, w.due_date, w.customer_id, w.po_line_id`;
  // Up to 18 digits: always a bigint.
  const isNumber = /^\d{1,18}$/.test(text);
  // A WO found by its number is left out of the part-number branches.
  const notByNumber = isNumber ? sql`and ${number} not like ${anywhere} and w.wo_number <> ${text}::bigint` : sql``;
  const branches: Branch[] = [
    isNumber && sql`select ${columns} from work_order w where w.wo_number = ${text}::bigint`,
    isNumber &&
      sorted(
        sql`select ${columns} from work_order w where ${number} like ${starts} and w.wo_number <> ${text}::bigint
          order by ${number} using ~<~`,
        sql`matched.wo_number`,
      ),
    // Only a longer WO number can contain the text.
    isNumber &&
      text.length < woDigits &&
      sorted(
        sql`select ${columns} from (
            select w.wo_number from work_order w
            where ${text.length + 1 === woDigits ? sql`w.wo_number = any(${woNumbersEndingIn(text)}::bigint[])` : sql`${number} like ${anywhere}`}
              and ${number} not like ${starts} offset 0
          ) k join work_order w on w.wo_number = k.wo_number`,
        sql`matched.wo_number`,
      ),
    sql`select ${columns} from work_order w where ${partKey} = ${exact} ${notByNumber} order by w.wo_number desc`,
    sql`select ${columns} from work_order w where ${partKey} like ${starts} and ${partKey} <> ${exact} ${notByNumber}
      order by ${partKey}, w.wo_number`,
    hasTrigram &&
      sorted(
        sql`select ${columns} from (
            select p.part_id from part p where lower(p.part_number) like ${anywhere} and lower(p.part_number) not like ${starts} offset 0
          ) p join work_order w on w.part_id = p.part_id
          where true ${notByNumber}`,
        sql`lower(matched.part_number) collate "C", matched.wo_number`,
      ),
  ];
  return sql<WorkOrderRow>`select r.wo_number::text as wo_number, r.part_number, p.revision, r.status, r.due_date, r.customer_id, l.po_key
    from (select found.*, row_number() over () as found_order from (${inRankOrder(branches)}) found) r
    join part p on p.part_id = r.part_id
    left join po_line l on l.po_line_id = r.po_line_id
    order by r.found_order`;
}

export async function searchWorkOrders(db: Kysely<Schema>, text: string): Promise<WorkOrderSearchResult[]> {
  const rows = await run(db, (woDigits) => workOrdersQuery(text, woDigits));
  return rows.map((row) => ({
    WONumber: row.wo_number,
    PartNumber: row.part_number,
    Revision: row.revision,
    Status: row.status,
    DueDate: row.due_date,
    CustomerId: row.customer_id,
    POKey: row.po_key === null ? null : Number(row.po_key),
  }));
}
