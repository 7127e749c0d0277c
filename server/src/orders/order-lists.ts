import { type AliasedRawBuilder, type Expression, type Kysely, type SelectQueryBuilder, sql } from "kysely";
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
export async function orderListPage<Row, T>(
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
export function pageOfKeys<DB, TB extends keyof DB>(
  matches: SelectQueryBuilder<DB, TB, { key: string; sort_value: unknown }>,
  direction: "asc" | "desc",
  { limit, offset, fence }: PageAt,
): AliasedRawBuilder<{ key: string }, "page"> {
  const fenced = fence ? matches.offset(0) : matches;
  const order = sql.raw(direction);
  return sql<{ key: string }>`(select m.key from ${fenced.as("m")}
    order by m.sort_value ${order}, m.key ${order} limit ${limit} offset ${offset})`.as("page");
}
