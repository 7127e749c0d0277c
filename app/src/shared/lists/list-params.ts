import type { SortDirection } from "@shopdesk/design-system";

/**
 * A list screen's URL state: text filters and choice filters (each with its default, which
 * is left out of the URL), `sort` (a field, `-` in front for descending) and `page`.
 */
export type ListParamSpec<F extends Record<string, string>, S extends string = string> = {
  defaults: F;
  /** Allowed values of the choice filters; anything else in the URL falls back to the default. */
  choices?: { [K in keyof F]?: readonly string[] };
  /** Fields the list can sort by, and the default sort. */
  sortFields: readonly S[];
  defaultSort: SortText<S>;
};

/** A sort as the URL and the API write it: a field, `-` in front for descending. */
export type SortText<S extends string> = S | `-${S}`;

export type ListParams<F extends Record<string, string>, S extends string = string> = F & {
  sort: SortText<S>;
  page: number;
};

/** Reads the list's state from the query string, falling back to defaults for missing or bad values. */
export function parseListParams<F extends Record<string, string>, S extends string>(
  search: URLSearchParams,
  spec: ListParamSpec<F, S>,
): ListParams<F, S> {
  const filters = {} as Record<string, string>;
  for (const [name, fallback] of Object.entries(spec.defaults)) {
    const value = search.get(name);
    const allowed = spec.choices?.[name];
    filters[name] = value === null || (allowed && !allowed.includes(value)) ? fallback : value;
  }
  const sort = search.get("sort") ?? "";
  const page = Number(search.get("page") ?? "1");
  return {
    ...(filters as F),
    sort: (spec.sortFields as readonly string[]).includes(parseSort(sort).field)
      ? (sort as SortText<S>)
      : spec.defaultSort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * Writes the list's state into `search` (other parameters are kept): defaults and empty text
 * are removed so the plain URL means the default list.
 */
export function writeListParams<F extends Record<string, string>, S extends string>(
  search: URLSearchParams,
  params: ListParams<F, S>,
  spec: ListParamSpec<F, S>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [name, fallback] of Object.entries(spec.defaults)) {
    const value = (params as Record<string, string>)[name]?.trim() ?? "";
    if (value === fallback || value === "") next.delete(name);
    else next.set(name, value);
  }
  if (params.sort === spec.defaultSort) next.delete("sort");
  else next.set("sort", params.sort);
  if (params.page <= 1) next.delete("page");
  else next.set("page", String(params.page));
  return next;
}

export type Sort = { field: string; direction: Exclude<SortDirection, "none"> };

/** `"-Name"` → Name descending; `"Name"` → ascending. */
export function parseSort(sort: string): Sort {
  return sort.startsWith("-")
    ? { field: sort.slice(1), direction: "descending" }
    : { field: sort, direction: "ascending" };
}

export function formatSort({ field, direction }: Sort): string {
  return direction === "descending" ? `-${field}` : field;
}

/** How the list is sorted by `field` now, for a column header's `aria-sort`. */
export function sortDirectionOf(sort: string, field: string): SortDirection {
  const parsed = parseSort(sort);
  return parsed.field === field ? parsed.direction : "none";
}
