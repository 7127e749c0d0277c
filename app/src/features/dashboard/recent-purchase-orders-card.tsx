import { Link } from "react-router-dom";
import { formatCurrency, formatDate, StatusBadge, TableCell, TableHead, TableRow } from "@shopdesk/design-system";
import type { PurchaseOrderSummary } from "../../api/purchase-orders/types";
import { DashboardTable } from "./dashboard-section";

const title = "Recent purchase orders";

/** The ten newest POs: number (a link to the PO), customer, date, status, amount. */
export function RecentPurchaseOrdersCard({
  purchaseOrders,
  className,
}: {
  purchaseOrders: PurchaseOrderSummary[];
  className?: string;
}) {
  return (
    <DashboardTable
      title={title}
      moreHref="/po"
      moreLabel="All purchase orders"
      className={className}
      isEmpty={purchaseOrders.length === 0}
      emptyMessage="No purchase orders yet."
      head={
        <>
          <TableHead className="pl-5">PO</TableHead>
          <TableHead className="hidden sm:table-cell">Customer</TableHead>
          <TableHead className="hidden sm:table-cell">Date</TableHead>
          <TableHead className="hidden md:table-cell">Status</TableHead>
          <TableHead className="pr-5 text-right">Amount</TableHead>
        </>
      }
    >
      {purchaseOrders.map((po) => (
        <TableRow key={po.POKey}>
          <TableCell className="max-w-40 truncate pl-5 font-medium">
            <Link to={`/po/${po.POKey}`} className="text-primary underline-offset-4 hover:underline">
              {po.PONumber}
            </Link>
          </TableCell>
          <TableCell className="hidden sm:table-cell">
            <span title={po.CustomerName}>{po.CustomerId}</span>
          </TableCell>
          <TableCell className="hidden tabular-nums sm:table-cell">
            <span data-slot="date">{formatDate(po.PODate)}</span>
          </TableCell>
          <TableCell className="hidden md:table-cell">
            <StatusBadge status={po.Status} />
          </TableCell>
          <TableCell className="pr-5 text-right tabular-nums">{formatCurrency(po.Amount)}</TableCell>
        </TableRow>
      ))}
    </DashboardTable>
  );
}
