import { z } from "zod";
import { activeFilters } from "./statuses.js";
import { DATE_MESSAGE, TEXT_MESSAGE, decimalIssue, isCalendarDate, isMultilineText, isPlainText } from "./rules.js";

/**
 * Field rules of the API, read by the server (validation at the edge) and by the app's forms,
 * so both refuse the same things with the same words. Messages are written for the person at
 * the form: the screen shows them beside the field.
 */

export { DATE_MESSAGE, TEXT_MESSAGE, decimalIssue, isCalendarDate, isMultilineText, isPlainText } from "./rules.js";

/** A string of one line (not trimmed). The base of every text field, key and query text. */
export const plainText = (message = "Must be text.") => z.string({ error: message }).refine(isPlainText, { error: TEXT_MESSAGE });

/** Optional free text: trimmed; blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string({ error: "Must be text." })
    .trim()
    .max(max, { error: `At most ${max} characters.` })
    .refine(isPlainText, { error: TEXT_MESSAGE })
    .nullish()
    .transform((value) => value || null);

/** Required text: trimmed, not blank. */
export const requiredText = (max: number, label = "This") =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `At most ${max} characters.` })
    .refine(isPlainText, { error: TEXT_MESSAGE });

/** Long text kept as typed (line breaks and all), never null: a record's notes. */
export const longText = z
  .string({ error: "Must be text." })
  .max(4000, { error: "At most 4000 characters." })
  .refine(isMultilineText, { error: TEXT_MESSAGE })
  .nullish()
  .transform((value) => value ?? "");

/** As longText, trimmed at the ends: an order's notes. */
export const notes = longText.transform((value) => value.trim());

export const optionalEmail = z
  .string({ error: "Must be text." })
  .trim()
  .max(200, { error: "At most 200 characters." })
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || z.email().safeParse(value).success, { error: "Enter an email address like name@example.com." });

/** A required calendar date `YYYY-MM-DD`; blank is "required", not "not a real date". */
export const calendarDate = (label: string) =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD).` })
    .trim()
    .min(1, { error: `${label} is required.`, abort: true })
    .refine(isCalendarDate, { error: DATE_MESSAGE });

/** A calendar date `YYYY-MM-DD`, or null (blank is null). */
export const optionalDate = z
  .string({ error: "Enter a date as YYYY-MM-DD." })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isCalendarDate(value), { error: DATE_MESSAGE });

/** An optional `YYYY-MM-DD` list filter (blank: no filter). */
export const dateFilter = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || isCalendarDate(value), { error: DATE_MESSAGE });

/** A whole number from `min` up to PostgreSQL's integer maximum. */
export const wholeNumber = (min: number, message = `Enter a whole number of ${min} or more.`) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(2_147_483_647, { error: "Too large." });

/**
 * A decimal ≥ 0 for a `numeric(precision, places)` column, as a string or a number: at most
 * `places` decimals (more is refused, never rounded) and `precision − places` digits before
 * the point. Passed on as text, so nothing is rounded on the way.
 */
export const decimal = (precision: number, places: number, noun = "a number") =>
  z.union([z.string(), z.number()], { error: `Enter ${noun} like ${(12.5).toFixed(places)}.` }).transform((value, context) => {
    const text = typeof value === "number" ? String(value) : value.trim();
    const message = decimalIssue(text, precision, places, noun);
    if (message === null) return text;
    context.addIssue({ code: "custom", message });
    return z.NEVER;
  });

/** Money (numeric(12, places)) as a decimal string; numbers are accepted too. */
export const money = (places: number) => decimal(12, places, "an amount");

export const version = z
  .number({ error: "Version is required: send the Version you read." })
  .int({ error: "Version must be a whole number." })
  .positive({ error: "Version must be a whole number." });

/** The `active` list filter: true, false or all (the default). */
export const activeFilter = z
  .enum(activeFilters, { error: "Use true, false or all." })
  .default("all")
  .transform((value) => (value === "all" ? undefined : value === "true"));

/** The list filter `late=true` (`false` or nothing: no filter). */
export const lateFilter = z
  .enum(["true", "false"], { error: "Use late=true, or leave it out." })
  .optional()
  .transform((value) => value === "true");

/** Optional query text of at most `max` characters (blank: left out), upper-cased when asked. */
export const queryText = (max: number, { upperCase = false, message = `At most ${max} characters.` } = {}) =>
  plainText()
    .trim()
    .max(max, { error: message })
    .transform((value) => (upperCase ? value.toUpperCase() : value))
    .optional()
    .transform((value) => value || undefined);

/** A key in the path (a customer id, a supplier name, a PO number…): one line of text. */
export const pathKey = plainText().min(1).max(200, { error: "At most 200 characters." });

// Answers.

/** A decimal in an answer: always `places` decimals. */
export const decimalText = (places: number, { signed = false } = {}) =>
  z.string().regex(new RegExp(`^${signed ? "-?" : ""}\\d+\\.\\d{${places}}$`));

/** A calendar date in an answer. */
export const dateText = z.iso.date();

/** A moment in an answer that the server already holds as ISO 8601 text (read from JSON in SQL). */
export const timestampText = z.iso.datetime({ offset: true });

/**
 * A moment in an answer: an ISO 8601 string on the wire, a Date inside the server (encoded
 * on the way out; the app reads `z.input` types, so it sees the string).
 */
export const timestamp = z.codec(timestampText, z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** What every versioned record answers with: the Version to send back, and when it was made and last changed. */
export const recordStamps = { Version: z.number().int(), CreatedAt: timestamp, UpdatedAt: timestamp };

/** Bigint keys (POKey, WO numbers) travel as digits when they are WO numbers. */
export const digits = z.string().regex(/^\d+$/);
