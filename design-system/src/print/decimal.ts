const decimal = /^([-+]?)(\d*)(?:\.(\d*))?$/;

/**
 * Adds decimal strings exactly (money arrives as `"1234.50"`, never float). Returns a string with
 * the largest number of decimals among the inputs, or null when any input is not a decimal.
 */
export function sumDecimals(values: readonly string[]): string | null {
  let scale = 0;
  const parsed: { sign: bigint; whole: string; fraction: string }[] = [];
  for (const value of values) {
    const match = decimal.exec(value.trim());
    if (!match || (!match[2] && !match[3])) return null;
    const fraction = match[3] ?? "";
    scale = Math.max(scale, fraction.length);
    parsed.push({ sign: match[1] === "-" ? -1n : 1n, whole: match[2] || "0", fraction });
  }
  const total = parsed.reduce(
    (sum, { sign, whole, fraction }) => sum + sign * BigInt(whole + fraction.padEnd(scale, "0")),
    0n,
  );
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? "-" : ""}${whole}${scale > 0 ? `.${fraction}` : ""}`;
}
