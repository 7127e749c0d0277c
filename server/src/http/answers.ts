import { errorBodySchema } from "@shopdesk/contract";
import type { z } from "zod";

/** An answer that is not JSON (a CSV download): its media type and schema. */
interface ContentAnswer {
  description: string;
  content: Record<string, { schema: z.core.$ZodType }>;
}
type Own = Record<number, z.core.$ZodType | ContentAnswer>;

type Refusal = 404 | 408 | 409 | 413 | 415 | 429 | 507;
type Answers<S> = S &
  Record<400 | 401 | 500, typeof errorBodySchema> &
  Partial<Record<Refusal, typeof errorBodySchema>>;

/**
 * A route's `response` schemas: its own answers, the refusals every /api route can give
 * (400 bad input, 401 no token, 500), and the ones named. Writes also name 413 and 415.
 */
export function answers<const S extends Own>(own: S, ...refusals: Refusal[]): Answers<S> {
  const shared = Object.fromEntries([400, 401, 500, ...refusals].map((status) => [status, errorBodySchema]));
  return { ...shared, ...own } as unknown as Answers<S>;
}

/** `purchase-orders` or `a packing slip` as a part of an operationId: `PurchaseOrders`, `APackingSlip`. */
export const pascalCase = (words: string) =>
  words.replace(/(?:^|[-\s.]+)(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The refusals of a write: bad input, a body too large or not JSON, plus the ones named. */
export const writeAnswers = <const S extends Own>(own: S, ...refusals: Refusal[]) =>
  answers(own, 413, 415, ...refusals);

/**
 * The refusals made before any route runs, so no route's `response` holds them, and the OpenAPI
 * document adds them to each operation they reach: Node's HTTP parser answers 408 (a request that
 * takes too long to arrive) and 431 (headers too large) to any request, the router 414 to a key in
 * the path over 1,000 characters.
 */
export const edgeStatuses = ({ hasPathKey }: { hasPathKey: boolean }): number[] =>
  hasPathKey ? [408, 414, 431] : [408, 431];

/** What each refusal means, for the document's answers (docs/api.md, "Errors"). */
export const statusMeanings: Record<number, string> = {
  200: "OK.",
  201: "Created.",
  204: "Received; no body.",
  400: "Bad input: `error.fields` names each bad field. Nothing was changed.",
  401: "No access token, or one that is not accepted.",
  404: "No such record.",
  408: "The request took too long to arrive.",
  409: "A conflict with the record's state: a duplicate key, a move its status does not allow, or a stale `Version` (then `error.current` holds the record as it is now).",
  413: "The body is too large.",
  414: "A key in the path is over 1,000 characters.",
  415: "The body's Content-Type is not one this operation reads.",
  429: "Too many requests: try again later.",
  431: "The request's headers are too large.",
  500: "A fault on the server (logged; never a stack trace).",
  507: "The server has no room to store the file; nothing was stored.",
};
