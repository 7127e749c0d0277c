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
  pipeInto(
    z.pipe(
      z.string(),
      z.transform((text: string) => (isBlank(text) ? null : text)),
    ),
    rule,
  );

/** As `typedOptional`, for a whole number. */
export const typedOptionalWholeNumber = <O>(rule: z.ZodMiniType<O, number | null>) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) => (isBlank(text) ? null : wholeNumberOf(text))),
    ),
    rule,
  );
