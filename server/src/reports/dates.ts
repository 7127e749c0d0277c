/**
 * Calendar arithmetic on `YYYY-MM-DD` / `YYYY-MM` text, in UTC so no time zone shifts a day.
 * "Today" itself always comes from the database (report.ts, databaseToday).
 */
const day = (text: string) => new Date(`${text}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => {
  const next = day(date);
  next.setUTCDate(next.getUTCDate() + days);
  return iso(next);
};

/** The month of a date, `YYYY-MM`. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** `YYYY-MM` plus n months (n may be negative). */
export const addMonths = (month: string, n: number): string => {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
};

/** Months from `from` to `to`, both included (0 when `to` is before `from`). */
export const monthsBetween = (from: string, to: string): number => {
  const [fromYear, fromMonth] = from.split("-").map(Number) as [number, number];
  const [toYear, toMonth] = to.split("-").map(Number) as [number, number];
  return Math.max(0, (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1);
};

export const monthStart = (date: string): string => `${monthOf(date)}-01`;
export const monthEnd = (date: string): string => addDays(`${addMonths(monthOf(date), 1)}-01`, -1);
