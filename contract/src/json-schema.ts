import { z } from "zod/mini";
import { importQuery } from "./imports.js";
import {
  DATE_PATTERN,
  FILE_NAME_PATTERN,
  cleanFileName,
  decimalPattern,
  isCalendarDate,
  isMultilineText,
  isPlainText,
  multilineTextPattern,
  plainTextPattern,
} from "./rules.js";
import { batchQuery } from "./work-orders.js";

/**
 * The field rules as JSON Schema keywords, for the OpenAPI document: a request the document
 * calls valid passes the same rule at the server (docs/api.md, "The OpenAPI document"). zod
 * cannot say a refine or a transform in JSON Schema, so the server's document generation
 * (server/src/http/openapi.ts) asks here what each one means. Only the server imports this
 * module: the schemas the app loads carry no JSON Schema of their own.
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
 * The keywords of a refine check, found by its rule function. `minLength`: the schema's, which
 * the server counts after trimming, so the pattern asks for that many characters besides the
 * spaces at the ends.
 */
export function ruleKeywords(rule: unknown, { minLength = 0 } = {}): JsonSchemaKeywords | undefined {
  if (rule === isPlainText) return { pattern: plainTextPattern(minLength) };
  if (rule === isMultilineText) return { pattern: multilineTextPattern(minLength) };
  if (rule === isCalendarDate) return dateKeywords;
  return undefined;
}

/**
 * The keywords of what a transform takes: a file name cleanFileName keeps something of, a
 * decimal() (its transform names its column) or a sortQuery() (its transform lists the fields).
 */
export function transformKeywords(transform: unknown): JsonSchemaKeywords | undefined {
  if (transform === cleanFileName) return { minLength: 1, pattern: FILE_NAME_PATTERN };
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
    contentSchema: { type: "object", propertyNames: { maxLength: 40, pattern: plainTextPattern() }, additionalProperties: { type: "integer", minimum: 0, maximum: 999 } },
  });
}
