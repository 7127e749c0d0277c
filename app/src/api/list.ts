/** One page of a list answer: `{ Items, Total, Page, PageSize }` (docs/api.md, "Lists"). */
export type ListPage<T> = { Items: T[]; Total: number; Page: number; PageSize: number };

/** Query parameters with values; empty ones (undefined, null, "") are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** `?a=1&b=x` from the non-empty parameters, or "" when there are none. */
export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** True when SWR `key` is one of `domain`'s keys (and of `kind`, when given). */
export function isDomainKey(key: unknown, domain: string, kind?: string): boolean {
  return Array.isArray(key) && key[0] === domain && (kind === undefined || key[1] === kind);
}
