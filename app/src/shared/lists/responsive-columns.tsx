import type { ReactNode } from "react";
import { cn } from "@shopdesk/design-system";

/**
 * Tables that fit a phone: a column can show only from a width on (a Tailwind breakpoint);
 * below it, what the column says rides under the row's first cell as a fact (`RowFacts`), so
 * nothing is out of reach and nothing scrolls sideways. A column without `from` always shows.
 */
export type ShownFrom = "sm" | "lg" | "xl";

const widths: readonly ShownFrom[] = ["sm", "lg", "xl"];

// Whole class names: Tailwind only generates the classes it finds written out.
const shownFromClass: Record<ShownFrom, string> = {
  sm: "hidden sm:table-cell",
  lg: "hidden lg:table-cell",
  xl: "hidden xl:table-cell",
};
const hiddenFromClass: Record<ShownFrom, string> = { sm: "sm:hidden", lg: "lg:hidden", xl: "xl:hidden" };
const onlyFromClass: Record<ShownFrom, string> = {
  sm: "hidden sm:table-cell lg:hidden",
  lg: "hidden lg:table-cell xl:hidden",
  xl: "hidden xl:table-cell",
};

export type ResponsiveColumn = { key: string; from?: ShownFrom };

/** The classes of a column's header and cells. */
export const columnClass = (from: ShownFrom | undefined) => (from ? shownFromClass[from] : undefined);

const isShown = (column: ResponsiveColumn, width: ShownFrom) =>
  !column.from || widths.indexOf(column.from) <= widths.indexOf(width);

/**
 * A footer row's cells around the column `key`, from `sm` up: for each width band, a cell
 * spanning the columns shown before `key` and one spanning those after it, each shown only in
 * its band (a `colSpan` cannot change with the width).
 */
export function footerSpans(columns: readonly ResponsiveColumn[], key: string) {
  const index = columns.findIndex((column) => column.key === key);
  return widths.map((width) => ({
    width,
    className: onlyFromClass[width],
    before: columns.slice(0, index).filter((column) => isShown(column, width)).length,
    after: columns.slice(index + 1).filter((column) => isShown(column, width)).length,
  }));
}

export type RowFact = { label: string; value: ReactNode; from: ShownFrom };

/** The facts of the row's hidden columns, under its first cell; each goes once its column shows. */
export function RowFacts({ facts, className }: { facts: readonly RowFact[]; className?: string }) {
  const widest = facts.reduce<ShownFrom>(
    (found, fact) => (widths.indexOf(fact.from) > widths.indexOf(found) ? fact.from : found),
    "sm",
  );
  return (
    <dl
      data-slot="row-facts"
      className={cn("mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs", hiddenFromClass[widest], className)}
    >
      {facts.map((fact) => (
        <div key={fact.label} className={cn("flex items-center gap-1", hiddenFromClass[fact.from])}>
          <dt className="text-muted-foreground">{fact.label}</dt>
          <dd className="tabular-nums">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
