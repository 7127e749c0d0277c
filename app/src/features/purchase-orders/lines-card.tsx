import { useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { ListPlus, Pencil, Plus, Trash2 } from "lucide-react";
import {
  Button,
  ConfirmDialog,
  cn,
  formatCurrency,
  formatDate,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  formatQuantity,
} from "@shopdesk/design-system";
import type { PurchaseOrder, PurchaseOrderLine } from "../../api/purchase-orders/types";
import { useMakeWorkOrder } from "../../api/work-orders/use-make-work-order";
import { MakeWorkOrderButton } from "./make-work-order-button";
import { POLineDialog } from "./on-demand-dialogs";
import { RemoveLineDialog } from "./remove-line-dialog";
import { canEditLines, canMakeWorkOrder, canRemoveLine } from "./purchase-order-rules";
import { LateBadge } from "./purchase-order-status";
import { columnClass, footerSpans, RowFacts, type ShownFrom } from "../../shared/lists/responsive-columns";
import { TableCard } from "../../shared/lists/table-card";

export type POLinesCardProps = { purchaseOrder: PurchaseOrder; onReload: () => void };

/** Where each secondary column starts to show (a phone shows Line, Part and the actions). */
const shownFrom = {
  quantity: "lg",
  unitPrice: "xl",
  due: "lg",
  amount: "sm",
  shipped: "xl",
  open: "lg",
  workOrders: "xl",
} as const satisfies Record<string, ShownFrom>;

type Column = { key: string; label: ReactNode; from?: ShownFrom; isNumber?: boolean; className?: string };

const columns: Column[] = [
  { key: "line", label: "Line", className: "w-10" },
  { key: "part", label: "Part" },
  { key: "quantity", label: "Qty", from: shownFrom.quantity, isNumber: true },
  { key: "unitPrice", label: "Unit price", from: shownFrom.unitPrice, isNumber: true },
  { key: "due", label: "Due", from: shownFrom.due },
  { key: "amount", label: "Amount", from: shownFrom.amount, isNumber: true },
  { key: "shipped", label: "Shipped", from: shownFrom.shipped, isNumber: true },
  { key: "open", label: "Open", from: shownFrom.open, isNumber: true },
  { key: "workOrders", label: "WOs", from: shownFrom.workOrders },
  { key: "actions", label: <span className="sr-only">Actions</span> },
];
const numberCell = (key: keyof typeof shownFrom, className?: string) =>
  cn(columnClass(shownFrom[key]), "text-right tabular-nums", className);

function DueDate({ line }: { line: PurchaseOrderLine }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span data-slot="date">{formatDate(line.DueDate)}</span>
      {line.IsLate && <LateBadge />}
    </span>
  );
}

function WorkOrderLinks({ line, className }: { line: PurchaseOrderLine; className?: string }) {
  if (line.WorkOrders.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className={className}>
      {line.WorkOrders.map((workOrder) => (
        <li key={workOrder.WONumber}>
          <Link
            to={`/wo/${workOrder.WONumber}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {workOrder.WONumber}
          </Link>{" "}
          <span className="text-xs text-muted-foreground">{workOrder.Status}</span>
        </li>
      ))}
    </ul>
  );
}

/** What the card says before the first line. */
const noLines = { icon: <ListPlus />, title: "No lines yet", description: "Add the parts the customer ordered." };

/** The PO's lines: part, quantities, prices, due dates, what shipped, their WOs; add, edit, remove, make a WO. */
export function POLinesCard({ purchaseOrder: po, onReload }: POLinesCardProps) {
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [removing, setRemoving] = useState<PurchaseOrderLine | null>(null);
  const { trigger: makeWorkOrder } = useMakeWorkOrder();
  const isEditable = canEditLines(po);
  const addButton = isEditable && (
    <Button
      variant="outline"
      size="sm"
      onPointerEnter={POLineDialog.preload}
      onFocus={POLineDialog.preload}
      onClick={() => setEditing("new")}
    >
      <Plus className="size-4" aria-hidden="true" />
      Add line
    </Button>
  );

  return (
    <TableCard
      title="Lines"
      action={addButton}
      empty={po.Lines.length === 0 && noLines}
      dialogs={
        <>
          {editing && (
            <POLineDialog
              purchaseOrder={po}
              lineNumber={editing === "new" ? undefined : editing}
              onOpenChange={(open) => !open && setEditing(null)}
              onReload={onReload}
            />
          )}
          <RemoveLineDialog purchaseOrder={po} line={removing} onClose={() => setRemoving(null)} onReload={onReload} />
        </>
      }
    >
      <Table aria-label="Lines">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {columns.map((column) => (
              <TableHead
                key={column.key}
                className={cn(columnClass(column.from), column.isNumber && "text-right", column.className)}
              >
                {column.label}
              </TableHead>
            ))}
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
                <RowFacts
                  facts={[
                    {
                      label: "Qty",
                      from: shownFrom.quantity,
                      value: `${formatQuantity(line.Quantity)} ${line.UnitOfMeasure}`,
                    },
                    {
                      label: "Unit price",
                      from: shownFrom.unitPrice,
                      value: formatCurrency(line.UnitPrice, { fractionDigits: 4 }),
                    },
                    { label: "Due", from: shownFrom.due, value: <DueDate line={line} /> },
                    { label: "Amount", from: shownFrom.amount, value: formatCurrency(line.Amount) },
                    { label: "Shipped", from: shownFrom.shipped, value: formatQuantity(line.ShippedQuantity) },
                    { label: "Open", from: shownFrom.open, value: formatQuantity(line.OpenQuantity) },
                    {
                      label: "WOs",
                      from: shownFrom.workOrders,
                      value: <WorkOrderLinks line={line} className="inline-flex flex-wrap gap-x-2" />,
                    },
                  ]}
                />
              </TableCell>
              <TableCell className={numberCell("quantity")}>
                {formatQuantity(line.Quantity)}{" "}
                <span className="text-xs text-muted-foreground">{line.UnitOfMeasure}</span>
              </TableCell>
              <TableCell className={numberCell("unitPrice")}>
                {formatCurrency(line.UnitPrice, { fractionDigits: 4 })}
              </TableCell>
              <TableCell className={cn(columnClass(shownFrom.due), "tabular-nums")}>
                <DueDate line={line} />
              </TableCell>
              <TableCell className={numberCell("amount", "font-medium")}>{formatCurrency(line.Amount)}</TableCell>
              <TableCell className={numberCell("shipped")}>{formatQuantity(line.ShippedQuantity)}</TableCell>
              <TableCell className={numberCell("open")}>{formatQuantity(line.OpenQuantity)}</TableCell>
              <TableCell className={columnClass(shownFrom.workOrders)}>
                <WorkOrderLinks line={line} className="grid gap-0.5" />
              </TableCell>
              <TableCell>
                {/* Stacked on a phone, so the part keeps the width. */}
                <div className="flex flex-col items-end gap-1 sm:flex-row sm:items-center sm:justify-end">
                  {canMakeWorkOrder(po, line) && (
                    <MakeWorkOrderButton poKey={po.POKey} line={line} makeWorkOrder={makeWorkOrder} />
                  )}
                  {isEditable && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit line ${line.LineNumber}`}
                      onPointerEnter={POLineDialog.preload}
                      onFocus={POLineDialog.preload}
                      onClick={() => setEditing(line.LineNumber)}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </Button>
                  )}
                  {isEditable &&
                    (canRemoveLine(line) ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove line ${line.LineNumber}`}
                        onPointerEnter={ConfirmDialog.preload}
                        onFocus={ConfirmDialog.preload}
                        onClick={() => setRemoving(line)}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    ) : (
                      // Keeps the buttons of every row in the same columns.
                      <span className="hidden w-10 sm:block" aria-hidden="true" />
                    ))}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        {/* On a phone the Amount column is hidden; the PO amount stands in the page's heading. */}
        <TableFooter className="hidden sm:table-footer-group">
          <TableRow className="hover:bg-transparent">
            {footerSpans(columns, "amount").map(({ width, className, before }) => (
              <TableCell
                key={width}
                colSpan={before}
                className={cn(
                  className,
                  "text-right text-xs font-semibold tracking-wide text-muted-foreground uppercase",
                )}
              >
                PO amount
              </TableCell>
            ))}
            <TableCell className="text-right font-semibold tabular-nums" data-slot="po-amount">
              {formatCurrency(po.Amount)}
            </TableCell>
            {footerSpans(columns, "amount").map(({ width, className, after }) => (
              <TableCell key={width} colSpan={after} className={className} />
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </TableCard>
  );
}
