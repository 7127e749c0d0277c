import { useState } from "react";
import { Link } from "react-router-dom";
import { ExternalLink, Paperclip, Pencil, Truck } from "lucide-react";
import {
  Button,
  cn,
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
import { PackingSlipDialog, PackingSlipFilesDialog } from "./on-demand-dialogs";
import { packingSlipPrintPath, packingSlipPrints } from "./print-path";
import { TableCard } from "../../shared/lists/table-card";
import { columnClass, RowFacts, type ShownFrom } from "../../shared/lists/responsive-columns";

/**
 * Where each secondary column starts to show: a phone shows the slip (its facts under it), the
 * prints and Edit. Carrier and tracking share a column, shown from `xl`, where the card has
 * two thirds of the width.
 */
const shownFrom = { shipDate: "sm", shippedVia: "xl", amount: "sm" } as const satisfies Record<string, ShownFrom>;

/** What the card says before the first shipment. */
const nothingShipped = { icon: <Truck />, title: "Nothing shipped yet", description: "“Ship” makes a packing slip." };

/** The PO's packing slips, each with links printing it as a slip, a priced slip or a certificate (new tab), its files, and Edit. */
export function PackingSlipsCard({ purchaseOrder: po }: { purchaseOrder: PurchaseOrder }) {
  const [editing, setEditing] = useState<number | null>(null);
  const [showingFiles, setShowingFiles] = useState<number | null>(null);

  return (
    <TableCard
      title="Packing slips"
      empty={po.PackingSlips.length === 0 && nothingShipped}
      dialogs={
        <>
          {editing !== null && (
            <PackingSlipDialog
              purchaseOrder={po}
              pslipNumber={editing}
              onOpenChange={(open) => !open && setEditing(null)}
            />
          )}
          {showingFiles !== null && (
            <PackingSlipFilesDialog
              poKey={po.POKey}
              poNumber={po.PONumber}
              pslipNumber={showingFiles}
              onOpenChange={(open) => !open && setShowingFiles(null)}
            />
          )}
        </>
      }
    >
      <Table aria-label="Packing slips">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Slip</TableHead>
            <TableHead className={columnClass(shownFrom.shipDate)}>Ship date</TableHead>
            <TableHead className={columnClass(shownFrom.shippedVia)}>Carrier and tracking</TableHead>
            <TableHead className={cn(columnClass(shownFrom.amount), "text-right")}>Amount</TableHead>
            <TableHead>Print</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {po.PackingSlips.map((slip) => (
            <TableRow key={slip.PSlipNumber}>
              <TableCell className="whitespace-normal">
                <span className="font-medium tabular-nums">{slip.PSlipNumber}</span>
                <RowFacts
                  className="flex-col"
                  facts={[
                    {
                      label: "Shipped",
                      from: shownFrom.shipDate,
                      value: <span data-slot="date">{formatDate(slip.ShipDate)}</span>,
                    },
                    { label: "Carrier", from: shownFrom.shippedVia, value: slip.Carrier ?? "—" },
                    {
                      label: "Tracking",
                      from: shownFrom.shippedVia,
                      value: <span className="break-all">{slip.TrackingNumber ?? "—"}</span>,
                    },
                    { label: "Amount", from: shownFrom.amount, value: formatCurrency(slip.Amount) },
                  ]}
                />
              </TableCell>
              <TableCell className={cn(columnClass(shownFrom.shipDate), "tabular-nums")} data-slot="date">
                {formatDate(slip.ShipDate)}
              </TableCell>
              <TableCell className={columnClass(shownFrom.shippedVia)}>
                <span className="block">{slip.Carrier ?? "—"}</span>
                {slip.TrackingNumber && (
                  <span className="block max-w-48 truncate text-xs text-muted-foreground" title={slip.TrackingNumber}>
                    {slip.TrackingNumber}
                  </span>
                )}
              </TableCell>
              <TableCell className={cn(columnClass(shownFrom.amount), "text-right tabular-nums")}>
                {formatCurrency(slip.Amount)}
              </TableCell>
              <TableCell>
                <span className="flex flex-col gap-1 sm:flex-row sm:gap-3">
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
              <TableCell className="text-right">
                {/* Stacked on a phone, so the table never scrolls sideways. */}
                <span className="flex flex-col items-end sm:flex-row sm:justify-end">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Files on packing slip ${slip.PSlipNumber}`}
                    onPointerEnter={PackingSlipFilesDialog.preload}
                    onFocus={PackingSlipFilesDialog.preload}
                    onClick={() => setShowingFiles(slip.PSlipNumber)}
                  >
                    <Paperclip className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit packing slip ${slip.PSlipNumber}`}
                    onPointerEnter={PackingSlipDialog.preload}
                    onFocus={PackingSlipDialog.preload}
                    onClick={() => setEditing(slip.PSlipNumber)}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                  </Button>
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableCard>
  );
}
