import { useState } from "react";
import { Link } from "react-router-dom";
import { ListPlus, Pencil, Plus, Trash2 } from "lucide-react";
import {
  Button,
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
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@shopdesk/design-system";
import type { PurchaseOrder, PurchaseOrderLine } from "../../api/purchase-orders/types";
import { MakeWorkOrderButton } from "./make-work-order-button";
import { POLineDialog } from "./po-line-dialog";
import { RemoveLineDialog } from "./remove-line-dialog";
import { canEditLines, canMakeWorkOrder, canRemoveLine } from "./po-rules";
import { LateBadge } from "./po-status";

const qty = (value: number) => value.toLocaleString("en-US");

export type POLinesCardProps = { purchaseOrder: PurchaseOrder; onReload: () => void };

/** The PO's lines: part, quantities, prices, due dates, what shipped, their WOs; add, edit, remove, make a WO. */
export function POLinesCard({ purchaseOrder: po, onReload }: POLinesCardProps) {
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [removing, setRemoving] = useState<PurchaseOrderLine | null>(null);
  const isEditable = canEditLines(po);
  const addButton = isEditable && (
    <Button variant="outline" size="sm" onClick={() => setEditing("new")}>
      <Plus className="size-4" aria-hidden="true" />
      Add line
    </Button>
  );

  function content() {
    if (po.Lines.length === 0)
      return <EmptyState className="border-0 py-6" icon={<ListPlus />} title="No lines yet" description="Add the parts the customer ordered." />;
    return (
      <Table aria-label="Lines">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-10">Line</TableHead>
            <TableHead>Part</TableHead>
            <TableHead className="text-right">Qty</TableHead>
            <TableHead className="text-right">Unit price</TableHead>
            <TableHead>Due</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead className="text-right">Shipped</TableHead>
            <TableHead className="text-right">Open</TableHead>
            <TableHead>WOs</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {po.Lines.map((line) => (
            <TableRow key={line.LineNumber} data-late={line.IsLate || undefined}>
              <TableCell className="tabular-nums">{line.LineNumber}</TableCell>
              <TableCell className="max-w-72 whitespace-normal">
                <span className="font-medium whitespace-nowrap">
                  {line.PartNumber} <span className="font-normal text-muted-foreground">rev</span> {line.Revision}
                </span>
                <span className="block text-xs text-muted-foreground">{line.Description}</span>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {qty(line.Quantity)} <span className="text-xs text-muted-foreground">{line.UnitOfMeasure}</span>
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatCurrency(line.UnitPrice, { fractionDigits: 4 })}</TableCell>
              <TableCell className="tabular-nums">
                <span className="inline-flex items-center gap-1.5">
                  <span data-slot="date">{formatDate(line.DueDate)}</span>
                  {line.IsLate && <LateBadge />}
                </span>
              </TableCell>
              <TableCell className="text-right font-medium tabular-nums">{formatCurrency(line.Amount)}</TableCell>
              <TableCell className="text-right tabular-nums">{qty(line.ShippedQuantity)}</TableCell>
              <TableCell className="text-right tabular-nums">{qty(line.OpenQuantity)}</TableCell>
              <TableCell>
                {line.WorkOrders.length === 0 ? (
                  <span className="text-muted-foreground">—</span>
                ) : (
                  <ul className="grid gap-0.5">
                    {line.WorkOrders.map((workOrder) => (
                      <li key={workOrder.WONumber}>
                        <Link to={`/wo/${workOrder.WONumber}`} className="font-medium text-primary underline-offset-4 hover:underline">
                          {workOrder.WONumber}
                        </Link>{" "}
                        <span className="text-xs text-muted-foreground">{workOrder.Status}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </TableCell>
              <TableCell>
                <div className="flex items-center justify-end gap-1">
                  {canMakeWorkOrder(po, line) && <MakeWorkOrderButton poKey={po.POKey} line={line} />}
                  {isEditable && (
                    <Button variant="ghost" size="sm" aria-label={`Edit line ${line.LineNumber}`} onClick={() => setEditing(line.LineNumber)}>
                      <Pencil className="size-4" aria-hidden="true" />
                    </Button>
                  )}
                  {isEditable &&
                    (canRemoveLine(line) ? (
                      <Button variant="ghost" size="sm" aria-label={`Remove line ${line.LineNumber}`} onClick={() => setRemoving(line)}>
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    ) : (
                      // Keeps the buttons of every row in the same columns.
                      <span className="w-10" aria-hidden="true" />
                    ))}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={5} className="text-right text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              PO amount
            </TableCell>
            <TableCell className="text-right font-semibold tabular-nums" data-slot="po-amount">
              {formatCurrency(po.Amount)}
            </TableCell>
            <TableCell colSpan={4} />
          </TableRow>
        </TableFooter>
      </Table>
    );
  }

  return (
    <Card className="gap-3">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Lines</CardTitle>
        {addButton}
      </CardHeader>
      <CardContent className="px-2 sm:px-5">{content()}</CardContent>
      {editing && (
        <POLineDialog
          purchaseOrder={po}
          lineNumber={editing === "new" ? undefined : editing}
          onOpenChange={(open) => !open && setEditing(null)}
          onReload={onReload}
        />
      )}
      <RemoveLineDialog purchaseOrder={po} line={removing} onClose={() => setRemoving(null)} onReload={onReload} />
    </Card>
  );
}
