import { Link } from "react-router-dom";
import { Badge, formatDate, StatusBadge, TableCell, TableHead, TableRow } from "@shopdesk/design-system";
import type { WorkOrderSummary } from "../../api/work-orders/types";
import { daysBetween } from "./days";
import { DashboardTable } from "./dashboard-section";

export type WorkOrderListCardProps = {
  title: string;
  workOrders: WorkOrderSummary[];
  /** Today (the dashboard's `AsOf`), for "days late". */
  asOf: string;
  moreHref: string;
  emptyMessage: string;
  /** Show how late each WO is (the late list) rather than its status. */
  showDaysLate?: boolean;
  className?: string;
};

/** Up to ten WOs (late, or due this week): number (a link to the WO), part, customer, due date. */
export function WorkOrderListCard({
  title,
  workOrders,
  asOf,
  moreHref,
  emptyMessage,
  showDaysLate = false,
  className,
}: WorkOrderListCardProps) {
  return (
    <DashboardTable
      title={title}
      moreHref={moreHref}
      className={className}
      isEmpty={workOrders.length === 0}
      emptyMessage={emptyMessage}
      head={
        <>
          <TableHead className="pl-5">WO</TableHead>
          <TableHead>Part</TableHead>
          <TableHead className="hidden sm:table-cell">Customer</TableHead>
          <TableHead>Due</TableHead>
          <TableHead className="hidden pr-5 md:table-cell">{showDaysLate ? "Late by" : "Status"}</TableHead>
        </>
      }
    >
      {workOrders.map((workOrder) => {
        const daysLate = daysBetween(workOrder.DueDate, asOf) ?? 0;
        return (
          <TableRow key={workOrder.WONumber}>
            <TableCell className="pl-5 font-medium">
              <Link to={`/wo/${workOrder.WONumber}`} className="text-primary underline-offset-4 hover:underline">
                {workOrder.WONumber}
              </Link>
            </TableCell>
            <TableCell className="max-w-40 truncate" title={workOrder.Description}>
              {workOrder.PartNumber} <span className="text-muted-foreground">rev {workOrder.Revision}</span>
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              {workOrder.CustomerId ?? <span className="text-muted-foreground">Stock</span>}
            </TableCell>
            <TableCell className="tabular-nums">
              <span data-slot="date">{formatDate(workOrder.DueDate)}</span>
            </TableCell>
            <TableCell className="hidden pr-5 md:table-cell">
              {showDaysLate ? (
                <Badge variant="danger">
                  <span data-slot="date">{daysLate === 1 ? "1 day" : `${daysLate} days`}</span>
                </Badge>
              ) : (
                <StatusBadge status={workOrder.Status} />
              )}
            </TableCell>
          </TableRow>
        );
      })}
    </DashboardTable>
  );
}
