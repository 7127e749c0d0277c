import type { SalesMonth } from "../../api/reports/types";
import { formatMonth, formatMonthShort } from "./report-format";
import { ShippedAmountChart, type ShippedPeriod } from "./shipped-amount-chart";

/** The chart's bars: one per month of the range, labelled "Jun" (or "Jun '26" when the range spans years). */
export function salesPeriods(months: readonly SalesMonth[]): ShippedPeriod[] {
  const years = new Set(months.map((month) => month.Month.slice(0, 4)));
  return months.map((month) => ({
    key: month.Month,
    label: formatMonth(month.Month),
    tick:
      years.size > 1
        ? `${formatMonthShort(month.Month, { withYear: false })} '${month.Month.slice(2, 4)}`
        : formatMonthShort(month.Month, { withYear: false }),
    amount: month.Amount,
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
    <ShippedAmountChart
      className={className}
      title="Sales by month"
      description={`Shipped amount, ${formatMonth(from)} – ${formatMonth(to)}`}
      periods={salesPeriods(months)}
      periodHeader="Month"
      isAnimationActive={isAnimationActive}
      emptyMessage="Nothing shipped in these months."
    />
  );
}
