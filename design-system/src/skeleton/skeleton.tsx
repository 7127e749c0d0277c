import * as React from "react";
import { cn } from "../lib/cn";

export type SkeletonProps = React.ComponentProps<"div">;

/**
 * A grey placeholder the shape of content still loading; size it with classes (`h-4 w-32`).
 * Hidden from screen readers: announce loading once on the container (`aria-busy`), not per bar.
 */
export function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("rounded-md bg-muted motion-safe:animate-pulse", className)}
      {...props}
    />
  );
}
