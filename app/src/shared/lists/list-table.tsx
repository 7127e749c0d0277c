import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { cn, Pagination, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@shopdesk/design-system";
import { listTotal } from "../../api/list";
import { LoadError, MessageRow, NoMatches, SkeletonRows, SortHead } from "./list-parts";

/**
 * One column of a list. `className` goes on the header and every cell: use it to hide
 * secondary columns on small screens (`hidden md:table-cell`), and repeat what a phone must
 * still see inside the first column's cell (`sm:hidden`), so no list scrolls sideways at 375 px.
 */
export type ListColumn<T> = {
  header: string;
  /** The list's sort field for this column: its header then sorts the list. */
  sortField?: string;
  className?: string;
  cell: (row: T) => ReactNode;
};

export type ListTableProps<T> = {
  /** The table's accessible name, e.g. "Customers". */
  label: string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[] | undefined;
  total: number | undefined;
  /** The server's `TotalIsExact`: false past 1,000 matches ("1,000+", and paging goes on). */
  isTotalExact?: boolean;
  rowKey: (row: T) => string;
  error?: Error;
  isLoading: boolean;
  isValidating?: boolean;
  /** What failed, e.g. "Could not load customers". */
  errorTitle: string;
  onRetry?: () => void;
  /** What the list shows when nothing matches. */
  empty: { title: string; description?: ReactNode; action?: ReactNode };
  sort: string;
  onSortChange: (sort: string) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** A click anywhere on the row; the first cell also holds a real link or button for keyboards. */
  onRowClick?: (row: T) => void;
  isSelected?: (row: T) => boolean;
  skeletonRows?: number;
};

/** A server-paged list: sortable headers, loading, error and empty states, rows and paging. */
export function ListTable<T>({
  label,
  columns,
  rows,
  total,
  isTotalExact = true,
  rowKey,
  error,
  isLoading,
  isValidating,
  errorTitle,
  onRetry,
  empty,
  sort,
  onSortChange,
  page,
  pageSize,
  onPageChange,
  onRowClick,
  isSelected,
  skeletonRows,
}: ListTableProps<T>) {
  function body() {
    if (isLoading && !rows) return <SkeletonRows columns={columns.length} rows={skeletonRows} />;
    if (error)
      return (
        <MessageRow columns={columns.length}>
          <LoadError title={errorTitle} error={error} onRetry={onRetry} />
        </MessageRow>
      );
    if (!rows || rows.length === 0)
      return (
        <MessageRow columns={columns.length}>
          <NoMatches {...empty} />
        </MessageRow>
      );
    return (
      <TableBody>
        {rows.map((row) => {
          const selected = isSelected?.(row) ?? false;
          return (
            <TableRow
              key={rowKey(row)}
              data-state={selected ? "selected" : undefined}
              aria-selected={isSelected ? selected : undefined}
              className={cn(onRowClick && "cursor-pointer")}
              onClick={onRowClick && (() => onRowClick(row))}
            >
              {columns.map((column) => (
                <TableCell key={column.header} className={column.className}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    );
  }

  return (
    <>
      <Table aria-label={label} aria-busy={isValidating || undefined}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {columns.map((column) =>
              column.sortField ? (
                <SortHead
                  key={column.header}
                  field={column.sortField}
                  sort={sort}
                  onSortChange={onSortChange}
                  className={column.className}
                >
                  {column.header}
                </SortHead>
              ) : (
                <TableHead key={column.header} className={column.className}>
                  {column.header}
                </TableHead>
              ),
            )}
          </TableRow>
        </TableHeader>
        {body()}
      </Table>
      {total !== undefined && total > 0 && (
        <Pagination
          className="border-t p-4"
          page={page}
          pageSize={pageSize}
          {...listTotal({
            Items: rows ? [...rows] : [],
            Total: total,
            TotalIsExact: isTotalExact,
            Page: page,
            PageSize: pageSize,
          })}
          onPageChange={onPageChange}
        />
      )}
    </>
  );
}

export type PrimaryCellProps = {
  /** The record's link or button. */
  children: ReactNode;
  /** What the hidden columns would say, shown under it on phones only. */
  phoneDetails?: ReactNode;
};

/** The first cell of a list row: the record's link, and under `sm` the details of the hidden columns. */
export function PrimaryCell({ children, phoneDetails }: PrimaryCellProps) {
  return (
    <>
      {/* Its own block: a link inside a run of text would need more than colour to stand out. */}
      <div>{children}</div>
      {phoneDetails && (
        <div className="mt-0.5 text-sm whitespace-normal text-muted-foreground sm:hidden">{phoneDetails}</div>
      )}
    </>
  );
}

const rowActionClass =
  "text-left text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** The row's record as a real link; a click on it is not also a click on the row. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={rowActionClass} onClick={(event) => event.stopPropagation()}>
      {children}
    </Link>
  );
}

/** The row's record as a button, for lists that choose rather than navigate. */
export function RowButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={rowActionClass}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {children}
    </button>
  );
}
