const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(date: string): number | null {
  const match = calendarDate.exec(date);
  if (!match) return null;
  // UTC midnight of each date: a whole number of days apart, whatever the viewer's zone or DST.
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
}

/** Whole days from one `YYYY-MM-DD` to another (negative when `to` is earlier); null for bad input. */
export function daysBetween(from: string, to: string): number | null {
  const start = dayNumber(from);
  const end = dayNumber(to);
  return start === null || end === null ? null : end - start;
}
