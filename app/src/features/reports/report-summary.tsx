import { cn, Skeleton } from "@shopdesk/design-system";
import type { SummaryFigure } from "./report-definition";

const styles = {
  screen: { list: "grid grid-cols-2 gap-4 sm:grid-cols-4", figure: "min-w-0", label: "text-xs", value: "text-lg" },
  print: {
    list: "mb-5 flex flex-wrap gap-x-8 gap-y-2",
    figure: undefined,
    label: "text-[7.5pt]",
    value: "text-[11pt]",
  },
};

export type ReportSummaryProps = {
  figures: SummaryFigure[] | undefined;
  /** On `/reports` (the default) or on the printed page, sized in points. */
  medium?: "screen" | "print";
  className?: string;
};

/** The report's key figures over every filtered row, above the table (and at the top of its print). */
export function ReportSummary({ figures, medium = "screen", className }: ReportSummaryProps) {
  const style = styles[medium];
  if (!figures)
    return (
      <div className={cn(style.list, className)} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="grid gap-1.5">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-6 w-24" />
          </div>
        ))}
      </div>
    );
  return (
    <dl data-slot="report-summary" className={cn(style.list, className)}>
      {figures.map((figure) => (
        <div key={figure.label} className={style.figure}>
          <dt className={cn(style.label, "font-semibold tracking-wide text-muted-foreground uppercase")}>
            {figure.label}
          </dt>
          <dd data-slot="summary-value" className={cn(style.value, "font-semibold tabular-nums")}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
