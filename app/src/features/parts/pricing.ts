/** The break that prices quantity `quantity`: the one with the largest `MinQuantity` ≤ it. */
export function priceForQuantity<B extends { MinQuantity: number }>(
  breaks: readonly B[],
  quantity: number,
): B | undefined {
  let best: B | undefined;
  for (const priceBreak of breaks) {
    if (priceBreak.MinQuantity <= quantity && (!best || priceBreak.MinQuantity > best.MinQuantity)) best = priceBreak;
  }
  return best;
}

const decimal = /^(\d+)(?:\.(\d*))?$/;

/** `value` × `quantity` exactly (a decimal string times a whole number), keeping the decimals. */
export function multiplyDecimal(value: string, quantity: number): string | null {
  const match = decimal.exec(value.trim());
  if (!match || !Number.isSafeInteger(quantity) || quantity < 0) return null;
  const fraction = match[2] ?? "";
  const scaled = BigInt(match[1] + fraction) * BigInt(quantity);
  const digits = scaled.toString().padStart(fraction.length + 1, "0");
  if (!fraction.length) return digits;
  return `${digits.slice(0, -fraction.length)}.${digits.slice(-fraction.length)}`;
}

/** Breaks as typed in the editor (strings); rows that are not yet numbers are skipped. */
export function parseBreakRows(rows: readonly { MinQuantity: string; UnitPrice: string }[]) {
  return rows.flatMap((row) => {
    const minQuantity = Number(row.MinQuantity);
    const isPrice = decimal.test(row.UnitPrice.trim());
    return Number.isInteger(minQuantity) && minQuantity > 0 && isPrice
      ? [{ MinQuantity: minQuantity, UnitPrice: row.UnitPrice.trim() }]
      : [];
  });
}
