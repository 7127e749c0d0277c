/** Calendar-date arithmetic on `YYYY-MM-DD` text, in UTC so no time zone shifts a day. */
const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A timestamp at a working hour of a calendar day. */
export function atHour(date: string, hour: number, minute = 0): string {
  return `${date}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00Z`;
}
