import { cn, Skeleton } from "@shopdesk/design-system";
import type { SummaryFigure } from "./report-definition";

export type ReportSummaryProps = { figures: SummaryFigure[] | undefined; className?: string };

/** The report's key figures over every filtered row, above the table (and at the top of its print). */
export function ReportSummary({ figures, className }: ReportSummaryProps) {
  if (!figures)
    return (
      <div className={cn("grid grid-cols-2 gap-4 sm:grid-cols-4", className)} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="grid gap-1.5">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-6 w-24" />
          </div>
        ))}
      </div>
    );
  return (
    <dl data-slot="report-summary" className={cn("grid grid-cols-2 gap-4 sm:grid-cols-4", className)}>
      {figures.map((figure) => (
        <div key={figure.label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{figure.label}</dt>
          <dd data-slot="summary-value" className="text-lg font-semibold tabular-nums">
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
