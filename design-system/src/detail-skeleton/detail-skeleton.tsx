import type * as React from "react";
import { cn } from "../lib/cn";
import { Card } from "../card/card";
import { Skeleton } from "../skeleton/skeleton";

export type DetailSkeletonProps = React.ComponentProps<"div">;

/**
 * The shape of a record's screen while it loads: its form on the left, its cards on the right
 * (one column on small screens). Announced once, as "Loading".
 */
export function DetailSkeleton({ className, ...props }: DetailSkeletonProps) {
  return (
    <div
      data-slot="detail-skeleton"
      role="status"
      aria-busy="true"
      aria-label="Loading"
      className={cn(
        "grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,1fr)_26rem]",
        className,
      )}
      {...props}
    >
      <Card className="gap-4 px-5">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="grid grid-cols-1 gap-2">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </Card>
      <div className="grid content-start gap-6">
        <Card className="gap-3 px-5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
        <Card className="gap-3 px-5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-full" />
        </Card>
      </div>
    </div>
  );
}
