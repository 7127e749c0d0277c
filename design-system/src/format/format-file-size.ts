const units = ["KB", "MB", "GB", "TB"] as const;
const formatters = [0, 1].map((digits) => new Intl.NumberFormat("en-US", { maximumFractionDigits: digits }));

/**
 * A file's size as people read it: `512 bytes`, `1.5 KB`, `240 KB`, `2.4 MB`, `100 MB`. One
 * decimal under 10, none from 10 up; 1 KB is 1,024 bytes, as the upload limit counts (100 MB =
 * 104,857,600 bytes). A negative, fractional or non-finite size gives "".
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isSafeInteger(bytes) || bytes < 0) return "";
  if (bytes < 1024) return bytes === 1 ? "1 byte" : `${formatters[0]!.format(bytes)} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  // Step up while the rounded figure would reach 1,024 (1,023.96 KB prints as 1 MB, not 1,024 KB).
  while (unit < units.length - 1 && round(value) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const digits = round(value) < 10 ? 1 : 0;
  return `${formatters[digits]!.format(value)} ${units[unit]}`;
}

/** The figure as it will print: one decimal under 10, none from 10 up. */
function round(value: number): number {
  return value < 9.95 ? Math.round(value * 10) / 10 : Math.round(value);
}
