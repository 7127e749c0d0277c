import { Card, Skeleton } from "@shopdesk/design-system";

/** The shape of a detail screen (form on the left, panels on the right) while it loads. */
export function DetailSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading"
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,1fr)_26rem]"
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
