import * as React from "react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { cn } from "../lib/cn";
import { TableHead, type TableHeadProps } from "./table";

export type SortDirection = "ascending" | "descending" | "none";

/** The direction a click moves to: an unsorted or descending column sorts ascending, ascending flips. */
export function nextSortDirection(current: SortDirection): Exclude<SortDirection, "none"> {
  return current === "ascending" ? "descending" : "ascending";
}

export type SortableTableHeadProps = Omit<TableHeadProps, "onClick"> & {
  /** How the table is sorted by this column now; mirrored on `aria-sort`. */
  sort: SortDirection;
  /** Called with the direction the user asked for; the caller sorts and passes it back as `sort`. */
  onSort: (direction: Exclude<SortDirection, "none">) => void;
};

const icons = { ascending: ArrowUp, descending: ArrowDown, none: ArrowUpDown };

/** A column header whose label is a button that sorts the table by the column. */
export function SortableTableHead({ sort, onSort, className, children, ...props }: SortableTableHeadProps) {
  const Icon = icons[sort];
  return (
    <TableHead
      data-slot="sortable-table-head"
      aria-sort={sort}
      data-state={sort}
      className={cn("px-1", className)}
      {...props}
    >
      <button
        type="button"
        data-slot="table-sort-button"
        onClick={() => onSort(nextSortDirection(sort))}
        className="inline-flex h-8 items-center gap-1 rounded-sm px-2 font-semibold tracking-wide uppercase hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {children}
        <Icon className={cn("size-3.5", sort === "none" && "opacity-60")} aria-hidden="true" />
      </button>
    </TableHead>
  );
}
