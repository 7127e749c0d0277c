import { Link, useNavigate } from "react-router-dom";
import { Checkbox, formatDate, TableBody, TableCell, TableRow, formatQuantity } from "@shopdesk/design-system";
import type { WorkOrderSummary } from "../../api/work-orders/types";
import { WorkOrderStatusBadges } from "./work-order-badges";

export type WorkOrderRowsProps = {
  workOrders: WorkOrderSummary[];
  isSelected: (woNumber: string) => boolean;
  onToggle: (woNumber: string, isSelected: boolean) => void;
};

const linkClass = "text-primary underline-offset-4 hover:underline";

/** The list's rows: a box to pick the WO for printing, then the WO; the row opens it. */
export function WorkOrderRows({ workOrders, isSelected, onToggle }: WorkOrderRowsProps) {
  const navigate = useNavigate();
  return (
    <TableBody>
      {workOrders.map((workOrder) => {
        const href = `/wo/${workOrder.WONumber}`;
        const selected = isSelected(workOrder.WONumber);
        return (
          <TableRow
            key={workOrder.WONumber}
            data-state={selected ? "selected" : undefined}
            className="cursor-pointer"
            onClick={() => void navigate(href)}
          >
            {/* The cell, not just the box, takes the click: a near miss must not open the WO. */}
            <TableCell className="w-10" onClick={(event) => event.stopPropagation()}>
              <Checkbox
                aria-label={`Select WO ${workOrder.WONumber}`}
                checked={selected}
                onCheckedChange={(checked) => onToggle(workOrder.WONumber, checked === true)}
              />
            </TableCell>
            <TableCell className="font-medium tabular-nums">
              <Link to={href} className={linkClass} onClick={(event) => event.stopPropagation()}>
                {workOrder.WONumber}
              </Link>
              {/* On a phone the part rides under the number, so the status stays in view. */}
              <span className="block text-xs font-normal whitespace-nowrap text-muted-foreground sm:hidden">
                {workOrder.PartNumber} rev {workOrder.Revision}
              </span>
            </TableCell>
            <TableCell className="hidden max-w-72 sm:table-cell">
              <span className="font-medium whitespace-nowrap">
                {workOrder.PartNumber}{" "}
                <span className="font-normal text-muted-foreground">rev {workOrder.Revision}</span>
              </span>
              <span className="block truncate text-xs text-muted-foreground" title={workOrder.Description}>
                {workOrder.Description}
              </span>
            </TableCell>
            <TableCell className="hidden md:table-cell">
              {workOrder.CustomerId ?? <span className="text-muted-foreground">Stock</span>}
            </TableCell>
            <TableCell className="hidden lg:table-cell">
              {workOrder.POKey !== null ? (
                <Link to={`/po/${workOrder.POKey}`} className={linkClass} onClick={(event) => event.stopPropagation()}>
                  {workOrder.PONumber}
                  <span className="text-muted-foreground"> line {workOrder.LineNumber}</span>
                </Link>
              ) : (
                <span className="text-muted-foreground">—</span>
              )}
            </TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">
              {formatQuantity(workOrder.Quantity)}
            </TableCell>
            <TableCell className="hidden tabular-nums whitespace-nowrap sm:table-cell" data-slot="date">
              {formatDate(workOrder.DueDate)}
            </TableCell>
            <TableCell>
              <WorkOrderStatusBadges status={workOrder.Status} isLate={workOrder.IsLate} />
              {/* And the due date under the status. */}
              <span className="mt-1 block text-xs text-muted-foreground tabular-nums sm:hidden">
                Due <span data-slot="date">{formatDate(workOrder.DueDate)}</span>
              </span>
            </TableCell>
          </TableRow>
        );
      })}
    </TableBody>
  );
}
