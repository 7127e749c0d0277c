import { parseDateParts } from "./parse-date";

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** A date input the formatters accept; anything else formats as "". */
export type DateInput = string | number | Date | null | undefined;

/**
 * `MM/DD/YYYY`. A `YYYY-MM-DD` calendar date prints as written in every time zone; a timestamp
 * prints the viewer's local date. Invalid or impossible input gives "".
 */
export function formatDate(value: DateInput): string {
  const parts = parseDateParts(value);
  if (!parts) return "";
  return `${pad(parts.month)}/${pad(parts.day)}/${pad(parts.year, 4)}`;
}

/**
 * `MM/DD/YYYY hh:mm AM/PM` in the viewer's local time (a bare calendar date is its midnight).
 * Invalid or impossible input gives "".
 */
export function formatDateTime(value: DateInput): string {
  const parts = parseDateParts(value);
  if (!parts) return "";
  const hour12 = parts.hours % 12 === 0 ? 12 : parts.hours % 12;
  const meridiem = parts.hours < 12 ? "AM" : "PM";
  return `${formatDate(value)} ${pad(hour12)}:${pad(parts.minutes)} ${meridiem}`;
}
