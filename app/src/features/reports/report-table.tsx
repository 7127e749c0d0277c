import type { ReactNode } from "react";
import {
  cn,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@shopdesk/design-system";
import type { ReportAnswer, ReportError, ReportName } from "../../api/reports/types";
import { LoadError, MessageRow, NoMatches, SkeletonRows, SortHead } from "../../shared/lists/list-parts";
import type { ReportDefinition } from "./report-definition";

export type ReportTableProps<R extends ReportName> = {
  definition: ReportDefinition<R>;
  /** The table's accessible name: the report's title. */
  label: string;
  answer: ReportAnswer<R> | undefined;
  error: ReportError | undefined;
  isLoading: boolean;
  isValidating?: boolean;
  sort: string;
  onSortChange: (sort: string) => void;
  onRetry: () => void;
  /** The empty state's text and action (e.g. "Clear filters"). */
  emptyDescription: ReactNode;
  emptyAction?: ReactNode;
};

const screen = { isPrint: false };

/**
 * A report's rows on screen: sortable headers for the columns the API sorts by, the page of rows,
 * and a totals row over every filtered row. Loading, failed and empty states stand in for the rows.
 */
export function ReportTable<R extends ReportName>({
  definition,
  label,
  answer,
  error,
  isLoading,
  isValidating,
  sort,
  onSortChange,
  onRetry,
  emptyDescription,
  emptyAction,
}: ReportTableProps<R>) {
  const { columns } = definition;
  // Narrower cell padding on a phone: three columns then fit 375 px without scrolling.
  const cellClass = (column: (typeof columns)[number]) =>
    cn("px-2 sm:px-3", column.isNumeric && "text-right tabular-nums", column.screenClassName);

  function body() {
    if (isLoading && !answer) return <SkeletonRows columns={columns.length} />;
    if (error)
      return (
        <MessageRow columns={columns.length}>
          <LoadError title={`Could not load ${definition.label.toLowerCase()}`} error={error} onRetry={onRetry} />
        </MessageRow>
      );
    if (!answer || answer.Items.length === 0)
      return (
        <MessageRow columns={columns.length}>
          <NoMatches title={`No ${definition.noun.many}`} description={emptyDescription} action={emptyAction} />
        </MessageRow>
      );
    return (
      <TableBody>
        {answer.Items.map((row) => (
          <TableRow key={definition.rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.id} className={cellClass(column)}>
                {column.cell(row, screen)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    );
  }

  const hasTotals = Boolean(answer && !error && answer.Items.length > 0);
  return (
    <Table aria-label={label} aria-busy={isValidating || undefined} data-report={definition.name}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) =>
            column.sortField ? (
              <SortHead
                key={column.id}
                field={column.sortField}
                sort={sort}
                onSortChange={onSortChange}
                className={cn(column.isNumeric && "text-right", column.screenClassName)}
              >
                {column.header}
              </SortHead>
            ) : (
              <TableHead
                key={column.id}
                className={cn("px-2 sm:px-3", column.isNumeric && "text-right", column.screenClassName)}
              >
                {column.header}
              </TableHead>
            ),
          )}
        </TableRow>
      </TableHeader>
      {body()}
      {hasTotals && answer && (
        <TableFooter data-slot="report-totals">
          <TableRow className="hover:bg-transparent">
            {columns.map((column) => (
              <TableCell key={column.id} className={cn(cellClass(column), "font-semibold")}>
                {column.total?.(answer.Totals)}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      )}
    </Table>
  );
}
