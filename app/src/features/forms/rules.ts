import { zodResolver } from "@hookform/resolvers/zod";
import { DATE_MESSAGE, TEXT_MESSAGE, decimalIssue, isCalendarDate, isMultilineText } from "@shopdesk/contract";
import type { FieldValues, Resolver } from "react-hook-form";
import { z } from "zod/mini";

// How forms hold what they send, and the rules of the forms that still hold numbers as text
// (part, line, WO, packing slip): the contract's rules and messages, for strings ("" for none).

/** Optional text, trimmed, at most `max` characters, no control characters (line breaks allowed in notes). */
export const optionalText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters.`), z.refine(isMultilineText, TEXT_MESSAGE));

/** Required text, trimmed, at most `max` characters. */
export const requiredText = (max: number, label = "This") => optionalText(max).check(z.minLength(1, `${label} is required.`));

/** A `YYYY-MM-DD` date from a date input that exists (no February 30th, no year 0000), or nothing. */
export const optionalDate = z.string().check(
  z.trim(),
  z.refine((value) => value === "" || isCalendarDate(value), { message: DATE_MESSAGE }),
);

/** Money as typed: the contract's rule (≥ 0, at most `places` decimals, 12 − `places` digits before the point). */
export const money = (places: number) =>
  z.string().check(
    z.trim(),
    z.superRefine((text, context) => {
      const message = decimalIssue(text, 12, places, "an amount");
      if (message) context.addIssue({ code: "custom", message });
    }),
  );

/**
 * A form's values for a body the contract checks: a text box holds a string, "" for none, where
 * the API takes null or a left-out field. The contract's schema then checks the form itself
 * (its optional text and dates read "" as none), so screen and server refuse the same input in
 * the same words, and a form restates no field's rule.
 */
export type FormValues<Input> = { [K in keyof Input]-?: Exclude<Input[K], null | undefined> };

/** react-hook-form's resolver for a form that holds `FormValues` of the schema's input. */
export function formResolver<I extends FieldValues, O>(schema: z.ZodMiniType<O, I>): Resolver<FormValues<I>, unknown, O> {
  // Sound: every FormValues<I> is an I ("" where the schema also takes null or nothing).
  return zodResolver(schema) as unknown as Resolver<FormValues<I>, unknown, O>;
}

/** A record's fields as its form holds them: null is "". */
export function formValuesOf<V>(record: object, fields: readonly (keyof V & string)[]): V {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, source[field] ?? ""])) as V;
}

/** "" for null, so text boxes always hold strings. */
export const textOf = (value: string | null | undefined): string => value ?? "";

/** null for "", so empty optional fields are sent as "none". */
export const nullIfEmpty = (value: string): string | null => (value === "" ? null : value);
