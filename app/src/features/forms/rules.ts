import { z } from "zod";

// The server's rules (server/src/routes/fields.ts and *.schemas.ts), with its messages, for
// what a person types. The server's schemas also parse wire types (null, numbers) the form
// never holds, and live in a Node workspace the browser build does not reach into.

/** Optional text, trimmed, at most `max` characters (the server's rule for free-text columns). */
export const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

/** Required text, trimmed, at most `max` characters. */
export const requiredText = (max: number, label = "This") => optionalText(max).min(1, `${label} is required.`);

/** An email address, or nothing. */
export const optionalEmail = optionalText(200).refine((value) => value === "" || z.email().safeParse(value).success, {
  message: "Enter an email address like name@example.com.",
});

/** A `YYYY-MM-DD` date from a date input, or nothing. */
export const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value), { message: "Enter a real date as YYYY-MM-DD." });

/** Money as typed: ≥ 0, at most `places` decimals and 12 − `places` digits before the point. */
export const money = (places: number) =>
  z
    .string()
    .trim()
    .superRefine((text, context) => {
      const issue = (message: string) => context.addIssue({ code: "custom", message });
      if (!/^-?\d+(\.\d+)?$/.test(text)) return issue(`Enter an amount like ${places === 4 ? "12.5000" : "12.50"}.`);
      if (text.startsWith("-")) return issue("Must be 0 or more.");
      const [whole = "", decimals = ""] = text.split(".");
      if (decimals.length > places) return issue(`At most ${places} decimals.`);
      if (whole.replace(/^0+(?=\d)/, "").length > 12 - places) return issue("Too large.");
    });

/** "" for null, so text boxes always hold strings. */
export const textOf = (value: string | null | undefined): string => value ?? "";

/** null for "", so empty optional fields are sent as "none". */
export const nullIfEmpty = (value: string): string | null => (value === "" ? null : value);
