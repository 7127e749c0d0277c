import { z } from "zod/mini";
import { importQuery } from "./imports.js";
import { cleanFileName, isCalendarDate, isMultilineText, isPlainText } from "./rules.js";
import { batchQuery } from "./work-orders.js";

/**
 * The field rules as JSON Schema keywords, for the OpenAPI document: a request the document
 * calls valid passes the same rule at the server (docs/api.md, "The OpenAPI document"). zod
 * cannot say a refine or a transform in JSON Schema, so the server's document generation
 * (server/src/http/openapi.ts) asks here what each rule of rules.ts means. Only the server
 * imports this module, so the app's bundles carry none of it; server/src/http/openapi.test.ts
 * proves each pattern takes nothing its rule refuses. Patterns are read with the `u` flag, as
 * JSON Schema 2020-12 reads them.
 */
export type JsonSchemaKeywords = Record<string, unknown>;

// What isPlainText refuses: control characters (Cc is U+0000–U+001F and U+007F–U+009F, fixed
// for good) and, with the `u` flag, the UTF-16 halves that pair with nothing. Functions only in
// this module, so a bundle that reaches it by accident keeps nothing of it.
const control = () => "\\u0000-\\u001f\\u007f-\\u009f\\ud800-\\udfff";

/**
 * Text of one line (`any` a character class) or of many that keeps `minTrimmed` characters
 * once trimmed (required text is trimmed, then counted): two characters other than spaces at
 * least that far apart.
 */
function textPattern(any: string, minTrimmed: number): string {
  const visible = `[^${control()}\\s]`;
  if (minTrimmed <= 0) return `^${any}*$`;
  if (minTrimmed === 1) return `^${any}*${visible}${any}*$`;
  return `^${any}*${visible}${any}{${minTrimmed - 2},}${visible}${any}*$`;
}

/** isPlainText, and isMultilineText (tabs and line breaks too), as patterns. */
export const plainTextPattern = (minTrimmed = 0) => textPattern(`[^${control()}]`, minTrimmed);
export const multilineTextPattern = (minTrimmed = 0) => textPattern(`(?:[\\t\\n\\r]|[^${control()}])`, minTrimmed);

/** isCalendarDate's `YYYY-MM-DD` in years 0001–9999 (`format: date` checks the day exists). */
export const datePattern = () =>
  "^(?:000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])$";

/** A name cleanFileName keeps something of: after the last `/` or `\\`, a character other than a dot, a space or one it takes out. */
export const fileNamePattern = () =>
  `[^/\\\\.\\s${control()}\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2069\\ufeff][^/\\\\]*$`;

/** A decimal decimalIssue accepts (without the leading zeros it also takes). */
export const decimalPattern = (precision: number, places: number) =>
  `^\\d{1,${precision - places}}(?:\\.\\d{1,${places}})?$`;

/** A real calendar day, `YYYY-MM-DD`: `format: date` checks the day exists, the pattern the years. */
export const dateKeywords = (): JsonSchemaKeywords => ({ format: "date", pattern: datePattern() });

/**
 * A decimal ≥ 0 for `numeric(precision, places)`, as decimal() takes it: a string of digits, or a
 * number. `pattern` applies to strings only and the bounds to numbers only, so both sit on one schema.
 */
export function decimalKeywords(precision: number, places: number): JsonSchemaKeywords {
  const step = 1 / 10 ** places;
  return {
    pattern: decimalPattern(precision, places),
    minimum: 0,
    maximum: Number((10 ** (precision - places) - step).toFixed(places)),
    multipleOf: step,
  };
}

/**
 * The keywords of a refine check, found by its rule function. `minLength`: the schema's, which
 * the server counts after trimming, so the pattern asks for that many characters besides the
 * spaces at the ends.
 */
export function ruleKeywords(rule: unknown, { minLength = 0 } = {}): JsonSchemaKeywords | undefined {
  if (rule === isPlainText) return { pattern: plainTextPattern(minLength) };
  if (rule === isMultilineText) return { pattern: multilineTextPattern(minLength) };
  if (rule === isCalendarDate) return dateKeywords();
  return undefined;
}

/**
 * The keywords of what a transform takes: a file name cleanFileName keeps something of, a
 * decimal() (its transform names its column) or a sortQuery() (its transform lists the fields).
 */
export function transformKeywords(transform: unknown): JsonSchemaKeywords | undefined {
  if (transform === cleanFileName) return { minLength: 1, pattern: fileNamePattern() };
  const tagged = transform as { decimal?: [number, number]; sortFields?: readonly string[] } | undefined;
  if (tagged?.decimal) return decimalKeywords(...tagged.decimal);
  if (tagged?.sortFields) return { enum: tagged.sortFields.flatMap((field) => [field, `-${field}`]) };
  return undefined;
}

/**
 * The two request values whose rules are code that says nothing to JSON Schema, said here as
 * zod metadata (the document's JSON Schema takes it): the WOs to print, one WO number or 1 to
 * 500, none blank; an import's mapping, JSON text of an importMapping. Called by the server
 * before it builds the document.
 */
export function describeRequestSchemas(): void {
  const wo = plainTextPattern(1);
  z.globalRegistry.add(batchQuery.shape.wo, { minItems: 1, maxItems: 500, pattern: wo, items: { pattern: wo } });
  const mapping = importQuery.shape.mapping._zod.def.innerType;
  z.globalRegistry.add(mapping, {
    contentMediaType: "application/json",
    contentSchema: {
      type: "object",
      propertyNames: { maxLength: 40, pattern: plainTextPattern() },
      additionalProperties: { type: "integer", minimum: 0, maximum: 999 },
    },
  });
}
