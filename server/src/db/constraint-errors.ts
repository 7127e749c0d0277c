import { HttpError } from "../errors.js";

/** What to tell the caller when a named constraint refuses a write. */
export interface ConstraintAnswer {
  status: 400 | 409;
  field: string;
  message: string;
}

interface DatabaseError {
  code?: string;
  constraint?: string;
}

const UNIQUE = "23505";
const FOREIGN_KEY = "23503";
const CHECK = "23514";
const NOT_NULL = "23502";

/**
 * The database has the last word on keys and rules (docs/data-model.md); this turns its
 * refusal into the API's answer: 409 for a duplicate key, 400 for a broken reference or
 * rule, each naming the field. Anything unknown is rethrown (a 500).
 */
export function rethrowConstraint(error: unknown, answers: Record<string, ConstraintAnswer>): never {
  const { code, constraint } = (error ?? {}) as DatabaseError;
  const known = constraint ? answers[constraint] : undefined;
  if (known) throw new HttpError(known.status, known.message, { [known.field]: known.message });
  if (code === UNIQUE) throw new HttpError(409, "That record already exists.");
  if (code === FOREIGN_KEY || code === CHECK || code === NOT_NULL) {
    throw new HttpError(400, "The database refused a value of this record.", { _: `Refused by ${constraint ?? "a rule"}.` });
  }
  throw error;
}
