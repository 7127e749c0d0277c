/** Today in this browser's time zone, YYYY-MM-DD: what a snooze "until a date" is measured against on screen. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
