/** A money input: a number or a decimal string such as `"1234.50"`; anything else formats as "". */
export type MoneyInput = string | number | null | undefined;

export type FormatCurrencyOptions = {
  /** Digits after the decimal point: 2 for amounts (default), 4 for unit prices. */
  fractionDigits?: number;
};

const decimal = /^[-+]?(\d+\.?\d*|\.\d+)$/;
const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(fractionDigits: number): Intl.NumberFormat {
  let formatter = formatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      // "negative" keeps a value that rounds to zero from printing as "-$0.00".
      signDisplay: "negative",
    });
    formatters.set(fractionDigits, formatter);
  }
  return formatter;
}

/**
 * US dollars: `$1,234.50`, negatives `-$1,234.50`. Decimal strings are formatted exactly (no
 * float rounding). null, undefined, NaN, Infinity and non-numeric text give "".
 */
export function formatCurrency(value: MoneyInput, options: FormatCurrencyOptions = {}): string {
  const formatter = formatterFor(options.fractionDigits ?? 2);
  if (typeof value === "number") return Number.isFinite(value) ? formatter.format(value) : "";
  if (typeof value !== "string") return "";
  const text = value.trim();
  if (!decimal.test(text)) return "";
  // Intl formats a numeric string as an exact decimal (ES2023), unlike Number("0.125").
  return formatter.format(text as Intl.StringNumericLiteral);
}
