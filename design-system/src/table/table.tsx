import * as React from "react";
import { cn } from "../lib/cn";

export type TableProps = React.ComponentProps<"table">;

/**
 * True while the element's content is wider than the element. Measured in a ResizeObserver's
 * callback, which runs after the browser's layout and once as soon as it observes: reading the
 * widths during React's commit instead forced a layout of the whole page per table, the largest
 * single cost of drawing a PO of 50 lines (docs/performance.md, "Lighthouse").
 */
function useOverflowsX<T extends HTMLElement>(): [React.RefCallback<T>, boolean] {
  const [element, setElement] = React.useState<T | null>(null);
  const [overflows, setOverflows] = React.useState(false);
  React.useEffect(() => {
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    if (typeof ResizeObserver === "undefined") {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, overflows];
}

/**
 * A data table; wide tables scroll sideways inside their own box instead of the page, and that
 * box then becomes a tab stop so keyboard users can scroll it too.
 */
export function Table({ className, ...props }: TableProps) {
  const [containerRef, overflows] = useOverflowsX<HTMLDivElement>();
  return (
    <div
      ref={containerRef}
      data-slot="table-container"
      // A scrolling region must be reachable by keyboard (WCAG 2.1.1); only then is it focusable.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={overflows ? 0 : undefined}
      className="relative w-full overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table data-slot="table" className={cn("w-full caption-bottom border-collapse text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("bg-muted [&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableFooter({ className, ...props }: React.ComponentProps<"tfoot">) {
  return <tfoot data-slot="table-footer" className={cn("border-t bg-muted font-medium", className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <tr
      data-slot="table-row"
      className={cn("border-b transition-colors hover:bg-muted/60 data-[state=selected]:bg-accent", className)}
      {...props}
    />
  );
}

export type TableHeadProps = React.ComponentProps<"th">;

/** A column header cell (`scope="col"` unless told otherwise). */
export function TableHead({ className, scope = "col", ...props }: TableHeadProps) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        "h-10 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase",
        className,
      )}
      {...props}
    />
  );
}

/** A body cell; text stays on one line (the table scrolls) unless you add `whitespace-normal`. */
export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return (
    <td data-slot="table-cell" className={cn("px-3 py-2.5 align-middle whitespace-nowrap", className)} {...props} />
  );
}

export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return (
    <caption
      data-slot="table-caption"
      className={cn("mt-3 text-left text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
