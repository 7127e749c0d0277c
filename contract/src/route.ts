import type { z } from "zod/mini";
import { errorBodySchema } from "./errors.js";

/**
 * A route of the API as both ends see it (docs/api.md, "The route table"): its method, its path
 * (Fastify's form, `:name` for a parameter), the schemas of its path parameters, query and body,
 * and every answer it gives by status. The server registers the route from its entry and the app
 * calls it through its entry, so a path, a parameter or an answer that drifts fails `tsc`.
 * The words of the API reference (summary, description) live with the handler on the server:
 * the browser loads these entries and has no use for them.
 */
export interface Route {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: `/${string}`;
  /** Unique across the API; the OpenAPI document's operationId. */
  operationId: string;
  /** The OpenAPI document's section. */
  tag: string;
  params?: Schema;
  query?: Schema;
  /** A JSON body; `file` for a body that is the file itself, streamed, of any type (or `text/csv` only). */
  body?: Schema | FileBody;
  answers: Answers;
  /** Called without the bearer token (a single-use download link): the OpenAPI document's `security: []`. */
  isPublic?: boolean;
}

type Schema = z.core.$ZodType;

/** A request body that is a file, not JSON: the media types taken. */
export interface FileBody {
  file: readonly string[];
}

/** An answer that is not JSON (a CSV, a file, a stream of JSON lines): its media type and schema. */
export interface ContentAnswer {
  description: string;
  content: Record<string, { schema: Schema }>;
}

type Answers = Record<number, Schema | ContentAnswer>;

/** The refusals a route may name besides the ones every /api route can give (400, 401, 500). */
export type Refusal = 404 | 408 | 409 | 413 | 415 | 429 | 507;
type WithRefusals<S, F extends Refusal> = S & Record<400 | 401 | 500 | F, typeof errorBodySchema>;

/**
 * A route's answers: its own, the refusals every /api route can give (400 bad input, 401 no
 * token, 500), and the ones named.
 */
export function answers<const S extends Answers, const F extends Refusal[]>(
  own: S,
  ...refusals: F
): WithRefusals<S, F[number]> {
  const shared = Object.fromEntries([400, 401, 500, ...refusals].map((status) => [status, errorBodySchema]));
  return { ...shared, ...own } as WithRefusals<S, F[number]>;
}

/** The answers of a write: bad input, a body too large or not JSON, plus the ones named. */
export const writeAnswers = <const S extends Answers, const F extends Refusal[]>(own: S, ...refusals: F) =>
  answers(own, 413, 415, ...refusals);

/** `purchase-orders` or `a packing slip` as a part of an operationId: `PurchaseOrders`, `APackingSlip`. */
export const pascalCase = (words: string) =>
  words.replace(/(?:^|[-\s.]+)(\w)/g, (_, letter: string) => letter.toUpperCase());

/** Checks an entry's shape and keeps its literal types (the path, the schemas) for both ends. */
export const route = <const R extends Route>(entry: R): R => entry;

// What a caller sends and gets, read off an entry.

type SuccessStatus = 200 | 201 | 202 | 204;

/** The path parameters a call names (as typed into the path, before the server's checks). */
export type RouteParams<R extends Route> = R["params"] extends Schema ? z.input<R["params"]> : never;

/** The query a call may send. */
export type RouteQuery<R extends Route> = R["query"] extends Schema ? z.input<R["query"]> : never;

/** The JSON body a call sends. */
export type RouteBody<R extends Route> = R["body"] extends Schema ? z.input<R["body"]> : never;

/** The answer of a call that succeeds, as JSON (timestamps as ISO text); `undefined` for 204. */
export type RouteAnswer<R extends Route> = {
  [S in keyof R["answers"] & SuccessStatus]: S extends 204
    ? undefined
    : R["answers"][S] extends Schema
      ? z.input<R["answers"][S]>
      : never;
}[keyof R["answers"] & SuccessStatus];

/**
 * What a call of `R` names: `params` when its path has any, `query` when it reads one (required when it needs a
 * field, as the history's record), `body` when it takes JSON (left out when the route takes none, as a `…/link` route).
 */
export type RouteInput<R extends Route> = ([RouteParams<R>] extends [never] ? unknown : { params: RouteParams<R> }) &
  ([RouteQuery<R>] extends [never]
    ? unknown
    : Record<never, never> extends RouteQuery<R>
      ? { query?: RouteQuery<R> }
      : { query: RouteQuery<R> }) &
  ([RouteBody<R>] extends [never]
    ? unknown
    : undefined extends RouteBody<R>
      ? { body?: RouteBody<R> }
      : { body: RouteBody<R> });
