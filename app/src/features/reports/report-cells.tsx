import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Badge, formatDate } from "@shopdesk/design-system";
import type { CellContext } from "./report-definition";

/** A link to the record on screen; its text alone in print. */
export function CellLink({ to, children, context }: { to: string; children: ReactNode; context: CellContext }) {
  if (context.isPrint) return <>{children}</>;
  return (
    <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

/** A calendar date as MM/DD/YYYY (never shifted by the time zone), and "Late" after it when it is. */
export function DueDate({ date, isLate, context }: { date: string; isLate: boolean; context: CellContext }) {
  return (
    // The mark goes under the date on a phone, where the row has no width to spare.
    <span className="inline-flex flex-col items-start gap-0.5 tabular-nums sm:flex-row sm:items-center sm:gap-2">
      <span data-slot="date">{formatDate(date)}</span>
      {isLate && (context.isPrint ? <span className="font-semibold">Late</span> : <Badge variant="danger">Late</Badge>)}
    </span>
  );
}

/** A customer code with its name as a tooltip on screen; "Stock" for a WO made for stock. */
export function CustomerCell({ id, name, context }: { id: string | null; name?: string | null; context: CellContext }) {
  if (!id) return <span className="text-muted-foreground">Stock</span>;
  return (
    <CellLink to={`/customer/${encodeURIComponent(id)}`} context={context}>
      <span title={name ?? undefined}>{id}</span>
    </CellLink>
  );
}
