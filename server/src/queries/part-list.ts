import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import type { PartSortField, PartSummary } from "../routes/parts.schemas.js";
import { type ListPage, type Paging, type Sort, cappedCount, isContainsSearch, listPage } from "./lists.js";
import { escapeLike } from "./like.js";

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
 * A searched column: `key` is its sort key (migration 0007: byte order of the lower-cased
 * text, so "starts with" is one range of the sort index); `lowered` is the expression of its
 * trigram index (0005), which "contains" needs. LIKE gives the same answer on either.
 */
const columns: Record<TextColumn, { key: RawBuilder<string>; lowered: RawBuilder<string> }> = {
  PartNumber: { key: sql`(lower(p.part_number) collate "C")`, lowered: sql`lower(p.part_number)` },
  Description: { key: sql`(lower(p.description) collate "C")`, lowered: sql`lower(p.description)` },
};
const sortColumns: Record<PartSortField, RawBuilder<string>> = {
  PartNumber: columns.PartNumber.key,
  Description: columns.Description.key,
  CustomerId: sql`p.customer_id`,
};

const startsWith = (column: TextColumn, text: string): Condition =>
  sql<SqlBool>`${columns[column].key} like lower(${`${escapeLike(text)}%`})`;
const containsText = (column: TextColumn, text: string): Condition =>
  sql<SqlBool>`${columns[column].lowered} like lower(${`%${escapeLike(text)}%`})`;
const not = (condition: Condition): Condition => sql<SqlBool>`not ${condition}`;
const and = (conditions: readonly Condition[]): Condition =>
  conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
const or = (conditions: readonly Condition[]): Condition => sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;

/** `text` against one column, as `q` matches everywhere (lists.ts, matchesText). */
const matches = (column: TextColumn, text: string): Condition =>
  isContainsSearch(text) ? containsText(column, text) : startsWith(column, text);

/** Conditions of one branch of the page query, and whether its matches are sorted rather than read in order. */
interface Piece {
  conditions: Condition[];
  isSorted: boolean;
}

/**
 * A text filter. On the sorted column "starts with" is a range of the sort index, read in
 * order and stopped at the page's end; "contains" matches may all sit far along that index,
 * so they are fetched and sorted instead (lists.ts, sortKey).
 */
function matchPiece(column: TextColumn, text: string, sortField: PartSortField): Piece {
  return { conditions: [matches(column, text)], isSorted: isContainsSearch(text) && column === sortField };
}

function commonFilters(query: PartListQuery): Condition[] {
  const conditions: Condition[] = [];
  if (query.customerId) conditions.push(sql<SqlBool>`p.customer_id = ${query.customerId}`);
  if (query.active !== undefined) conditions.push(sql<SqlBool>`p.active = ${query.active}`);
  if (query.revision) conditions.push(sql<SqlBool>`p.revision = ${query.revision}`);
  if (query.partNumber) conditions.push(startsWith("PartNumber", query.partNumber));
  return conditions;
}

/**
 * The filters as branches of a UNION ALL that no row satisfies twice, so each can use its own
 * index: `q` is "the part number matches" or "the description matches and the part number
 * does not" (an OR of two columns can use neither index in order).
 */
function branches(query: PartListQuery): Piece[] {
  const common = commonFilters(query);
  let isSorted = false;
  if (query.description) {
    const description = matchPiece("Description", query.description, query.sort.field);
    common.push(...description.conditions);
    isSorted = description.isSorted;
  }
  if (!query.q) return [{ conditions: common, isSorted }];
  const partNumber = matchPiece("PartNumber", query.q, query.sort.field);
  const description = matchPiece("Description", query.q, query.sort.field);
  return [
    { conditions: [...common, ...partNumber.conditions], isSorted: isSorted || partNumber.isSorted },
    {
      conditions: [...common, ...description.conditions, not(matches("PartNumber", query.q))],
      isSorted: isSorted || description.isSorted,
    },
  ];
}

/** Every filter as one condition, for the count. */
function allFilters(query: PartListQuery): Condition {
  const conditions = commonFilters(query);
  if (query.description) conditions.push(matches("Description", query.description));
  if (query.q) conditions.push(or([matches("PartNumber", query.q), matches("Description", query.q)]));
  return and(conditions);
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
  // `|| ''` hides the sort from the sort index (lists.ts, sortKey).
  const select = ({ conditions, isSorted }: Piece) => sql`select p.part_number, p.revision, p.description, p.customer_id,
      p.active, p.superseded_by is not null as is_superseded, ${sortColumn} as sort_key
    from part p where ${and(conditions)}
    order by ${orderBy(isSorted ? sql`(${sortColumn} || '')` : sortColumn, "p.")}`;
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
    async () => (await cappedCount(sql`select 1 from part p where ${allFilters(query)}`).execute(db)).rows[0]!,
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
