import { z } from "zod";

/**
 * Field rules shared by the master-data schemas. Messages are written for the person at
 * the form: the screen shows them beside the field.
 */

/** Optional free text: trimmed; blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string({ error: "Must be text." })
    .trim()
    .max(max, { error: `At most ${max} characters.` })
    .nullish()
    .transform((value) => value || null);

/** Required text: trimmed, not blank. */
export const requiredText = (max: number, label = "This") =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `At most ${max} characters.` });

export const optionalEmail = z
  .string({ error: "Must be text." })
  .trim()
  .max(200, { error: "At most 200 characters." })
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || z.email().safeParse(value).success, { error: "Enter an email address like name@example.com." });

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A calendar date `YYYY-MM-DD`, or null. */
export const optionalDate = z
  .string({ error: "Enter a date as YYYY-MM-DD." })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isCalendarDate(value), { error: "Enter a real date as YYYY-MM-DD." });

/**
 * Money as a decimal string (numbers are accepted too): ≥ 0, at most `places` decimals and 8
 * digits before the point (numeric(12, places)). Passed to the database as text, so nothing
 * is rounded on the way.
 */
export const money = (places: number) =>
  z.union([z.string(), z.number()], { error: "Enter an amount like 12.50." }).transform((value, context) => {
    const text = typeof value === "number" ? String(value) : value.trim();
    const issue = (message: string) => {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (!/^-?\d+(\.\d+)?$/.test(text)) return issue(`Enter an amount like ${places === 4 ? "12.5000" : "12.50"}.`);
    if (text.startsWith("-")) return issue("Must be 0 or more.");
    const [whole = "", decimals = ""] = text.split(".");
    if (decimals.length > places) return issue(`At most ${places} decimals.`);
    if (whole.replace(/^0+(?=\d)/, "").length > 12 - places) return issue("Too large.");
    return text;
  });

/** The `active` list filter: true, false or all (the default). */
export const activeFilter = z
  .enum(["true", "false", "all"], { error: "Use true, false or all." })
  .default("all")
  .transform((value) => (value === "all" ? undefined : value === "true"));

export const version = z
  .number({ error: "Version is required: send the Version you read." })
  .int({ error: "Version must be a whole number." })
  .positive({ error: "Version must be a whole number." });
