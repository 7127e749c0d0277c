import * as React from "react";
import { cn } from "../lib/cn";
import { barRuns, encodeCode128 } from "./encode-code128";

export type Code128BarcodeProps = Omit<React.ComponentProps<"svg">, "children"> & {
  /** The text to encode, e.g. a WO number. */
  value: string;
  /** Width of the narrowest bar in CSS px. */
  moduleWidth?: number;
  /** Bar height in CSS px. */
  barHeight?: number;
};

const quietZone = 10;

/** A Code 128 barcode as SVG, drawn from JsBarcode's encoding (crisp on screen and in PDF). */
export function Code128Barcode({ value, moduleWidth = 2, barHeight = 44, className, ...props }: Code128BarcodeProps) {
  const modules = React.useMemo(() => encodeCode128(value), [value]);
  if (!modules) return null;
  const width = (modules.length + quietZone * 2) * moduleWidth;
  return (
    <svg
      data-slot="code128-barcode"
      role="img"
      aria-label={`Barcode ${value}`}
      width={width}
      height={barHeight}
      viewBox={`0 0 ${width} ${barHeight}`}
      shapeRendering="crispEdges"
      className={cn("bg-background text-foreground", className)}
      {...props}
    >
      {barRuns(modules).map(([start, run]) => (
        <rect
          key={start}
          x={(start + quietZone) * moduleWidth}
          y={0}
          width={run * moduleWidth}
          height={barHeight}
          fill="currentColor"
        />
      ))}
    </svg>
  );
}
