import { formatDate } from "@shopdesk/design-system";

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function monthParts(month: string): [year: string, index: number] | null {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  if (!match) return null;
  const index = Number(match[2]) - 1;
  return index >= 0 && index < 12 ? [match[1] ?? "", index] : null;
}

/** `2026-06` (or a date in it) → "June 2026"; read from the text, so no time zone can move it. */
export function formatMonth(month: string): string {
  const parts = monthParts(month);
  return parts ? `${monthNames[parts[1]]} ${parts[0]}` : "";
}

/** `2026-06` → "Jun 2026", or "Jun" without the year: a chart's axis label. */
export function formatMonthShort(month: string, { withYear = true } = {}): string {
  const parts = monthParts(month);
  if (!parts) return "";
  const name = monthNames[parts[1]]?.slice(0, 3) ?? "";
  return withYear ? `${name} ${parts[0]}` : name;
}

/** The name of the month a date is in: `2026-11-21` → "November". */
export function monthName(date: string): string {
  const parts = monthParts(date);
  return parts ? (monthNames[parts[1]] ?? "") : "";
}

const quantity = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A count or quantity with thousands separators: 12,480. */
export function formatQuantity(value: number | null | undefined): string {
  return typeof value === "number" && Number.isFinite(value) ? quantity.format(value) : "";
}

/** `2026-11-21` → "11/21", for a chart's axis. */
export function formatDayMonth(date: string): string {
  return formatDate(date).slice(0, 5);
}

/** "11/21/2026 – 11/27/2026", "from 11/21/2026", "to 11/27/2026", or "" for no range. */
export function formatDateRange(from: string, to: string): string {
  if (from && to) return `${formatDate(from)} – ${formatDate(to)}`;
  if (from) return `from ${formatDate(from)}`;
  if (to) return `to ${formatDate(to)}`;
  return "";
}
