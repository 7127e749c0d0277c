import * as React from "react";
import { cn } from "../lib/cn";

export type PrintTableProps = React.ComponentProps<"table">;

/**
 * A document table: its `<thead>` repeats at the top of every printed page and rows never split
 * across pages. Mark number columns with `text-right tabular-nums` on their cells.
 */
export function PrintTable({ className, ...props }: PrintTableProps) {
  return (
    <table
      data-slot="print-table"
      className={cn(
        "w-full border-collapse text-[9pt]",
        "[&_thead]:table-header-group [&_tr]:break-inside-avoid",
        "[&_thead_th]:border-b-2 [&_thead_th]:border-foreground [&_thead_th]:px-2 [&_thead_th]:py-1.5 [&_thead_th]:text-left [&_thead_th]:align-bottom [&_thead_th]:text-[8pt] [&_thead_th]:font-semibold [&_thead_th]:tracking-wide [&_thead_th]:uppercase",
        // A header cell's own `text-right` must beat the default `text-left` of this descendant rule.
        "[&_thead_th.text-right]:text-right",
        "[&_tbody_td]:border-b [&_tbody_td]:border-border [&_tbody_td]:px-2 [&_tbody_td]:py-1.5 [&_tbody_td]:align-top",
        className,
      )}
      {...props}
    />
  );
}
