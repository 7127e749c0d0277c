/**
 * A numeric key in the path (`poKey`, `woNumber`, a line or slip number). Anything that is not
 * 1–`maxDigits` digits names no record: 404, as an unknown number does.
 */
export function pathNumber(value: unknown, maxDigits: number, notFound: (text: string) => Error): string {
  const text = typeof value === "string" ? value : "";
  if (!new RegExp(`^\\d{1,${maxDigits}}$`).test(text) || /^0+$/.test(text)) throw notFound(text);
  return BigInt(text).toString();
}

/** bigint keys (POKey, WO numbers) and integer ones (line and slip numbers). */
export const BIGINT_DIGITS = 18;
export const INTEGER_DIGITS = 9;
