/** A point in time split into the parts the formatters print. */
export type DateParts = { year: number; month: number; day: number; hours: number; minutes: number };

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoPrefix = /^(\d{4})-(\d{2})-(\d{2})[T ]/;

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC so no zone can move it.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function localParts(date: Date): DateParts | null {
  if (Number.isNaN(date.getTime())) return null;
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hours: date.getHours(),
    minutes: date.getMinutes(),
  };
}

/**
 * Reads a calendar date (`YYYY-MM-DD`, taken as written, never shifted by the time zone), an
 * ISO-8601 timestamp, a `Date` or epoch milliseconds; timestamps are shown in the viewer's zone.
 * Returns null for anything else, including impossible dates such as `2024-02-30`.
 */
export function parseDateParts(value: unknown): DateParts | null {
  if (value instanceof Date) return localParts(value);
  if (typeof value === "number") return Number.isFinite(value) ? localParts(new Date(value)) : null;
  if (typeof value !== "string") return null;

  const text = value.trim();
  const calendar = calendarDate.exec(text);
  if (calendar) {
    const [year, month, day] = calendar.slice(1).map(Number) as [number, number, number];
    return isRealDate(year, month, day) ? { year, month, day, hours: 0, minutes: 0 } : null;
  }

  // Engines roll "2024-02-30T…" over to March instead of refusing it, so check the date part first.
  const prefix = isoPrefix.exec(text);
  if (!prefix) return null;
  const [year, month, day] = prefix.slice(1).map(Number) as [number, number, number];
  if (!isRealDate(year, month, day)) return null;
  return localParts(new Date(text));
}
