import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import type { PartSortField, PartSummary } from "@shopdesk/contract";
import {
  COUNT_LIMIT,
  type ListPage,
  type Paging,
  type Sort,
  cappedCount,
  isContainsSearch,
  listPage,
} from "../db/lists.js";
import { type Pattern, folded, foldedPattern, loweredPattern } from "../db/like.js";

export interface PartListQuery extends Paging {
  q?: string | undefined;
  partNumber?: string | undefined;
  revision?: string | undefined;
  description?: string | undefined;
  customerId?: string | undefined;
  active?: boolean | undefined;
  sort: Sort<PartSortField>;
  /** The customer's parts screen lists current revisions before superseded ones. */
  currentFirst?: boolean;
}

type Condition = RawBuilder<SqlBool>;
type TextColumn = "PartNumber" | "Description";

/**
 * A searched column: `key` is what "starts with" compares and `lowered` what "contains" does,
 * each the expression of an index, and `pattern` makes the text what they hold. A part number
 * is a code: its `key` is its sort key (migration 0007: byte order of the lower-cased text, so
 * "starts with" is one range of the sort index), `lowered` the expression of its trigram index
 * (0005). A description is matched without accents on both (0015's indexes on `folded`).
 */
interface SearchedColumn {
  key: RawBuilder<string>;
  lowered: RawBuilder<string>;
  pattern: Pattern;
}
const columns: Record<TextColumn, SearchedColumn> = {
  PartNumber: {
    key: sql`(lower(p.part_number) collate "C")`,
    lowered: sql`lower(p.part_number)`,
    pattern: loweredPattern,
  },
  Description: { key: folded(sql`p.description`), lowered: folded(sql`p.description`), pattern: foldedPattern },
};
/** The distinct description sort keys (migration 0011), matched without accents (0015). */
const descriptionKeys: SearchedColumn = {
  key: folded(sql`d.key`),
  lowered: folded(sql`d.key`),
  pattern: foldedPattern,
};
/** The description's sort key: 0007's index, and the key of the part_description table. */
const descriptionSortKey = sql<string>`(lower(p.description) collate "C")`;
const sortColumns: Record<PartSortField, RawBuilder<string>> = {
  PartNumber: columns.PartNumber.key,
  Description: descriptionSortKey,
  CustomerId: sql`p.customer_id`,
};

const startsWith = (column: SearchedColumn, text: string): Condition =>
  sql<SqlBool>`${column.key} like ${column.pattern(text, "", "%")}`;
const containsText = (column: SearchedColumn, text: string): Condition =>
  sql<SqlBool>`${column.lowered} like ${column.pattern(text, "%", "%")}`;
const not = (condition: Condition): Condition => sql<SqlBool>`not ${condition}`;
const and = (conditions: readonly Condition[]): Condition =>
  conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;

/** `text` against one column, as `q` matches everywhere (lists.ts, matchesText). */
const matches = (column: SearchedColumn, text: string): Condition =>
  isContainsSearch(text) ? containsText(column, text) : startsWith(column, text);

/**
 * One branch of the page query: conditions on the part row, and the texts its description
 * must match (kept apart: they may be matched on the description keys, `viaKeys`).
 */
interface Piece {
  conditions: Condition[];
  descriptions: string[];
  /** A part-number "contains" on the part-number sort: its matches are sorted, not walked to (lists.ts, sortKey). */
  isSorted: boolean;
}

function commonFilters(query: PartListQuery): Condition[] {
  const conditions: Condition[] = [];
  if (query.customerId) conditions.push(sql<SqlBool>`p.customer_id = ${query.customerId}`);
  if (query.active !== undefined) conditions.push(sql<SqlBool>`p.active = ${query.active}`);
  if (query.revision) conditions.push(sql<SqlBool>`p.revision = ${query.revision}`);
  if (query.partNumber) conditions.push(startsWith(columns.PartNumber, query.partNumber));
  return conditions;
}

/**
 * The filters as branches of a UNION ALL that no row satisfies twice, so each can use its own
 * index: `q` is "the part number matches" or "the description matches and the part number
 * does not" (an OR of two columns can use neither index in order).
 */
function branches(query: PartListQuery): Piece[] {
  const common = commonFilters(query);
  const descriptions = query.description ? [query.description] : [];
  if (!query.q) return [{ conditions: common, descriptions, isSorted: false }];
  const partNumber = matches(columns.PartNumber, query.q);
  return [
    {
      conditions: [...common, partNumber],
      descriptions,
      isSorted: isContainsSearch(query.q) && query.sort.field === "PartNumber",
    },
    { conditions: [...common, not(partNumber)], descriptions: [...descriptions, query.q], isSorted: false },
  ];
}

/**
 * Whether a branch's description filter is matched on the description keys (migration
 * 0011): `(lower(description) collate "C") = any(<the matching distinct keys>)`, an index
 * condition on 0007's description sort index, which then returns the keys' parts already in
 * (key, part number, revision) order: the Description sort reads the page's rows and stops.
 * On the part table a "contains" comes from the trigram index in no order, so every match was
 * fetched and sorted (a common word in the bench data: 2–4 keys, 19k–38k of 500k parts,
 * 25–65 ms); walking the sort index to the matches instead reads most of it, as they sit
 * together in that order. A "starts with" too: matched without accents (0015), its matches
 * are no longer one range of the sort index ("ec" finds "Écrou", which sorts after "z"). The
 * count looks the keys' parts up too (`countedRows`). Not with a customer or part-number
 * filter: those narrow the parts to a few, cheaper to fetch and sort than the keys' parts are
 * to walk.
 */
const viaKeys = (query: PartListQuery, piece: Piece) =>
  !query.customerId && !query.partNumber && !query.currentFirst && piece.descriptions.length > 0;

/** Where a branch's description matches, on the part (p) or on the description keys (d). */
const descriptionMatches = (piece: Piece, column: SearchedColumn) =>
  piece.descriptions.map((text) => matches(column, text));

/** A branch's conditions, its description matched on the part or on the description keys. */
function conditionsOf(piece: Piece, onKeys: boolean): Condition[] {
  if (!onKeys) return [...piece.conditions, ...descriptionMatches(piece, columns.Description)];
  const keys = sql`select d.key from part_description d where ${and(descriptionMatches(piece, descriptionKeys))}`;
  return [...piece.conditions, sql<SqlBool>`${descriptionSortKey} = any(array(${keys}))`];
}

/**
 * A branch's matches, for the count. On the keys, each key's parts are looked up on their own
 * (a nested loop, stopped at the cap): with the keys as one array PostgreSQL cannot know how
 * many there are, guessed that most parts match, and scanned the table (10–13 ms, against
 * 1–3 ms).
 */
function countedRows(query: PartListQuery, piece: Piece) {
  if (!viaKeys(query, piece)) return sql`select 1 from part p where ${and(conditionsOf(piece, false))}`;
  return sql`select 1 from part_description d
    cross join lateral (select 1 from part p where ${descriptionSortKey} = d.key and ${and(piece.conditions)}
      limit ${sql.lit(COUNT_LIMIT + 1)}) p
    where ${and(descriptionMatches(piece, descriptionKeys))}`;
}

interface PartRow {
  part_number: string;
  revision: string;
  description: string;
  customer_id: string;
  customer_name: string;
  active: boolean;
  is_superseded: boolean;
}

export async function listParts(db: Kysely<Schema>, query: PartListQuery): Promise<ListPage<PartSummary>> {
  const direction = sql.raw(query.sort.descending ? "desc" : "asc");
  const sortColumn = sortColumns[query.sort.field];
  // The order of a branch (on part p) and of the merged rows (columns named as selected).
  const orderBy = (sortKey: RawBuilder<unknown>, at: string) =>
    sql.join([
      ...(query.currentFirst ? [at === "p." ? sql`p.superseded_by is not null` : sql.raw(`${at}is_superseded`)] : []),
      sql`${sortKey} ${direction}`,
      sql`${sql.raw(`${at}part_number`)} ${direction}`,
      sql`${sql.raw(`${at}revision`)} ${direction}`,
    ]);
  /** A branch's rows in list order. */
  const select = (piece: Piece) => {
    const onKeys = query.sort.field === "Description" && viaKeys(query, piece);
    // A description filter on the sorted column: its matches are sorted, not walked to; on the
    // keys they come from the sort index in order (viaKeys).
    const isSorted = piece.isSorted || (query.sort.field === "Description" && !onKeys && piece.descriptions.length > 0);
    // `|| ''` hides the sort from the sort index (lists.ts, sortKey).
    return sql`select p.part_number, p.revision, p.description, p.customer_id, p.active,
        p.superseded_by is not null as is_superseded, ${sortColumn} as sort_key
      from part p where ${and(conditionsOf(piece, onKeys))}
      order by ${orderBy(isSorted ? sql`(${sortColumn} || '')` : sortColumn, "p.")}`;
  };
  const pieces = branches(query);

  return listPage(
    query,
    async (limit, offset) => {
      // Each branch stops at the end of the page; the page is taken from their merge.
      const matched =
        pieces.length === 1
          ? sql`${select(pieces[0]!)} limit ${limit} offset ${offset}`
          : sql`select * from (${sql.join(
              pieces.map((piece) => sql`(${select(piece)} limit ${limit + offset})`),
              sql` union all `,
            )}) b order by ${orderBy(sql`b.sort_key`, "b.")} limit ${limit} offset ${offset}`;
      // The customer's name is looked up for the page's rows only.
      const { rows } = await sql<PartRow>`select m.*, c.name as customer_name from (${matched}) m
        join customer c on c.customer_id = m.customer_id
        order by ${orderBy(sql`m.sort_key`, "m.")}`.execute(db);
      return rows;
    },
    // The branches match no row twice: counting each (until the cap) counts the matches.
    async () => {
      const rows = sql.join(
        pieces.map((piece) => sql`(${countedRows(query, piece)})`),
        sql` union all `,
      );
      return (await cappedCount(rows).execute(db)).rows[0]!;
    },
    (row) => ({
      PartNumber: row.part_number,
      Revision: row.revision,
      Description: row.description,
      CustomerId: row.customer_id,
      CustomerName: row.customer_name,
      Active: row.active,
      IsSuperseded: row.is_superseded,
    }),
  );
}
