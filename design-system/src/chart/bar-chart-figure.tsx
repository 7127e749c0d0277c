import * as React from "react";
import { Table as TableIcon } from "lucide-react";
import { Button } from "../button";
import { cn } from "../lib/cn";
import { BarChart, type BarDatum } from "./bar-chart";

export type { BarDatum } from "./bar-chart";

export type BarChartFigureProps = Omit<React.ComponentProps<"figure">, "children" | "title"> & {
  /** The figure's caption, also the data table's caption. */
  title: React.ReactNode;
  /** The title's element: a heading where the figure heads a section of the page. */
  titleAs?: "h2" | "h3" | "h4" | "span";
  /** A line under the title. */
  description?: React.ReactNode;
  /** Beside the table toggle, e.g. a link to the full report. */
  actions?: React.ReactNode;
  data: readonly BarDatum[];
  /** Column headers of the data table: the category and the value, e.g. "Week of" and "Shipped". */
  categoryHeader: string;
  valueHeader: string;
  /** The value axis' tick labels, short: "$12k". Default: the number as is. */
  formatAxisValue?: (value: number) => string;
  /** Drawn height of the chart in px. */
  height?: number;
  /**
   * Animate the bars. "auto" (default) animates unless the user prefers reduced motion; pass
   * `false` where renders must be deterministic (screenshots, print).
   */
  isAnimationActive?: boolean | "auto";
  /** Start with the data table shown instead of the chart (the user can switch). */
  defaultShowTable?: boolean;
  /** Shown instead of the chart when every value is zero (the table stays available). */
  emptyMessage?: React.ReactNode;
};

/**
 * A bar chart with its data as a table. The drawing is hidden from assistive technology; the
 * table is its text alternative: visually hidden while the chart shows, and shown in place of
 * the chart with the "Show data table" toggle. The table prints exactly what each bar's hover
 * title says.
 */
export function BarChartFigure({
  title,
  titleAs: Title = "span",
  description,
  actions,
  data,
  categoryHeader,
  valueHeader,
  formatAxisValue = String,
  height = 240,
  isAnimationActive = "auto",
  defaultShowTable = false,
  emptyMessage,
  className,
  ...props
}: BarChartFigureProps) {
  const [showTable, setShowTable] = React.useState(defaultShowTable);
  const captionId = React.useId();
  const isEmpty = data.every((datum) => datum.value === 0);

  return (
    <figure
      data-slot="bar-chart-figure"
      data-state={showTable ? "table" : "chart"}
      aria-labelledby={captionId}
      className={cn("flex min-w-0 flex-col gap-3", className)}
      {...props}
    >
      <div data-slot="bar-chart-header" className="flex flex-wrap items-start justify-between gap-2">
        <figcaption id={captionId} data-slot="bar-chart-caption" className="grid gap-0.5">
          <Title data-slot="bar-chart-title" className="text-base font-semibold">
            {title}
          </Title>
          {description && (
            <span data-slot="bar-chart-description" className="text-sm text-muted-foreground">
              {description}
            </span>
          )}
        </figcaption>
        <div data-slot="bar-chart-actions" className="flex flex-wrap items-center gap-3 print:hidden">
          {actions}
          <Button variant="outline" size="sm" aria-pressed={showTable} onClick={() => setShowTable((shown) => !shown)}>
            <TableIcon className="size-4" aria-hidden="true" />
            Show data table
          </Button>
        </div>
      </div>
      {!showTable &&
        (isEmpty && emptyMessage ? (
          <p
            data-slot="bar-chart-empty"
            className="flex items-center justify-center rounded-md border border-dashed text-sm text-muted-foreground"
            style={{ height }}
          >
            {emptyMessage}
          </p>
        ) : (
          <BarChart
            data={data}
            height={height}
            formatAxisValue={formatAxisValue}
            isAnimationActive={isAnimationActive}
          />
        ))}
      {/* sr-only on the wrapper: a table ignores the 1px width and overflow that hide it. */}
      <div data-slot="bar-chart-table-wrapper" className={cn(!showTable && "sr-only")}>
        <table data-slot="bar-chart-table" className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b">
              <th
                scope="col"
                className="px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {categoryHeader}
              </th>
              <th
                scope="col"
                className="px-3 py-2 text-right text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.key} className="border-b last:border-0">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  {datum.label}
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums">{datum.formattedValue}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
