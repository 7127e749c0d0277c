import { errorBodySchema } from "@shopdesk/contract";
import type { z } from "zod";

/** An answer that is not JSON (a CSV download): its media type and schema. */
interface ContentAnswer {
  description: string;
  content: Record<string, { schema: z.core.$ZodType }>;
}
type Own = Record<number, z.core.$ZodType | ContentAnswer>;

type Refusal = 404 | 409 | 413 | 415 | 429;
type Answers<S> = S & Record<400 | 401 | 500, typeof errorBodySchema> & Partial<Record<Refusal, typeof errorBodySchema>>;

/**
 * A route's `response` schemas: its own answers, the refusals every /api route can give
 * (400 bad input, 401 no token, 500), and the ones named. Writes also name 413 and 415.
 */
export function answers<const S extends Own>(own: S, ...refusals: Refusal[]): Answers<S> {
  const shared = Object.fromEntries([400, 401, 500, ...refusals].map((status) => [status, errorBodySchema]));
  return { ...shared, ...own } as unknown as Answers<S>;
}

/** The refusals of a write: bad input, a body too large or not JSON, plus the ones named. */
export const writeAnswers = <const S extends Own>(own: S, ...refusals: Refusal[]) =>
  answers(own, 413, 415, ...refusals);
