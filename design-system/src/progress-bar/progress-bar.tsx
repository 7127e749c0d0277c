import * as React from "react";
import { cn } from "../lib/cn";

/** How far `done` is of `total`, as a whole percent 0–100 (rounded down, so 100 means finished). */
export function progressPercent(done: number, total: number): number {
  if (!(total > 0) || !(done > 0)) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}

export type ProgressBarProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** How much is done, of `max`. */
  value: number;
  /** The whole: bytes of a file, rows of an import. */
  max?: number;
  /** What is under way, as a screen reader names the bar: "Importing parts-2026.csv". */
  label: string;
  /** The progress in words, read instead of the bare percent: "44%, 1.1 MB of 2.5 MB". */
  valueText?: string;
};

/**
 * A determinate progress bar (an upload, an import): `role="progressbar"` with the percent in
 * `aria-valuenow`, so assistive technology reads how far along it is.
 */
export function ProgressBar({ value, max = 100, label, valueText, className, ...props }: ProgressBarProps) {
  const percent = progressPercent(value, max);
  return (
    <div
      role="progressbar"
      data-slot="progress-bar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? `${percent}%`}
      className={cn("h-2 overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <div
        data-slot="progress-bar-indicator"
        className="h-full rounded-full bg-primary"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
