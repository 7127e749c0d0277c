/** The value axis: its ends and the values that get a grid line and a label. */
export type ValueScale = { min: number; max: number; ticks: number[] };

/** 1, 2, 2.5 or 5 times a power of ten: steps whose multiples read as round figures ("$10k", "$25k"). */
export function niceStep(roughStep: number): number {
  const power = 10 ** Math.floor(Math.log10(roughStep));
  const fraction = roughStep / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * A value axis from zero (bars start at zero, so their lengths compare) to past the largest value,
 * in about `tickCount` round steps. Negative values extend it below zero.
 */
export function valueScale(values: readonly number[], tickCount = 5): ValueScale {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  let high = Math.max(0, ...finite);
  // Every value zero: still draw a zero line and one step above it.
  if (high === low) high = low + 1;
  const step = niceStep((high - low) / (tickCount - 1));
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  // Multiplying (not adding step after step) keeps 0.1 + 0.2-style drift out of the labels.
  const ticks = Array.from({ length: last - first + 1 }, (_, index) =>
    Number(((first + index) * step).toPrecision(12)),
  );
  return { min: ticks[0]!, max: ticks[ticks.length - 1]!, ticks };
}

/**
 * Which category labels to draw: every `step`-th, counted back from the last (the latest week
 * or month, the one people look for), so no two labels overlap in bands `bandWidth` px wide.
 */
export function categoryLabelStep(
  labels: readonly string[],
  bandWidth: number,
  charWidth: number,
  gap: number,
): number {
  const widest = Math.max(0, ...labels.map((label) => label.length)) * charWidth + gap;
  return Math.max(1, Math.ceil(widest / bandWidth));
}

/** The label cut to `maxWidth` px with an ellipsis: only when even one label alone does not fit. */
export function truncateLabel(label: string, maxWidth: number, charWidth: number): string {
  const maxChars = Math.max(1, Math.floor(maxWidth / charWidth));
  return label.length <= maxChars ? label : `${label.slice(0, Math.max(1, maxChars - 1))}…`;
}
