import type { ListPage } from "@shopdesk/contract";

/** One page of a list answer: `{ Items, Total, TotalIsExact, Page, PageSize }` (docs/api.md, "Lists"). */
export type { ListPage };

/**
 * What the pagination can say of a list page. The server counts up to 1,000 matches
 * (`TotalIsExact: false` past it); a page that comes back short shows where the list ends.
 */
export function listTotal(list: Pick<ListPage<unknown>, "Items" | "Total" | "TotalIsExact" | "Page" | "PageSize">): {
  total: number;
  isTotalExact: boolean;
} {
  if (list.TotalIsExact) return { total: list.Total, isTotalExact: true };
  const seen = (list.Page - 1) * list.PageSize + list.Items.length;
  if (list.Items.length > 0 && list.Items.length < list.PageSize) return { total: seen, isTotalExact: true };
  return { total: Math.max(list.Total, seen), isTotalExact: false };
}

type QueryValue = string | number | boolean | null | undefined;

/** Query parameters with values; empty ones (undefined, null, "") are left out; a list repeats its name. */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** `?a=1&b=x&b=y` from the non-empty parameters, or "" when there are none. */
export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, values] of Object.entries(params)) {
    for (const value of typeof values === "object" && values !== null ? values : [values]) {
      if (value === undefined || value === null || value === "") continue;
      search.append(name, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** True when SWR `key` is one of `domain`'s keys (and of `kind`, when given). */
export function isDomainKey(key: unknown, domain: string, kind?: string): boolean {
  return Array.isArray(key) && key[0] === domain && (kind === undefined || key[1] === kind);
}
