import { z } from "zod";
import { queryText } from "./fields.js";

/** The query of a route that reads none (other parameters are ignored). */
export const noQuery = z.object({});

/** A list's sort: a field from its allow-list, ascending or descending. */
export interface Sort<F extends string> {
  field: F;
  descending: boolean;
}

/** The page size lists answer with when none is asked for, and the most they take. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/**
 * Lists count matches up to this many: past it the answer says `Total: 1000,
 * TotalIsExact: false` and screens show "1,000+" (docs/api.md, "Lists").
 */
export const COUNT_LIMIT = 1000;

const pageNumber = z.coerce
  .number({ error: "Page must be a whole number from 1." })
  .int({ error: "Page must be a whole number from 1." })
  .min(1, { error: "Page must be a whole number from 1." })
  .max(100_000, { error: "Page is too large." })
  .default(1);

/** `pageSize` 1–`max`, 25 when left out. */
export const pageSizeQuery = (max: number) =>
  z.coerce
    .number({ error: `Page size must be 1 to ${max}.` })
    .int({ error: `Page size must be 1 to ${max}.` })
    .min(1, { error: `Page size must be 1 to ${max}.` })
    .max(max, { error: `Page size must be 1 to ${max}.` })
    .default(DEFAULT_PAGE_SIZE);

/** `sort`: a field from `sortFields`, `-` in front for descending. */
export function sortQuery<F extends string>(sortFields: readonly [F, ...F[]], defaultSort: F | `-${F}`) {
  const sorts = new Set<string>(sortFields);
  return queryText(60).transform((value, context): Sort<F> => {
    const text = value || defaultSort;
    const field = text.replace(/^[-+]/, "");
    if (!sorts.has(field)) {
      context.addIssue({ code: "custom", message: `Sort by one of ${sortFields.join(", ")} (with - in front for descending).` });
      return z.NEVER;
    }
    return { field: field as F, descending: text.startsWith("-") };
  });
}

/**
 * The query string every list takes (docs/api.md, "Lists"): q, sort (a field from the
 * list's allow-list, `-` in front for descending), page from 1, pageSize 1–100.
 */
export function listQuery<F extends string>(sortFields: readonly [F, ...F[]], defaultSort: F | `-${F}`) {
  return z.object({
    q: queryText(100, { message: "Search for at most 100 characters." }),
    sort: sortQuery(sortFields, defaultSort),
    page: pageNumber,
    pageSize: pageSizeQuery(MAX_PAGE_SIZE),
  });
}

/** The envelope of every list answer. */
export function listPage<T extends z.ZodType>(item: T) {
  return z.object({
    Items: z.array(item),
    /** Matches, counted up to COUNT_LIMIT; when there are more, COUNT_LIMIT and TotalIsExact false. */
    Total: z.number().int().min(0),
    TotalIsExact: z.boolean(),
    Page: z.number().int().min(1),
    PageSize: z.number().int().min(1),
  });
}

/** A page of a list as it travels (docs/api.md, "Lists"). */
export interface ListPage<T> {
  Items: T[];
  Total: number;
  TotalIsExact: boolean;
  Page: number;
  PageSize: number;
}
