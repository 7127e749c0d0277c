import { z } from "zod/mini";
import { activeFilters } from "./statuses.js";
import { DATE_MESSAGE, TEXT_MESSAGE, decimalIssue, isCalendarDate, isMultilineText, isPlainText } from "./rules.js";

/**
 * Field rules of the API, read by the server (validation at the edge) and by the app's forms,
 * so both refuse the same things with the same words. Messages are written for the person at
 * the form: the screen shows them beside the field.
 *
 * Written with zod/mini, whose checks are functions a bundler drops when unused: the forms
 * load these schemas, and zod's classic API would add 12 KB gzip to every form screen
 * (docs/performance.md, "The API contract's cost").
 */

export { DATE_MESSAGE, TEXT_MESSAGE, decimalIssue, isCalendarDate, isMultilineText, isPlainText } from "./rules.js";

/** `value || null`: blank optional text is "none". */
const blankToNull = <T>(value: T | null | undefined) => value || null;

/** A string of one line (not trimmed). The base of every text field, key and query text. */
export const plainText = (message = "Must be text.") =>
  z.string({ error: message }).check(z.refine(isPlainText, { error: TEXT_MESSAGE }));

/** Optional free text: trimmed; blank becomes null. */
export const optionalText = (max: number) =>
  z.pipe(
    z.nullish(
      z
        .string({ error: "Must be text." })
        .check(
          z.trim(),
          z.maxLength(max, { error: `At most ${max} characters.` }),
          z.refine(isPlainText, { error: TEXT_MESSAGE }),
        ),
    ),
    z.transform(blankToNull<string>),
  );

/** Required text: trimmed, not blank. */
export const requiredText = (max: number, label = "This") =>
  z
    .string({ error: `${label} is required.` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${label} is required.` }),
      z.maxLength(max, { error: `At most ${max} characters.` }),
      z.refine(isPlainText, { error: TEXT_MESSAGE }),
    );

/** Long text kept as typed (line breaks and all), never null: a record's notes. */
export const longText = z.pipe(
  z.nullish(
    z
      .string({ error: "Must be text." })
      .check(
        z.maxLength(4000, { error: "At most 4000 characters." }),
        z.refine(isMultilineText, { error: TEXT_MESSAGE }),
      ),
  ),
  z.transform((value: string | null | undefined) => value ?? ""),
);

/** As longText, trimmed at the ends: an order's notes. */
export const notes = z.pipe(
  longText,
  z.transform((value: string) => value.trim()),
);

export const optionalEmail = z.pipe(
  z.pipe(
    z.nullish(
      z.string({ error: "Must be text." }).check(z.trim(), z.maxLength(200, { error: "At most 200 characters." })),
    ),
    z.transform(blankToNull<string>),
  ),
  z.nullable(z.email({ error: "Enter an email address like name@example.com." })),
);

/** A required calendar date `YYYY-MM-DD`; blank is "required", not "not a real date". */
export const calendarDate = (label: string) =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD).` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${label} is required.`, abort: true }),
      z.refine(isCalendarDate, { error: DATE_MESSAGE }),
    );

/** A calendar date `YYYY-MM-DD`, or null (blank is null). */
export const optionalDate = z.pipe(
  z.pipe(
    z.nullish(z.string({ error: "Enter a date as YYYY-MM-DD." }).check(z.trim())),
    z.transform(blankToNull<string>),
  ),
  z.nullable(z.string().check(z.refine(isCalendarDate, { error: DATE_MESSAGE }))),
);

/** An optional `YYYY-MM-DD` list filter (blank: no filter). */
export const dateFilter = z.pipe(
  z.pipe(
    z.optional(z.string().check(z.trim())),
    z.transform((value: string | undefined) => value || undefined),
  ),
  z.optional(z.string().check(z.refine(isCalendarDate, { error: DATE_MESSAGE }))),
);

/** A whole number from `min` up to PostgreSQL's integer maximum. */
export const wholeNumber = (min: number, message = `Enter a whole number of ${min} or more.`) =>
  z
    .number({ error: message })
    .check(z.int({ error: message }), z.gte(min, { error: message }), z.lte(2_147_483_647, { error: "Too large." }));

/**
 * A decimal ≥ 0 for a `numeric(precision, places)` column, as a string or a number: at most
 * `places` decimals (more is refused, never rounded) and `precision − places` digits before
 * the point. Passed on as text, so nothing is rounded on the way.
 */
export const decimal = (precision: number, places: number, noun = "a number") =>
  z.pipe(
    z.union([z.string(), z.number()], { error: `Enter ${noun} like ${(12.5).toFixed(places)}.` }),
    z.transform(
      // `decimal` names the column, for the OpenAPI document (json-schema.ts).
      Object.assign(
        (value: string | number, context: z.core.ParsePayload) => {
          const text = typeof value === "number" ? String(value) : value.trim();
          const message = decimalIssue(text, precision, places, noun);
          if (message === null) return text;
          context.issues.push({ code: "custom", message, input: value });
          return z.NEVER;
        },
        { decimal: [precision, places] },
      ),
    ),
  );

/** Money (numeric(12, places)) as a decimal string; numbers are accepted too. */
export const money = (places: number) => decimal(12, places, "an amount");

export const version = z
  .number({ error: "Version is required: send the Version you read." })
  .check(z.int({ error: "Version must be a whole number." }), z.positive({ error: "Version must be a whole number." }));

/** The `active` list filter: true, false or all (the default). */
export const activeFilter = z.pipe(
  z._default(z.enum(activeFilters, { error: "Use true, false or all." }), "all"),
  z.transform((value: (typeof activeFilters)[number]) => (value === "all" ? undefined : value === "true")),
);

/** The list filter `late=true` (`false` or nothing: no filter). */
export const lateFilter = z.pipe(
  z.optional(z.enum(["true", "false"], { error: "Use late=true, or leave it out." })),
  z.transform((value: "true" | "false" | undefined) => value === "true"),
);

/** Digits become their number; anything else is left for the number's own check to refuse. */
const digitsToNumber = (value: unknown): unknown =>
  typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;

/**
 * A number in the query string (`page`, `pageSize`, `limit`, `version`), read from digits only:
 * `1e3`, `0x10`, `7.0`, `+7` and ` 7` are refused with `number`'s message, where coercion
 * (`Number()`) would read them as 1000, 16 and 7. `number` checks the value (whole, in range).
 * Documented as `number` is (the document's type stays `integer`).
 */
export const queryNumber = <T extends z.ZodMiniNumber>(number: T) =>
  // A caller sends a number (its digits go in the query string): typed so for the app's calls.
  z.pipe(z.transform(digitsToNumber), number) as unknown as z.ZodMiniType<z.output<T>, number>;

/** Optional query text of at most `max` characters (blank: left out), upper-cased when asked. */
export const queryText = (max: number, { upperCase = false, message = `At most ${max} characters.` } = {}) =>
  z.pipe(
    z.optional(
      plainText().check(z.trim(), z.maxLength(max, { error: message }), ...(upperCase ? [z.toUpperCase()] : [])),
    ),
    z.transform((value: string | undefined) => value || undefined),
  );

/** A key in the path (a customer id, a supplier name, a PO number…): one line of text. */
export const pathKey = plainText().check(z.minLength(1), z.maxLength(200, { error: "At most 200 characters." }));

// Answers.

/** A decimal in an answer: always `places` decimals. */
export const decimalText = (places: number, { signed = false } = {}) =>
  z.string().check(z.regex(new RegExp(`^${signed ? "-?" : ""}\\d+\\.\\d{${places}}$`)));

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
export const recordStamps = { Version: z.int(), CreatedAt: timestamp, UpdatedAt: timestamp };

/** Bigint keys (POKey, WO numbers) travel as digits when they are WO numbers. */
export const digits = z.string().check(z.regex(/^\d+$/));
