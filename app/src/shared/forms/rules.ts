import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import { z } from "zod/mini";

// How forms hold what they send: a text box holds a string ("" for none), and the contract's
// rules check it, through the helpers below where the contract takes a number or null.

/**
 * `z.pipe(from, to)` for a `to` that takes more than `from` gives it (a contract rule that
 * takes a string or a number, after a text box's string): zod's types ask for the same type.
 */
export const pipeInto = <A extends z.ZodMiniType, O, I>(from: A, to: z.ZodMiniType<O, I>) =>
  // Sound when every output of `from` is an input `to` takes; callers pass rules that widen.
  z.pipe(from, to as unknown as z.ZodMiniType<O, z.output<A>>);

/**
 * A whole number typed in a text box, as a number for the contract's rule: digits (and spaces
 * around them) become their number, anything else NaN, which the rule refuses in its own words
 * ("Enter a whole quantity of 1 or more.").
 */
const wholeNumberOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
export const typedNumber = z.pipe(z.string(), z.transform(wholeNumberOf));

/** A text box checked by the contract's whole-number rule. */
export const typedWholeNumber = <O>(rule: z.ZodMiniType<O, number>) => z.pipe(typedNumber, rule);

const isBlank = (text: string) => text.trim() === "";

/** An optional text box checked by the contract's rule for a nullable field: blank is null. */
export const typedOptional = <O, I>(rule: z.ZodMiniType<O, I>) =>
  pipeInto(z.pipe(z.string(), z.transform((text: string) => (isBlank(text) ? null : text))), rule);

/** As `typedOptional`, for a whole number. */
export const typedOptionalWholeNumber = <O>(rule: z.ZodMiniType<O, number | null>) =>
  z.pipe(z.pipe(z.string(), z.transform((text: string) => (isBlank(text) ? null : wholeNumberOf(text)))), rule);

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
