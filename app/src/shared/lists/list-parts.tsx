import type { ReactNode } from "react";
import { CircleAlert, SearchX } from "lucide-react";
import {
  Button,
  EmptyState,
  Skeleton,
  SortableTableHead,
  TableBody,
  TableCell,
  TableRow,
  type TableHeadProps,
} from "@shopdesk/design-system";
import { formatSort, sortDirectionOf } from "./list-params";

export type SortHeadProps = Omit<TableHeadProps, "onClick"> & {
  field: string;
  sort: string;
  onSortChange: (sort: string) => void;
  children: ReactNode;
};

/** A column header that sorts the list by `field` through the URL's `sort`. */
export function SortHead({ field, sort, onSortChange, children, ...props }: SortHeadProps) {
  return (
    <SortableTableHead
      sort={sortDirectionOf(sort, field)}
      onSort={(direction) => onSortChange(formatSort({ field, direction }))}
      {...props}
    >
      {children}
    </SortableTableHead>
  );
}

/** Grey rows the shape of the table while its first page loads. */
export function SkeletonRows({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return (
    <TableBody>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row} className="hover:bg-transparent">
          {Array.from({ length: columns }, (_, column) => (
            <TableCell key={column}>
              <Skeleton className="h-4" style={{ width: `${[60, 80, 50, 40, 30][column % 5]}%` }} />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  );
}

/** One full-width row holding a message in place of the list's rows. */
export function MessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableBody>
      <TableRow className="hover:bg-transparent">
        <TableCell colSpan={columns} className="p-4">
          {children}
        </TableCell>
      </TableRow>
    </TableBody>
  );
}

export type LoadErrorProps = { title: string; error: Error; onRetry?: () => void; className?: string };

/** A failed load: what failed, the server's reason and, when it can help, a retry. */
export function LoadError({ title, error, onRetry, className }: LoadErrorProps) {
  return (
    <EmptyState
      role="alert"
      className={className ?? "border-0"}
      icon={<CircleAlert />}
      title={title}
      description={error.message}
      action={
        onRetry && (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    />
  );
}

export type NoMatchesProps = { title: string; description?: ReactNode; action?: ReactNode };

/** The list has no rows for these filters. */
export function NoMatches({ title, description, action }: NoMatchesProps) {
  return <EmptyState className="border-0" icon={<SearchX />} title={title} description={description} action={action} />;
}
