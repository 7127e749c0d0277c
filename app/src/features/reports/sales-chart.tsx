import { BarChartFigure, formatCompactCurrency, formatCurrency, type BarDatum } from "@shopdesk/design-system";
import type { SalesMonth } from "../../api/reports/types";
import { formatMonth, formatMonthShort } from "./report-format";

/** The chart's bars: one per month of the range, labelled "Jun" (or "Jun '26" when the range spans years). */
export function salesBars(months: readonly SalesMonth[]): BarDatum[] {
  const years = new Set(months.map((month) => month.Month.slice(0, 4)));
  return months.map((month) => ({
    key: month.Month,
    label: formatMonth(month.Month),
    tick:
      years.size > 1
        ? `${formatMonthShort(month.Month, { withYear: false })} '${month.Month.slice(2, 4)}`
        : formatMonthShort(month.Month, { withYear: false }),
    value: Number(month.Amount),
    formattedValue: formatCurrency(month.Amount),
  }));
}

export type SalesChartProps = {
  months: readonly SalesMonth[];
  from: string;
  to: string;
  /** Draw at once (print, screenshots); otherwise the bars grow unless the user prefers reduced motion. */
  isAnimationActive?: boolean | "auto";
  className?: string;
};

/** Shipped Amount per month over the report's range, summed over the filtered customers. */
export function SalesChart({ months, from, to, isAnimationActive = "auto", className }: SalesChartProps) {
  return (
    <BarChartFigure
      className={className}
      title="Sales by month"
      description={`Shipped amount, ${formatMonth(from)} – ${formatMonth(to)}`}
      data={salesBars(months)}
      categoryHeader="Month"
      valueHeader="Shipped amount"
      formatAxisValue={formatCompactCurrency}
      isAnimationActive={isAnimationActive}
      emptyMessage="Nothing shipped in these months."
    />
  );
}
