import {
  type AliasedRawBuilder,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from "kysely";
import type { Schema } from "../db/schema.js";
import { COUNT_LIMIT, type ListPage, type Paging, listPage } from "../db/lists.js";

/**
 * Up to this many matches, a text search's page is read fenced (below): taking 10,000
 * matches from the search's index and sorting them costs a few milliseconds.
 */
export const FENCE_LIMIT = 10_000;

/** How many rows `matches` has, counting no further than `limit + 1`. */
const countUpTo = (matches: Expression<unknown>, limit: number) =>
  sql<{ n: string }>`select count(*) as n from (${matches} limit ${sql.lit(limit + 1)}) matches`;

/** The PO and WO lists' query: paging, sort order and the filters both lists have. */
export interface OrderListQuery extends Paging {
  sort: { descending: boolean };
  status?: string | undefined;
  customerId?: string | undefined;
  /** The list's date (a PO's date, a WO's due date) from and to, both included. */
  from?: string | undefined;
  to?: string | undefined;
  late?: boolean | undefined;
  q?: string | undefined;
}

/** One order list (POs, WOs): where its filters look, its key and sort, and how a page's rows are read. */
export interface OrderList<DB, TB extends keyof DB, PageDB, PageTB extends keyof PageDB, Row, T> {
  /** The list's table under its alias (`purchase_order as po`). */
  from: SelectQueryBuilder<DB, TB, object>;
  /** The table's columns, as `alias.column`: its key (the list's last sort) and the filtered ones. */
  columns: { key: string; status: string; customerId: string; date: string };
  isLate: Expression<SqlBool>;
  matches: (q: string) => Expression<SqlBool>;
  /** The sort order's column; the key breaks ties. */
  sort: RawBuilder<unknown>;
  /** The page's rows joined to its keys (`pageOfKeys`), unsorted. */
  readPage: (page: AliasedRawBuilder<{ key: string }, "page">) => SelectQueryBuilder<PageDB, PageTB, Row>;
  toItem: (row: Row) => T;
}

/** A page of the PO or WO list, filtered, sorted and counted the same way for both. */
export function listOrders<DB, TB extends keyof DB, PageDB, PageTB extends keyof PageDB, Row, T>(
  db: Kysely<Schema>,
  query: OrderListQuery,
  list: OrderList<DB, TB, PageDB, PageTB, Row, T>,
): Promise<ListPage<T>> {
  const { columns } = list;
  const conditions = [
    query.status && sql<SqlBool>`${sql.ref(columns.status)} = ${query.status}`,
    query.customerId && sql<SqlBool>`${sql.ref(columns.customerId)} = ${query.customerId}`,
    query.from && sql<SqlBool>`${sql.ref(columns.date)} >= ${query.from}`,
    query.to && sql<SqlBool>`${sql.ref(columns.date)} <= ${query.to}`,
    query.late && list.isLate,
    query.q && list.matches(query.q),
  ];
  let filtered = list.from;
  for (const condition of conditions) if (condition) filtered = filtered.where(condition);
  const direction = query.sort.descending ? "desc" : "asc";
  const key = sql.ref<string>(columns.key);
  return orderListPage(
    db,
    query,
    filtered.select(sql`1`.as("one")),
    (at) =>
      list
        .readPage(pageOfKeys(filtered.select([key.as("key"), list.sort.as("sort_value")]), direction, at))
        .orderBy(list.sort, direction)
        .orderBy(key, direction)
        .execute(),
    list.toItem,
  );
}

/**
 * A page of the PO or WO list. `filtered` selects the filtered rows (any column: they are
 * counted, up to a limit); `rows(at)` reads the page's keys in the list's order
 * (`pageOfKeys`), then the rest of those rows.
 *
 * A text search counts first (up to FENCE_LIMIT). With no more matches than that, the page
 * is read with `fence`: the matches are taken whole from the search's own index (behind an
 * `offset 0`, which PostgreSQL does not see through) and sorted, rather than found by walking
 * the sort index. PO numbers follow each customer's own style and WO numbers follow their
 * dates, so a search's matches sit together somewhere along most sort orders, and the walk
 * read 160k index entries before reaching them (`q=CE` sorted by customer: 110–180 ms).
 * With more matches than that, they are common enough for the walk to find a page soon.
 * The other filters (status, customer, dates, late) have an index in each sort order
 * (migration 0008) and are never fenced.
 */
async function orderListPage<Row, T>(
  db: Kysely<Schema>,
  paging: Paging & { q?: string | undefined },
  filtered: Expression<unknown>,
  rows: (at: PageAt) => Promise<Row[]>,
  toItem: (row: Row) => T,
): Promise<ListPage<T>> {
  const count = async (upTo: number) => Number((await countUpTo(filtered, upTo).execute(db)).rows[0]!.n);
  if (!paging.q)
    return listPage(
      paging,
      (limit, offset) => rows({ limit, offset, fence: false }),
      async () => ({ n: await count(COUNT_LIMIT) }),
      toItem,
    );
  const matches = await count(FENCE_LIMIT);
  const fence = matches <= FENCE_LIMIT;
  return listPage(
    paging,
    (limit, offset) => rows({ limit, offset, fence }),
    async () => ({ n: matches }),
    toItem,
  );
}

/** Where a page sits in a list: `orderListPage`'s `rows` arguments. */
export interface PageAt {
  limit: number;
  offset: number;
  fence: boolean;
}

/**
 * The page's keys in the list's order, as the subquery `page` with one column, `key`: read
 * from a sort index alone (or, fenced, from the search's index) before the page's other
 * columns are joined to them, so only the page's rows are ever read whole. `matches` selects
 * each filtered row's `key` and `sort_value`.
 */
function pageOfKeys<DB, TB extends keyof DB, O>(
  matches: SelectQueryBuilder<DB, TB, O>,
  direction: "asc" | "desc",
  { limit, offset, fence }: PageAt,
): AliasedRawBuilder<{ key: string }, "page"> {
  const fenced = fence ? matches.offset(0) : matches;
  const order = sql.raw(direction);
  return sql<{ key: string }>`(select m.key from ${fenced.as("m")}
    order by m.sort_value ${order}, m.key ${order} limit ${limit} offset ${offset})`.as("page");
}
