/**
 * The field rules as plain functions (no zod), so a browser bundle that only needs a check
 * (the app's forms) does not carry the API's schemas. fields.ts builds the schemas on them.
 */

export const TEXT_MESSAGE = "Use letters, digits, spaces and punctuation only.";
export const DATE_MESSAGE = "Enter a real date as YYYY-MM-DD.";

// Control characters (NUL, C0, DEL, C1) and UTF-16 halves that pair with nothing: the
// database refuses NUL outright, and a lone surrogate cannot be stored as UTF-8.
const controlOrLoneSurrogate = /[\p{Cc}\p{Cs}]/u;
const controlButLineBreaksOrLoneSurrogate = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** One line of text: no control characters, no lone surrogates. */
export const isPlainText = (text: string) => !controlOrLoneSurrogate.test(text);
/** Text that may span lines (tabs and line breaks allowed), otherwise as isPlainText. */
export const isMultilineText = (text: string) => !controlButLineBreaksOrLoneSurrogate.test(text);

/** `YYYY-MM-DD` naming a day that exists, in years 0001–9999 (PostgreSQL has no year 0). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text.startsWith("0000")) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * What is wrong with `text` as a decimal ≥ 0 for a `numeric(precision, places)` column, or
 * null: at most `places` decimals (more is refused, never rounded) and `precision − places`
 * digits before the point.
 */
export function decimalIssue(text: string, precision: number, places: number, noun = "a number"): string | null {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return `Enter ${noun} like ${(12.5).toFixed(places)}.`;
  if (text.startsWith("-")) return "Must be 0 or more.";
  const [whole = "", decimals = ""] = text.split(".");
  if (decimals.length > places) return `At most ${places} decimals.`;
  if (whole.replace(/^0+(?=\d)/, "").length > precision - places) return "Too large.";
  return null;
}

/** The longest file name an attachment keeps, in characters (a common file system's limit). */
export const FILE_NAME_MAX = 255;

// Control characters, lone surrogates, and the invisible marks that reorder or hide text
// (bidirectional controls, zero-width characters, line and paragraph separators, the byte-order
// mark): "invoice\u202Efdp.exe" would show as "invoiceexe.pdf".
const unwantedInFileName = /[\p{Cc}\p{Cs}\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/gu;

/**
 * A file name as an attachment stores it: the characters above taken out, then the last
 * part of a path (`C:\fakepath\drawing.pdf` and `../../etc/passwd` keep `drawing.pdf` and
 * `passwd`), spaces trimmed and trailing dots dropped, at most FILE_NAME_MAX characters (a
 * long name is shortened before its extension). A name of nothing but dots is "" (no name).
 */
export function cleanFileName(name: string): string {
  const visible = name.replace(unwantedInFileName, "");
  const last = visible.slice(Math.max(visible.lastIndexOf("/"), visible.lastIndexOf("\\")) + 1);
  const cleaned = last.trim().replace(/[.\s]+$/u, "");
  if (/^\.*$/.test(cleaned)) return "";
  const characters = [...cleaned];
  if (characters.length <= FILE_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : "";
  const stem = [...cleaned.slice(0, cleaned.length - extension.length)].slice(0, FILE_NAME_MAX - [...extension].length);
  return `${stem.join("").trimEnd()}${extension}`;
}
