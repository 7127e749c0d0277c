import * as React from "react";
import { Slot, Slottable } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { ChevronRight } from "lucide-react";
import { cn } from "../lib/cn";
import { Skeleton } from "../skeleton";

export const statTileVariants = cva(
  "group relative flex min-w-0 flex-col gap-1 rounded-lg border border-l-4 bg-card p-4 pr-9 text-card-foreground shadow-sm transition-colors hover:bg-accent/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
  {
    variants: {
      tone: {
        neutral: "border-l-primary",
        success: "border-l-success",
        warning: "border-l-warning",
        danger: "border-l-destructive",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export type StatTileProps = Omit<React.ComponentProps<"a">, "children"> &
  VariantProps<typeof statTileVariants> & {
    /** What the figure counts, e.g. "Open backlog". */
    label: React.ReactNode;
    /** The figure, formatted: "$183,402.50", "14". */
    value: React.ReactNode;
    /** A line under the figure: "412 open lines". */
    detail?: React.ReactNode;
    /** A decorative icon before the label. */
    icon?: React.ReactNode;
    /** Render the child element (a router link) as the tile instead of an `<a>`. */
    asChild?: boolean;
    /** With `asChild`: the link element to render as the tile. */
    children?: React.ReactElement;
  };

/**
 * A key figure that links to where it comes from (a report, a list): label, figure, one line of
 * detail, the whole tile one link. The tone colours the left edge only; the figure says the rest.
 */
export function StatTile({
  label,
  value,
  detail,
  icon,
  tone,
  asChild = false,
  className,
  children,
  ...props
}: StatTileProps) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="stat-tile"
      data-tone={tone ?? "neutral"}
      className={cn(statTileVariants({ tone }), className)}
      {...props}
    >
      <Slottable>{children}</Slottable>
      <span
        data-slot="stat-tile-label"
        className="flex items-center gap-2 text-sm font-medium text-muted-foreground [&_svg]:size-4"
      >
        {icon && <span aria-hidden="true">{icon}</span>}
        {label}
      </span>
      {/* The spaces make the link's name "Late work orders 14 past their due date"; flex layout ignores them. */}{" "}
      <span data-slot="stat-tile-value" className="text-2xl leading-tight font-semibold tabular-nums">
        {value}
      </span>{" "}
      {detail && (
        <span data-slot="stat-tile-detail" className="text-sm text-muted-foreground">
          {detail}
        </span>
      )}
      <ChevronRight
        aria-hidden="true"
        className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground transition-transform group-hover:translate-x-0.5"
      />
    </Comp>
  );
}

/** The tile's shape while its figure loads (hidden from screen readers; mark the container `aria-busy`). */
export function StatTileSkeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="stat-tile-skeleton"
      className={cn("flex flex-col gap-2 rounded-lg border border-l-4 bg-card p-4 shadow-sm", className)}
      {...props}
    >
      <Skeleton className="h-4 w-28" />
      <Skeleton className="h-7 w-32" />
      <Skeleton className="h-4 w-24" />
    </div>
  );
}
