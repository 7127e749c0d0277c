import { z } from "zod/mini";
import { queryNumber, queryText } from "./fields.js";

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

/** A whole number in the query string (digits), from `min` to `max`, `fallback` when left out; one message for every fault. */
const wholeQueryNumber = (min: number, max: number, fallback: number, message: string, tooLarge = message) =>
  z._default(
    queryNumber(
      z
        .number({ error: message })
        .check(z.int({ error: message }), z.gte(min, { error: message }), z.lte(max, { error: tooLarge })),
    ),
    fallback,
  );

const pageNumber = wholeQueryNumber(1, 100_000, 1, "Page must be a whole number from 1.", "Page is too large.");

/** `pageSize` 1–`max`, 25 when left out. */
export const pageSizeQuery = (max: number) =>
  wholeQueryNumber(1, max, DEFAULT_PAGE_SIZE, `Page size must be 1 to ${max}.`);

/** `limit` 1–`max`, `fallback` when left out. */
export const limitQuery = (max: number, fallback: number) =>
  wholeQueryNumber(1, max, fallback, `Limit must be 1 to ${max}.`);

/** `sort`: a field from `sortFields`, `-` in front for descending. */
export function sortQuery<F extends string>(sortFields: readonly [F, ...F[]], defaultSort: F | `-${F}`): SortQuery<F> {
  const sorts = new Set<string>(sortFields);
  return z.pipe(
    queryText(60),
    z.transform(
      // `sortFields` lists them for the OpenAPI document (json-schema.ts).
      Object.assign(
        (value: string | undefined, context: z.core.ParsePayload): Sort<F> => {
          const text = value || defaultSort;
          const field = text.replace(/^[-+]/, "");
          if (!sorts.has(field)) {
            context.issues.push({
              code: "custom",
              input: value,
              message: `Sort by one of ${sortFields.join(", ")} (with - in front for descending).`,
            });
            return z.NEVER;
          }
          return { field: field as F, descending: text.startsWith("-") };
        },
        { sortFields },
      ),
    ),
  ) as unknown as SortQuery<F>;
}

/** `sortQuery`'s type: optional text naming a field (what a caller sends), read as a `Sort`. */
type SortQuery<F extends string> = z.ZodMiniPipe<
  z.ZodMiniOptional<z.ZodMiniType<F | `-${F}`, F | `-${F}`>>,
  z.ZodMiniType<Sort<F>, F | `-${F}`>
>;

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
export function listPage<T extends z.ZodMiniType>(item: T) {
  return z.object({
    Items: z.array(item),
    /** Matches, counted up to COUNT_LIMIT; when there are more, COUNT_LIMIT and TotalIsExact false. */
    Total: z.int().check(z.gte(0)),
    TotalIsExact: z.boolean(),
    Page: z.int().check(z.gte(1)),
    PageSize: z.int().check(z.gte(1)),
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
