import { DATE_PATTERN, decimalPattern, isCalendarDate, isMultilineText, isPlainText, multilineTextPattern, plainTextPattern } from "./rules.js";

/**
 * The field rules as JSON Schema keywords, for the OpenAPI document: a request the document
 * calls valid passes the same rule at the server (docs/api.md, "The OpenAPI document").
 * zod cannot say a refine or a transform in JSON Schema, so each rule says it here, beside
 * its check in rules.ts.
 */
export type JsonSchemaKeywords = Record<string, unknown>;

/** A real calendar day, `YYYY-MM-DD`: `format: date` checks the day exists, the pattern the years. */
export const dateKeywords: JsonSchemaKeywords = { format: "date", pattern: DATE_PATTERN };

/**
 * A decimal ≥ 0 for `numeric(precision, places)`, as decimal() takes it: a string of digits, or a
 * number. `pattern` applies to strings only and the bounds to numbers only, so both sit on one schema.
 */
export function decimalKeywords(precision: number, places: number): JsonSchemaKeywords {
  const step = 1 / 10 ** places;
  return { pattern: decimalPattern(precision, places), minimum: 0, maximum: Number((10 ** (precision - places) - step).toFixed(places)), multipleOf: step };
}

/**
 * The keywords of a refine check, found by its rule function (a check survives `.check()`, which
 * makes a new schema and so leaves zod metadata behind). `minLength`: the schema's, which the
 * server counts after trimming, so the pattern asks for that many characters besides spaces at the ends.
 */
export function ruleKeywords(rule: unknown, { minLength = 0 } = {}): JsonSchemaKeywords | undefined {
  if (rule === isPlainText) return { pattern: plainTextPattern(minLength) };
  if (rule === isMultilineText) return { pattern: multilineTextPattern(minLength) };
  if (rule === isCalendarDate) return dateKeywords;
  return undefined;
}
