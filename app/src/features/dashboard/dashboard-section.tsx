import { useId, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { ArrowRight } from "lucide-react";
import { Card, cn, Table, TableBody, TableHeader, TableRow } from "@shopdesk/design-system";

export type DashboardSectionProps = {
  title: string;
  /** Where the whole list lives, e.g. the report with the same filter. */
  moreHref?: string;
  moreLabel?: string;
  className?: string;
  children: ReactNode;
};

/** A titled card of the dashboard (an `h2`), with a link to the full list. */
export function DashboardSection({
  title,
  moreHref,
  moreLabel = "View all",
  className,
  children,
}: DashboardSectionProps) {
  const titleId = useId();
  return (
    <Card className={cn("min-w-0 gap-3 pb-2", className)} role="region" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-5">
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
        {moreHref && (
          <Link
            to={moreHref}
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            {moreLabel}
            <span className="sr-only">: {title.toLowerCase()}</span>
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
        )}
      </div>
      {children}
    </Card>
  );
}

/** The line a list shows when it has no rows. */
export function EmptyListMessage({ children }: { children: ReactNode }) {
  return <p className="px-5 pt-1 pb-3 text-sm text-muted-foreground">{children}</p>;
}

export type DashboardTableProps = Omit<DashboardSectionProps, "children"> & {
  /** Nothing to list: the card says `emptyMessage` instead of its table. */
  isEmpty: boolean;
  emptyMessage: string;
  /** The table's header cells. */
  head: ReactNode;
  /** The table's rows. */
  children: ReactNode;
};

/** A dashboard card listing records (named by its title), or the line saying there are none. */
export function DashboardTable({ isEmpty, emptyMessage, head, children, ...section }: DashboardTableProps) {
  return (
    <DashboardSection {...section}>
      {isEmpty ? (
        <EmptyListMessage>{emptyMessage}</EmptyListMessage>
      ) : (
        <Table aria-label={section.title}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">{head}</TableRow>
          </TableHeader>
          <TableBody>{children}</TableBody>
        </Table>
      )}
    </DashboardSection>
  );
}
