import * as React from "react";
import { cva } from "class-variance-authority";
import { categoryLabelStep, truncateLabel, valueScale } from "./bar-chart-scale";

/** One bar: its category (the table's row header and the bar's hover title) and its value. */
export type BarDatum = {
  /** Unique, stable: the row key. */
  key: string;
  /** The category in full: "Week of 09/07/2026", "June 2026". */
  label: string;
  /** The axis label under the bar, shorter: "09/07", "Jun". Default: `label`. */
  tick?: string;
  /** The value the bar is drawn to. */
  value: number;
  /** The value as the table and the bar's hover title print it, exactly: "$1,234.50". */
  formattedValue: string;
};

export const barChartBarVariants = cva("fill-primary [transform-box:fill-box]", {
  variants: {
    // Bars grow out of the zero line: from their bottom edge, or their top edge below zero.
    direction: { up: "origin-bottom", down: "origin-top" },
    animation: { auto: "motion-safe:animate-bar-grow", on: "animate-bar-grow", off: "" },
  },
  defaultVariants: { direction: "up", animation: "auto" },
});

export type BarChartProps = {
  data: readonly BarDatum[];
  height: number;
  formatAxisValue: (value: number) => string;
  isAnimationActive: boolean | "auto";
};

// Text is drawn at 1 SVG unit = 1 CSS px (the viewBox follows the container), so widths can be
// estimated from the 12 px type without measuring text: Inter's digits, "$" and "K" are ~7.5 px.
const charWidth = 7.5;
const labelGap = 8;
const margin = { top: 8, right: 8, bottom: 24 };
const maxBarWidth = 48;
const cornerRadius = 3;
/** The width drawn at before the container is measured (and in jsdom, which has no layout). */
const fallbackWidth = 640;

/**
 * The bars, drawn as plain SVG: a value axis at round steps with grid lines, one bar per
 * category (none for zero) and as many category labels as fit. Decorative for assistive
 * technology: the figure's table carries the same figures.
 */
export function BarChart({ data, height, formatAxisValue, isAnimationActive }: BarChartProps) {
  const [containerRef, width] = useWidth<HTMLDivElement>(fallbackWidth);
  const scale = valueScale(data.map((datum) => datum.value));
  const tickLabels = scale.ticks.map(formatAxisValue);
  // The widest value label, its gap to the grid and 2 px so its first glyph is not cut at the edge.
  const plotLeft = Math.max(...tickLabels.map((label) => label.length)) * charWidth + labelGap + 2;
  const plotRight = Math.max(plotLeft + 1, width - margin.right);
  const plotBottom = height - margin.bottom;
  const band = (plotRight - plotLeft) / Math.max(1, data.length);
  const barWidth = Math.min(maxBarWidth, band * 0.8);
  const y = (value: number) => plotBottom - ((value - scale.min) / (scale.max - scale.min)) * (plotBottom - margin.top);
  const zeroY = y(0);

  const categories = data.map((datum) => datum.tick ?? datum.label);
  const labelStep = categoryLabelStep(categories, band, charWidth, labelGap);
  const animation = isAnimationActive === "auto" ? "auto" : isAnimationActive ? "on" : "off";

  return (
    <div ref={containerRef} data-slot="bar-chart" aria-hidden="true" className="w-full min-w-0 text-xs">
      <svg data-slot="bar-chart-svg" viewBox={`0 0 ${width} ${height}`} width="100%" height={height} className="block">
        <g data-slot="bar-chart-grid" className="stroke-border" shapeRendering="crispEdges">
          {scale.ticks.map((tick) => (
            <line key={tick} x1={plotLeft} x2={plotRight} y1={y(tick)} y2={y(tick)} />
          ))}
        </g>
        <g data-slot="bar-chart-value-axis" className="fill-muted-foreground tabular-nums" textAnchor="end">
          {scale.ticks.map((tick, index) => (
            <text key={tick} data-slot="bar-chart-value-tick" x={plotLeft - labelGap} y={y(tick)} dy="0.32em">
              {tickLabels[index]}
            </text>
          ))}
        </g>
        {data.map((datum, index) => {
          const bandLeft = plotLeft + index * band;
          const barTop = Math.min(y(datum.value), zeroY);
          return (
            <g key={datum.key} data-slot="bar-chart-column" className="group">
              {/* Hovering the column shows the category and its exact value: the browser's own tooltip, no script. */}
              <title>{`${datum.label}: ${datum.formattedValue}`}</title>
              <rect
                data-slot="bar-chart-cursor"
                x={bandLeft}
                y={margin.top}
                width={band}
                height={plotBottom - margin.top}
                className="fill-transparent group-hover:fill-muted"
              />
              {datum.value !== 0 && (
                <path
                  data-slot="bar-chart-bar"
                  d={barPath(
                    bandLeft + (band - barWidth) / 2,
                    barTop,
                    barWidth,
                    Math.abs(y(datum.value) - zeroY),
                    datum.value > 0,
                  )}
                  className={barChartBarVariants({ direction: datum.value > 0 ? "up" : "down", animation })}
                />
              )}
            </g>
          );
        })}
        <g data-slot="bar-chart-category-axis" className="fill-muted-foreground">
          {categories.map((category, index) => {
            if ((categories.length - 1 - index) % labelStep !== 0) return null;
            const text = truncateLabel(category, plotRight - plotLeft, charWidth);
            const center = plotLeft + (index + 0.5) * band;
            const halfWidth = (text.length * charWidth) / 2;
            // A label wider than its band would run off the drawing at either end: pin it inside.
            const [x, anchor]: [number, "start" | "middle" | "end"] =
              center + halfWidth > width ? [width, "end"] : center - halfWidth < 0 ? [0, "start"] : [center, "middle"];
            return (
              <text
                key={data[index]!.key}
                data-slot="bar-chart-category-tick"
                x={x}
                y={plotBottom + 16}
                textAnchor={anchor}
              >
                {text}
              </text>
            );
          })}
        </g>
      </svg>
    </div>
  );
}

/** A bar with its two corners away from the zero line rounded, as the cards' corners are. */
function barPath(x: number, top: number, width: number, height: number, roundTop: boolean): string {
  const r = Math.min(cornerRadius, width / 2, height);
  const bottom = top + height;
  const right = x + width;
  return roundTop
    ? `M${x},${bottom}V${top + r}A${r},${r} 0 0 1 ${x + r},${top}H${right - r}A${r},${r} 0 0 1 ${right},${top + r}V${bottom}Z`
    : `M${x},${top}V${bottom - r}A${r},${r} 0 0 0 ${x + r},${bottom}H${right - r}A${r},${r} 0 0 0 ${right},${bottom - r}V${top}Z`;
}

/** The element's width in px, followed as it resizes; `fallback` until it has been laid out. */
function useWidth<T extends HTMLElement>(fallback: number): [React.RefCallback<T>, number] {
  const [element, setElement] = React.useState<T | null>(null);
  const [width, setWidth] = React.useState(fallback);
  // A layout effect, so the first paint already has the measured width: no jump, no re-flow of labels.
  React.useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width) || fallback);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, fallback]);
  return [setElement, width];
}
