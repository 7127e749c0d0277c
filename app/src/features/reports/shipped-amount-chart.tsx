import {
  BarChartFigure,
  formatCompactCurrency,
  formatCurrency,
  type BarChartFigureProps,
} from "@shopdesk/design-system";

/** A period's shipped amount (decimal text, as the API sends money) and how the chart names the period. */
export type ShippedPeriod = { key: string; label: string; tick: string; amount: string };

export type ShippedAmountChartProps = Omit<
  BarChartFigureProps,
  "data" | "categoryHeader" | "valueHeader" | "formatAxisValue"
> & {
  periods: readonly ShippedPeriod[];
  /** The table's header for the periods: "Week", "Month". */
  periodHeader: string;
};

/**
 * Shipped amount per period, on the dashboard (weeks) and the sales report (months): the axis
 * in short money ("$12K"), the table and each bar's title exact ("$12,480.00").
 */
export function ShippedAmountChart({ periods, periodHeader, ...figure }: ShippedAmountChartProps) {
  return (
    <BarChartFigure
      {...figure}
      data={periods.map(({ amount, ...period }) => ({
        ...period,
        value: Number(amount),
        formattedValue: formatCurrency(amount),
      }))}
      categoryHeader={periodHeader}
      valueHeader="Shipped amount"
      formatAxisValue={formatCompactCurrency}
    />
  );
}
