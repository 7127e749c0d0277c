import { Link } from "react-router-dom";
import { ExternalLink, Truck } from "lucide-react";
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  formatCurrency,
  formatDate,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@shopdesk/design-system";
import type { PurchaseOrder } from "../../api/purchase-orders/types";
import { packingSlipPrintPath, packingSlipPrints } from "./print-links";

/** The PO's packing slips, each with links printing it as a slip, a priced slip or a certificate (new tab). */
export function PackingSlipsCard({ purchaseOrder: po }: { purchaseOrder: PurchaseOrder }) {
  function content() {
    if (po.PackingSlips.length === 0)
      return <EmptyState className="border-0 py-6" icon={<Truck />} title="Nothing shipped yet" description="“Ship” makes a packing slip." />;
    return (
      <Table aria-label="Packing slips">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Slip</TableHead>
            <TableHead>Ship date</TableHead>
            <TableHead>Carrier</TableHead>
            <TableHead>Tracking</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead>Print</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {po.PackingSlips.map((slip) => (
            <TableRow key={slip.PSlipNumber}>
              <TableCell className="font-medium tabular-nums">{slip.PSlipNumber}</TableCell>
              <TableCell className="tabular-nums" data-slot="date">
                {formatDate(slip.ShipDate)}
              </TableCell>
              <TableCell>{slip.Carrier ?? "—"}</TableCell>
              <TableCell className="max-w-48 truncate" title={slip.TrackingNumber ?? undefined}>
                {slip.TrackingNumber ?? "—"}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatCurrency(slip.Amount)}</TableCell>
              <TableCell>
                <span className="flex gap-3">
                  {packingSlipPrints.map(({ mode, label }) => (
                    <Link
                      key={mode}
                      to={packingSlipPrintPath(po.POKey, slip.PSlipNumber, mode)}
                      target="_blank"
                      rel="noopener"
                      className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                    >
                      <span className="sr-only">Print packing slip {slip.PSlipNumber}: </span>
                      {label}
                      <ExternalLink className="size-3" aria-hidden="true" />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </Link>
                  ))}
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle>Packing slips</CardTitle>
      </CardHeader>
      <CardContent className="px-2 sm:px-5">{content()}</CardContent>
    </Card>
  );
}
