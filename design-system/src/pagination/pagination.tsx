import * as React from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { buttonVariants } from "../button/button";
import { cn } from "../lib/cn";
import { pageCount, pageRange, rangeText } from "./page-range";

export type PaginationProps = Omit<React.ComponentProps<"nav">, "children"> & {
  /** The current page, counting from 1. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Rows in the whole list (the server's `Total`). */
  total: number;
  /**
   * False when `total` is a lower bound (the server stopped counting): the range reads
   * "of 1,000+", and Next and the pages past the counted ones stay open.
   */
  isTotalExact?: boolean;
  /** Called with the page the user picked. */
  onPageChange: (page: number) => void;
};

/** "Showing 21–40 of 345" with previous, next and page buttons, in a labelled `nav`. */
export function Pagination({
  page,
  pageSize,
  total,
  isTotalExact = true,
  onPageChange,
  className,
  "aria-label": ariaLabel = "Pagination",
  ...props
}: PaginationProps) {
  const counted = pageCount(total, pageSize);
  // Past a capped count the pages run on: the current one, and always one more.
  const count = isTotalExact ? counted : Math.max(counted, page);
  const current = Math.min(Math.max(1, page), count);
  const hasNext = !isTotalExact || current < count;
  const pageButton = buttonVariants({ variant: "ghost", size: "sm" });

  return (
    <nav
      data-slot="pagination"
      data-total={isTotalExact ? "exact" : "at-least"}
      aria-label={ariaLabel}
      className={cn("flex flex-wrap items-center justify-between gap-x-4 gap-y-2", className)}
      {...props}
    >
      <p data-slot="pagination-range" className="text-sm text-muted-foreground">
        {rangeText(current, pageSize, total, isTotalExact)}
      </p>
      <ul className="flex w-full items-center justify-between gap-1 sm:w-auto sm:justify-start">
        <li>
          <button
            type="button"
            className={cn(pageButton, "px-2")}
            disabled={current <= 1}
            onClick={() => onPageChange(current - 1)}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </button>
        </li>
        {pageRange(current, count).map((item, index) =>
          item === "ellipsis" ? (
            <li
              key={`ellipsis-${index}`}
              aria-hidden="true"
              className="hidden w-8 text-center text-sm text-muted-foreground sm:block"
            >
              …
            </li>
          ) : (
            <li key={item} className="hidden sm:block">
              <button
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === current ? "page" : undefined}
                className={cn(
                  pageButton,
                  "min-w-8 px-2 tabular-nums",
                  item === current &&
                    "bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground",
                )}
                onClick={() => item !== current && onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        {!isTotalExact && (
          <li aria-hidden="true" className="hidden w-8 text-center text-sm text-muted-foreground sm:block">
            …
          </li>
        )}
        <li>
          <button
            type="button"
            className={cn(pageButton, "px-2")}
            disabled={!hasNext}
            onClick={() => onPageChange(current + 1)}
          >
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
