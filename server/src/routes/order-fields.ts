import { z } from "zod";
import { HttpError } from "../errors.js";

/** Field rules of the orders API (POs, lines, WOs, packing slips), beside fields.ts's. */

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A required calendar date `YYYY-MM-DD`. */
export const calendarDate = (label: string) =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD).` })
    .trim()
    .refine(isCalendarDate, { error: "Enter a real date as YYYY-MM-DD." });

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
export const decimal = (precision: number, places: number) =>
  z.union([z.string(), z.number()], { error: `Enter a number like ${(12.5).toFixed(places)}.` }).transform((value, context) => {
    const text = typeof value === "number" ? String(value) : value.trim();
    const issue = (message: string) => {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (!/^-?\d+(\.\d+)?$/.test(text)) return issue(`Enter a number like ${(12.5).toFixed(places)}.`);
    if (text.startsWith("-")) return issue("Must be 0 or more.");
    const [whole = "", decimals = ""] = text.split(".");
    if (decimals.length > places) return issue(`At most ${places} decimals.`);
    if (whole.replace(/^0+(?=\d)/, "").length > precision - places) return issue("Too large.");
    return text;
  });

/** Free text kept as typed (trimmed at the ends), never null: notes. */
export const notes = z
  .string({ error: "Must be text." })
  .max(4000, { error: "At most 4000 characters." })
  .nullish()
  .transform((value) => value?.trim() ?? "");

/** The list filter `late=true` (`false` or nothing: no filter). */
export const lateFilter = z
  .enum(["true", "false"], { error: "Use late=true, or leave it out." })
  .optional()
  .transform((value) => value === "true");

/** An optional `YYYY-MM-DD` list filter. */
export const dateFilter = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || isCalendarDate(value), { error: "Enter a real date as YYYY-MM-DD." });

/**
 * A numeric key in the path (`poKey`, `woNumber`, a line or slip number). Anything that is not
 * 1–`maxDigits` digits names no record: 404, as an unknown number does.
 */
export function pathNumber(value: unknown, maxDigits: number, notFound: (text: string) => HttpError): string {
  const text = typeof value === "string" ? value : "";
  if (!new RegExp(`^\\d{1,${maxDigits}}$`).test(text) || /^0+$/.test(text)) throw notFound(text);
  return BigInt(text).toString();
}

/** bigint keys (POKey, WO numbers) and integer ones (line and slip numbers). */
export const BIGINT_DIGITS = 18;
export const INTEGER_DIGITS = 9;
