import type { Kysely, Transaction } from "kysely";
import { ConflictError, DomainError, InvalidError } from "../errors.js";
import type { Schema } from "./schema.js";

/** What to tell the caller when a named constraint refuses a write. */
export interface ConstraintAnswer {
  /** A duplicate key is a conflict; a broken reference or rule, bad input. */
  kind: "invalid" | "conflict";
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
 * refusal into a domain error: a conflict for a duplicate key, invalid input for a broken
 * reference or rule, each naming the field. Anything unknown is rethrown (a 500).
 */
export function rethrowConstraint(error: unknown, answers: Record<string, ConstraintAnswer>): never {
  const { code, constraint } = (error ?? {}) as DatabaseError;
  const known = constraint ? answers[constraint] : undefined;
  if (known) {
    const fields = { [known.field]: known.message };
    throw known.kind === "conflict"
      ? new ConflictError(known.message, fields)
      : new InvalidError(known.message, fields);
  }
  if (code === UNIQUE) throw new ConflictError("That record already exists.");
  if (code === FOREIGN_KEY || code === CHECK || code === NOT_NULL) {
    throw new InvalidError("The database refused a value of this record.", {
      _: `Refused by ${constraint ?? "a rule"}.`,
    });
  }
  throw error;
}

/**
 * A write in one transaction: a domain error `work` throws passes as it is, and a named
 * constraint it breaks becomes the domain error `answers` gives (rethrowConstraint).
 */
export async function writeTransaction<T>(
  db: Kysely<Schema>,
  answers: Record<string, ConstraintAnswer>,
  work: (trx: Transaction<Schema>) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    rethrowConstraint(error, answers);
  }
}
